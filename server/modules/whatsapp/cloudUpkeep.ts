import { eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/connection';
import { waCloudAccount, waCloudEvent } from '../../db/schema';
import { cloudAccountOf } from '../../whatsapp/cloud/cloudAccount';
import { phoneNumberInfo } from '../../whatsapp/cloud/graphApi';
import { syncReviews } from '../templates/metaReview';

/**
 * What keeps a business number in step with Meta when a webhook was lost (docs/whatsapp.md, Keeping
 * in step with Meta): every few hours its messaging limit, quality and name are read again and its
 * templates' statuses synced; applied webhook events are forgotten once Meta no longer resends them.
 */

/** How often each instance looks for numbers due; one instance takes each number (the claim below). */
export const UPKEEP_INTERVAL_MS = 15 * 60 * 1000;
const READ_EVERY_HOURS = 6;
/** Meta retries an unanswered webhook for up to 7 days: an event older than twice that is not coming again. */
const EVENT_KEEP_DAYS = 14;

/** Numbers last read longer ago than READ_EVERY_HOURS, marked read now so that no other instance takes them. */
const claimDue = (db: Executor) =>
  db
    .update(waCloudAccount)
    .set({ checked_at: new Date() })
    .where(or(isNull(waCloudAccount.checked_at), lt(waCloudAccount.checked_at, sql`now() - make_interval(hours => ${READ_EVERY_HOURS})`)))
    .returning({ id_company: waCloudAccount.id_company });

async function readAgain(app: FastifyInstance, db: Executor, id_company: number) {
  const account = await cloudAccountOf(db, app.whatsapp.cloud.box, id_company);
  if (!account) return;
  const info = await phoneNumberInfo(app.whatsapp.cloud.endpoint, account);
  await db.update(waCloudAccount).set(info).where(eq(waCloudAccount.id_company, id_company));
  await syncReviews(app, db, id_company);
}

/** One pass; a number Meta does not answer for is tried again at its next turn. */
export async function upkeepCloudAccounts(app: FastifyInstance, db: Executor) {
  for (const { id_company } of await claimDue(db)) {
    await readAgain(app, db, id_company).catch((err: unknown) => app.log.warn({ err, id_company }, 'reading the business number from Meta'));
  }
  await db.delete(waCloudEvent).where(lt(waCloudEvent.created_at, sql`now() - make_interval(days => ${EVENT_KEEP_DAYS})`));
}
