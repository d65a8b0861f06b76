import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { loginAttempt, session, user } from '../../db/schema';
import { addressBlocked, GUESS_LIMITS, recentFailures, recordFailedGuess } from './passwordGuesses';
import { AppError } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { logActivity, personActor } from '../../plugins/activityLog';
import { hashPassword, verifyPassword } from './password';
import { openSession, type SessionMeta } from '../../plugins/session';

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
  const blocked = addressBlocked(recent);
  if (blocked) {
    const minutes = GUESS_LIMITS.windowMinutes;
    throw new AppError(429, blocked === 'any_account' ? problem('auth.too_many_from_address', { minutes }) : problem('auth.too_many_on_account', { minutes }));
  }
  const [found] = await db.select().from(user).where(eq(sql`lower(${user.email})`, input.email));
  if (recent.onAccount >= GUESS_LIMITS.perAccount && recent.secondsSinceLast < GUESS_LIMITS.slowDownSeconds) {
    if (!found || !(await isKnownAddress(db, found.id, ip))) throw new AppError(429, problem('auth.account_slowed', { seconds: GUESS_LIMITS.slowDownSeconds }));
  }
  const valid = await verifyPassword(found?.password_hash ?? (await decoy()), input.password);
  if (!found || !valid) {
    await recordFailedGuess(db, input.email, ip);
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

/** Whether the user has logged in from this address lately: the owner's usual path in. */
async function isKnownAddress(db: Database, id_user: number, ip: string) {
  const [known] = await db
    .select({ id: session.id })
    .from(session)
    .where(
      and(
        eq(session.id_user, id_user),
        eq(session.ip, ip),
        gt(session.created_at, sql`now() - make_interval(days => ${GUESS_LIMITS.knownAddressDays})`),
      ),
    )
    .limit(1);
  return Boolean(known);
}
