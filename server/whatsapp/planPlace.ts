import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { waAccount } from '../db/schema';
import { planRefusal } from '../plugins/planLimits';

/**
 * Marks an account linked to `phone` in the transaction that checks its company's plan
 * (docs/plans.md): a number that was not linked yet needs a free place for WhatsApp numbers. The QR
 * request already refuses when there is none; this catches two codes scanned for the last place at
 * once. Answers false, writing nothing, when the plan has no place left.
 */
export async function markLinkedWithinPlan(db: Database, account: { id: number; id_company: number }, phone: string) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ status: waAccount.status }).from(waAccount).where(eq(waAccount.id, account.id)).for('update');
    if (current?.status !== 'linked' && (await planRefusal(tx, account.id_company, 'whatsapp_numbers'))) return false;
    await tx
      .update(waAccount)
      .set({ status: 'linked', phone, qr: null, qr_expires_at: null, linked_at: sql`coalesce(${waAccount.linked_at}, now())`, updated_at: sql`now()` })
      .where(eq(waAccount.id, account.id));
    return true;
  });
}
