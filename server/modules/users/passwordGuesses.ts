import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { loginAttempt } from '../../db/schema';

/**
 * Limits on guessing passwords that no third party can turn against the owner (docs/sessions-and-access.md):
 * an address is blocked for an account, or for every account, after its own failures; failures
 * from everywhere only slow an account down, and never at an address where its user has logged in.
 * A wrong current password on Profil is a guess like a wrong login, counted in the same table.
 */
export const GUESS_LIMITS = {
  windowMinutes: 15,
  /** Failures of one address on one account before that address is refused for that account. */
  perAccountAndAddress: 10,
  /** Failures of one address on any accounts before it is refused altogether. */
  perAddress: 30,
  /** Failures on one account, from anywhere, before new addresses are slowed down. */
  perAccount: 10,
  /** Once slowed down, a new address may try the account once in this many seconds. */
  slowDownSeconds: 30,
  /** An address where the user logged in within this many days counts as known. */
  knownAddressDays: 90,
} as const;

export type GuessCounts = { fromAddress: number; onAccount: number; onAccountFromAddress: number; secondsSinceLast: number };

/** Failed guesses inside the window: of this address, of this account, and of both together. */
export async function recentFailures(db: Database, email: string, ip: string): Promise<GuessCounts> {
  const [counts] = await db
    .select({
      fromAddress: sql<number>`count(*) filter (where ${loginAttempt.ip} = ${ip})::int`,
      onAccount: sql<number>`count(*) filter (where ${loginAttempt.email} = ${email})::int`,
      onAccountFromAddress: sql<number>`count(*) filter (where ${loginAttempt.email} = ${email} and ${loginAttempt.ip} = ${ip})::int`,
      secondsSinceLast: sql<number>`coalesce(extract(epoch from now() - max(${loginAttempt.created_at}) filter (where ${loginAttempt.email} = ${email})), 1e9)::float8`,
    })
    .from(loginAttempt)
    .where(
      and(
        or(eq(loginAttempt.email, email), eq(loginAttempt.ip, ip)),
        gt(loginAttempt.created_at, sql`now() - make_interval(mins => ${GUESS_LIMITS.windowMinutes})`),
      ),
    );
  return counts;
}

/** Whether this address has used up its guesses: on any account, or on this one. */
export const addressBlocked = (counts: GuessCounts) =>
  counts.fromAddress >= GUESS_LIMITS.perAddress ? 'any_account' : counts.onAccountFromAddress >= GUESS_LIMITS.perAccountAndAddress ? 'this_account' : null;

export async function recordFailedGuess(db: Database, email: string, ip: string) {
  await db.insert(loginAttempt).values({ email, ip });
  // Attempts only matter inside the window; dropping old ones here keeps the table small.
  await db.delete(loginAttempt).where(lt(loginAttempt.created_at, sql`now() - interval '1 day'`));
}
