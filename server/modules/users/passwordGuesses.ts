import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { loginAttempt, securityRule } from '../../db/schema';
import { DEFAULT_SECURITY_RULES } from '../../../domain/securityRules';

/**
 * Limits on guessing passwords that no third party can turn against the owner (docs/sessions-and-access.md):
 * an address is blocked for an account, or for every account, after its own failures; failures
 * from everywhere only slow an account down, and never at an address where its user has logged in.
 * A wrong current password on Profil, or a wrong code at a login's second step, is a guess like a
 * wrong login, counted in the same table. The limits on one account are its company's (Aturan Keamanan).
 */
export const GUESS_LIMITS = {
  /** The window of an address's failures across accounts. */
  windowMinutes: 15,
  /** Failures of one address on any accounts before it is refused altogether. */
  perAddress: 30,
  /** Once slowed down, a new address may try the account once in this many seconds. */
  slowDownSeconds: 30,
  /** An address where the user logged in within this many days counts as known. */
  knownAddressDays: 90,
} as const;

/**
 * One account's limits, from its company's rules: failures of one address on the account before that
 * address is refused for it (and, from anywhere, before new addresses are slowed down), counted over
 * `lockMinutes`, which is so how long the refusal lasts.
 */
export type AccountLimits = { failureLimit: number; lockMinutes: number };

export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  failureLimit: DEFAULT_SECURITY_RULES.login_failure_limit,
  lockMinutes: DEFAULT_SECURITY_RULES.lock_minutes,
};

export const accountLimits = (rules: { login_failure_limit: number; lock_minutes: number }): AccountLimits => ({
  failureLimit: rules.login_failure_limit,
  lockMinutes: rules.lock_minutes,
});

/** The limits of a company's accounts (the defaults while it saved no rules). */
export async function accountLimitsOf(db: Executor, id_company: number): Promise<AccountLimits> {
  const [rules] = await db
    .select({ login_failure_limit: securityRule.login_failure_limit, lock_minutes: securityRule.lock_minutes })
    .from(securityRule)
    .where(eq(securityRule.id_company, id_company));
  return rules ? accountLimits(rules) : DEFAULT_ACCOUNT_LIMITS;
}

export type GuessCounts = { fromAddress: number; onAccount: number; onAccountFromAddress: number; secondsSinceLast: number };

/** Failed guesses: of this address (its window), of this account, and of both together (the account's window). */
export async function recentFailures(db: Executor, email: string, ip: string, limits: AccountLimits): Promise<GuessCounts> {
  const inAccountWindow = sql`${loginAttempt.created_at} > now() - make_interval(mins => ${limits.lockMinutes})`;
  const [counts] = await db
    .select({
      fromAddress: sql<number>`count(*) filter (where ${loginAttempt.ip} = ${ip} and ${loginAttempt.created_at} > now() - make_interval(mins => ${GUESS_LIMITS.windowMinutes}))::int`,
      onAccount: sql<number>`count(*) filter (where ${loginAttempt.email} = ${email} and ${inAccountWindow})::int`,
      onAccountFromAddress: sql<number>`count(*) filter (where ${loginAttempt.email} = ${email} and ${loginAttempt.ip} = ${ip} and ${inAccountWindow})::int`,
      secondsSinceLast: sql<number>`coalesce(extract(epoch from now() - max(${loginAttempt.created_at}) filter (where ${loginAttempt.email} = ${email})), 1e9)::float8`,
    })
    .from(loginAttempt)
    .where(
      and(
        or(eq(loginAttempt.email, email), eq(loginAttempt.ip, ip)),
        gt(loginAttempt.created_at, sql`now() - make_interval(mins => ${Math.max(limits.lockMinutes, GUESS_LIMITS.windowMinutes)})`),
      ),
    );
  return counts;
}

/** Whether this address has used up its guesses: on any account, or on this one. */
export const addressBlocked = (counts: GuessCounts, limits: AccountLimits) =>
  counts.fromAddress >= GUESS_LIMITS.perAddress ? 'any_account' : counts.onAccountFromAddress >= limits.failureLimit ? 'this_account' : null;

/** The minutes a blocked address waits, as its answer tells them. */
export const blockedMinutes = (blocked: 'any_account' | 'this_account', limits: AccountLimits) =>
  blocked === 'any_account' ? GUESS_LIMITS.windowMinutes : limits.lockMinutes;

export async function recordFailedGuess(db: Executor, email: string, ip: string) {
  await db.insert(loginAttempt).values({ email, ip });
  // Attempts only matter inside the longest window (a day); dropping old ones here keeps the table small.
  await db.delete(loginAttempt).where(lt(loginAttempt.created_at, sql`now() - interval '1 day'`));
}
