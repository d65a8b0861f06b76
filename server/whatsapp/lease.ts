import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { waAccount } from '../db/schema';

/**
 * One instance at a time holds a link open: the one whose lease in wa_account runs. A lease is
 * taken with one conditional UPDATE, so of two instances asking at once exactly one wins; the
 * holder renews it well before it runs out, and another instance takes a link over only after its
 * holder stopped renewing (docs/whatsapp.md, One instance per link).
 */
const LEASE_SECONDS = 30;
export const RENEW_MS = 10_000;

const leaseEnd = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;
const free = (instance: string) => or(isNull(waAccount.owner), eq(waAccount.owner, instance), lt(waAccount.lease_until, sql`now()`));

/** Takes the lease of an account if it is free or already this instance's; answers the account, or nothing. */
export async function takeLease(db: Database, instance: string, id_account: number) {
  const [taken] = await db
    .update(waAccount)
    .set({ owner: instance, lease_until: leaseEnd })
    .where(and(eq(waAccount.id, id_account), free(instance)))
    .returning();
  return taken;
}

/** Renews this instance's leases; answers the accounts it still holds. */
export async function renewLeases(db: Database, instance: string) {
  const renewed = await db
    .update(waAccount)
    .set({ lease_until: leaseEnd })
    .where(eq(waAccount.owner, instance))
    .returning({ id: waAccount.id });
  return new Set(renewed.map((row) => row.id));
}

/** Linked accounts that nobody holds (after a restart, or a holder that stopped). */
export async function unheldLinks(db: Database, instance: string) {
  const rows = await db
    .select({ id: waAccount.id })
    .from(waAccount)
    .where(and(eq(waAccount.status, 'linked'), free(instance)));
  return rows.map((row) => row.id);
}

export async function releaseLease(db: Database, instance: string, id_account?: number) {
  await db
    .update(waAccount)
    .set({ owner: null, lease_until: null })
    .where(and(eq(waAccount.owner, instance), id_account === undefined ? undefined : eq(waAccount.id, id_account)));
}
