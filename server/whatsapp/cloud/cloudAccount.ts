import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { waCloudAccount } from '../../db/schema';
import type { SecretBox } from '../secretBox';
import type { CloudCredentials } from './graphApi';

/** The company's Cloud API number with its secrets opened, for the sender and the webhook; undefined when none is connected. */
export type CloudAccount = CloudCredentials & {
  id_company: number;
  business_account_id: string;
  app_secret: string;
  verify_token: string;
  messaging_limit: number | null;
  sends_paused_until: Date | null;
  retry_streak: number;
};

export async function cloudAccountOf(db: Executor, box: SecretBox, id_company: number): Promise<CloudAccount | undefined> {
  const [row] = await db.select().from(waCloudAccount).where(eq(waCloudAccount.id_company, id_company));
  if (!row) return undefined;
  return {
    id_company,
    phone_number_id: row.phone_number_id,
    business_account_id: row.business_account_id,
    access_token: box.open(row.access_token),
    app_secret: box.open(row.app_secret),
    verify_token: row.verify_token,
    messaging_limit: row.messaging_limit,
    sends_paused_until: row.sends_paused_until,
    retry_streak: row.retry_streak,
  };
}

/** Whether the company sends through the Cloud API: then broadcasts and the business number's chats use it. */
export async function hasCloudAccount(db: Executor, id_company: number) {
  const [row] = await db.select({ id: waCloudAccount.id_company }).from(waCloudAccount).where(eq(waCloudAccount.id_company, id_company));
  return row !== undefined;
}
