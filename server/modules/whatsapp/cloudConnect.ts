import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { waCloudWebhookPath } from '../../../domain/apiPaths';
import { problem } from '../../../domain/errors';
import type { z } from 'zod';
import type { CloudAccountInput, cloudAccountRecord } from '../../../domain/schemas/whatsappCloud';
import type { DatabaseHandle } from '../../db/connection';
import { waCloudAccount } from '../../db/schema';
import { AppError, fieldError, isUniqueViolation } from '../../plugins/errors';
import { phoneNumberInfo } from '../../whatsapp/cloud/graphApi';
import { askingMeta } from '../../whatsapp/cloud/metaRefusal';
import { forgetReviews } from '../../whatsapp/cloud/templateReview';

/**
 * Connecting the company's WhatsApp Business number (docs/whatsapp.md, Connecting a number): the
 * details are tried on Meta before anything is stored, and the token and secret are sealed.
 */

type Row = typeof waCloudAccount.$inferSelect;

export const recordOf = (row: Row, publicUrl: string): z.output<typeof cloudAccountRecord> => ({
  phone_number_id: row.phone_number_id,
  business_account_id: row.business_account_id,
  display_phone: row.display_phone,
  verified_name: row.verified_name,
  quality_rating: row.quality_rating,
  messaging_limit: row.messaging_limit,
  checked_at: row.checked_at,
  webhook_url: `${publicUrl}${waCloudWebhookPath(row.id_company)}`,
  verify_token: row.verify_token,
});

const SECRET_LABELS = { access_token: 'Access token', app_secret: 'App secret' } as const;

/** A secret typed now, or the one stored; a first connection must type both. */
function secretOf(app: FastifyInstance, input: CloudAccountInput, existing: Row | undefined, field: keyof typeof SECRET_LABELS) {
  const typed = input[field];
  if (typed) return typed;
  if (existing) return app.whatsapp.cloud.box.open(existing[field]);
  throw fieldError(422, field, problem('wa.cloud_secret_required', { label: SECRET_LABELS[field] }));
}

export async function connectCloudAccount(app: FastifyInstance, database: DatabaseHandle, id_company: number, input: CloudAccountInput) {
  const { db } = database;
  const { box } = app.whatsapp.cloud;
  const [existing] = await db.select().from(waCloudAccount).where(eq(waCloudAccount.id_company, id_company));
  const access_token = secretOf(app, input, existing, 'access_token');
  const app_secret = secretOf(app, input, existing, 'app_secret');
  const info = await askingMeta(phoneNumberInfo(app.whatsapp.cloud.endpoint, { phone_number_id: input.phone_number_id, access_token }));
  const values = {
    phone_number_id: input.phone_number_id,
    business_account_id: input.business_account_id,
    access_token: box.seal(access_token),
    app_secret: box.seal(app_secret),
    ...info,
    checked_at: new Date(),
    updated_at: new Date(),
  };
  try {
    const row = await db.transaction(async (tx) => {
      // Another business account has none of the templates the old one reviewed.
      if (existing && existing.business_account_id !== input.business_account_id) await forgetReviews(tx, id_company);
      const [saved] = await tx
        .insert(waCloudAccount)
        .values({ id_company, verify_token: randomBytes(18).toString('base64url'), ...values })
        .onConflictDoUpdate({ target: waCloudAccount.id_company, set: values })
        .returning();
      return saved;
    });
    return { row, app_secret };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, problem('wa.cloud_number_taken'));
    throw error;
  }
}
