import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { securityRule, userSecurity } from '../../db/schema';
import { DEFAULT_SECURITY_RULES } from '../../../domain/securityRules';
import type { SecurityRulesChange } from '../../../domain/schemas/securityRules';
import { problem } from '../../../domain/errors';
import { fieldError } from '../../plugins/errors';

export type SecurityRulesInForce = SecurityRulesChange & { updated_at: Date | null };

/** The company's rules: its saved row, or the defaults (today's behaviour) with the server's session length. */
export async function rulesOf(db: Executor, id_company: number, defaultSessionDays: number): Promise<SecurityRulesInForce> {
  const [saved] = await db.select().from(securityRule).where(eq(securityRule.id_company, id_company));
  if (!saved) return { ...DEFAULT_SECURITY_RULES, session_days: defaultSessionDays, updated_at: null };
  const { id_company: _company, updated_by: _by, ...rules } = saved;
  return rules;
}

/** Whether a user has two-step login on (a confirmed authenticator). */
export async function hasTwoStep(db: Executor, id_user: number) {
  const [found] = await db
    .select({ id: userSecurity.id_user })
    .from(userSecurity)
    .where(and(eq(userSecurity.id_user, id_user), isNotNull(userSecurity.totp_enabled_at)));
  return Boolean(found);
}

/**
 * Saves every rule at once. Turning two-step on for administrators (or everyone) is refused while
 * the acting Administrator has not set it up: they, and so the company, could not log in again
 * without first enrolling, and a rule change must never be what locks the last one out.
 */
export async function saveRules(tx: Executor, caller: { id: number; id_company: number }, rules: SecurityRulesChange) {
  if (rules.two_step !== 'off' && !(await hasTwoStep(tx, caller.id))) {
    throw fieldError(409, 'two_step', problem('security.admin_not_enrolled'));
  }
  const values = { ...rules, updated_by: caller.id, updated_at: new Date() };
  await tx
    .insert(securityRule)
    .values({ id_company: caller.id_company, ...values })
    .onConflictDoUpdate({ target: securityRule.id_company, set: values });
}

/** A password shorter than the company's floor is refused wherever a password is set (the schema's floor of 8 holds for all). */
export async function ensurePasswordLength(db: Executor, id_company: number, password: string, field = 'password') {
  const [rule] = await db.select({ min: securityRule.min_password_length }).from(securityRule).where(eq(securityRule.id_company, id_company));
  const min = rule?.min ?? DEFAULT_SECURITY_RULES.min_password_length;
  if (password.length < min) throw fieldError(422, field, problem('security.password_too_short', { min }));
}


/**
 * A password an administrator chose for someone else (a new user, a reset in Kelola Pengguna) must be
 * replaced at that user's next login when the company asks for it; setting one's own does not.
 */
export async function passwordSetByAdministrator(tx: Executor, caller: { id: number; id_company: number }, target: { id: number }) {
  if (target.id === caller.id) return;
  const [rule] = await tx.select({ force: securityRule.force_password_change }).from(securityRule).where(eq(securityRule.id_company, caller.id_company));
  if (!rule?.force) return;
  await tx
    .insert(userSecurity)
    .values({ id_user: target.id, id_company: caller.id_company, must_change_password: true })
    .onConflictDoUpdate({ target: userSecurity.id_user, set: { must_change_password: true, updated_at: new Date() } });
}
