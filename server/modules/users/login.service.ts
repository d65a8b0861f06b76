import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { loginAttempt, session, user } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { logActivity, personActor } from '../activity/log';
import { hashPassword, verifyPassword } from './password';
import { openSession, type SessionMeta } from '../../plugins/session';

/**
 * Limits on guessing passwords that no third party can turn against the owner (docs/sessions-and-access.md):
 * an address is blocked for an account, or for every account, after its own failures; failures
 * from everywhere only slow an account down, and never at an address where its user has logged in.
 */
export const LOGIN_LIMITS = {
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

const STATUS_PROBLEMS = {
  pending: problem('auth.account_pending'),
  rejected: problem('auth.account_rejected'),
  disabled: problem('auth.account_disabled'),
} as const;

/** Verifying against a real hash for unknown emails keeps both answers equally slow. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-for-timing'));

export type SessionAnswer = { id: number; id_role: number; id_company: number; name: string; token: string };

export async function login(
  db: Database,
  input: { email: string; password: string },
  meta: SessionMeta & { sessionDays: number },
): Promise<SessionAnswer> {
  const ip = meta.ip ?? '';
  const recent = await recentFailures(db, input.email, ip);
  if (recent.fromAddress >= LOGIN_LIMITS.perAddress) throw new AppError(429, problem('auth.too_many_from_address', { minutes: LOGIN_LIMITS.windowMinutes }));
  if (recent.onAccountFromAddress >= LOGIN_LIMITS.perAccountAndAddress) throw new AppError(429, problem('auth.too_many_on_account', { minutes: LOGIN_LIMITS.windowMinutes }));
  const [found] = await db.select().from(user).where(eq(sql`lower(${user.email})`, input.email));
  if (recent.onAccount >= LOGIN_LIMITS.perAccount && recent.secondsSinceLast < LOGIN_LIMITS.slowDownSeconds) {
    if (!found || !(await isKnownAddress(db, found.id, ip))) throw new AppError(429, problem('auth.account_slowed', { seconds: LOGIN_LIMITS.slowDownSeconds }));
  }
  const valid = await verifyPassword(found?.password_hash ?? (await decoy()), input.password);
  if (!found || !valid) {
    await db.insert(loginAttempt).values({ email: input.email, ip });
    // Attempts only matter inside the window; dropping old ones here keeps the table small.
    await db.delete(loginAttempt).where(lt(loginAttempt.created_at, sql`now() - interval '1 day'`));
    throw new AppError(401, problem('auth.wrong_credentials'));
  }
  if (found.status !== 'active') throw new AppError(403, STATUS_PROBLEMS[found.status]);
  return db.transaction(async (tx) => {
    // Only this address's failures are forgiven: someone else's guessing goes on counting.
    await tx.delete(loginAttempt).where(and(eq(loginAttempt.email, input.email), eq(loginAttempt.ip, ip)));
    const token = await openSession(tx, found.id, meta.sessionDays, meta);
    await logActivity(tx, {
      id_company: found.id_company,
      ...personActor(found.id),
      action: 'login',
      entity: 'user',
      id_entity: found.id,
      ip: meta.ip,
      user_agent: meta.user_agent,
    });
    return { id: found.id, id_role: found.id_role, id_company: found.id_company, name: found.name, token };
  });
}

/** Failed logins inside the window: of this address, of this account, and of both together. */
async function recentFailures(db: Database, email: string, ip: string) {
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
        gt(loginAttempt.created_at, sql`now() - make_interval(mins => ${LOGIN_LIMITS.windowMinutes})`),
      ),
    );
  return counts;
}

/** Whether the user has logged in from this address lately: the owner's usual path in. */
async function isKnownAddress(db: Database, id_user: number, ip: string) {
  const [known] = await db
    .select({ id: session.id })
    .from(session)
    .where(
      and(
        eq(session.id_user, id_user),
        eq(session.ip, ip),
        gt(session.created_at, sql`now() - make_interval(days => ${LOGIN_LIMITS.knownAddressDays})`),
      ),
    )
    .limit(1);
  return Boolean(known);
}
