import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { user } from '../../db/schema';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { AppError, fieldError } from '../../plugins/errors';
import type { PersonCaller } from '../../plugins/session';
import { problem } from '../../../domain/errors';
import { hashPassword, verifyPassword } from './password';
import { passwordChanged } from './passwordReset.service';
import { accountLimitsOf, addressBlocked, blockedMinutes, recentFailures, recordFailedGuess } from './passwordGuesses';
import { ensurePasswordLength } from '../security/rules.service';

/** A signed-in person's address that used up its guesses on their account may not try more (429). */
export async function ensureNotBlocked(db: Database, caller: PersonCaller, ip: string) {
  const limits = await accountLimitsOf(db, caller.id_company);
  const blocked = addressBlocked(await recentFailures(db, caller.email.toLowerCase(), ip, limits), limits);
  if (blocked) throw new AppError(429, problem('profile.too_many_attempts', { minutes: blockedMinutes(blocked, limits) }));
}

/**
 * What a signed-in person proves before a change that could take their account (a new password, a
 * new e-mail): their current password. A wrong one is a guess, counted and limited as a login's
 * are, so a borrowed phone with an open session cannot be used to try passwords; it answers 403,
 * never 401, which would end the session that asked.
 */
export async function proveCurrentPassword(db: Database, caller: PersonCaller, password: string, ip: string) {
  const email = caller.email.toLowerCase();
  await ensureNotBlocked(db, caller, ip);
  const [found] = await db.select({ password_hash: user.password_hash }).from(user).where(eq(user.id, caller.id));
  if (!found || !(await verifyPassword(found.password_hash, password))) {
    await recordFailedGuess(db, email, ip);
    throw fieldError(403, 'current_password', problem('profile.wrong_password'));
  }
}

/** A new password for the caller: every other session of theirs ends and no reset link still works; the caller's session stays. */
export async function changeOwnPassword(db: Database, caller: PersonCaller, input: { current_password: string; password: string }, ip: string) {
  await proveCurrentPassword(db, caller, input.current_password, ip);
  if (input.password === input.current_password) throw fieldError(422, 'password', problem('profile.password_unchanged'));
  await ensurePasswordLength(db, caller.id_company, input.password);
  const password_hash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(user).set({ password_hash, updated_at: sql`now()` }).where(eq(user.id, caller.id));
    await passwordChanged(tx, caller.id, caller.session_id);
    await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'change_password', entity: 'user', id_entity: caller.id, ip });
  });
}
