import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { recoveryCode, userSecurity } from '../../db/schema';
import { problem } from '../../../domain/errors';
import { fieldError } from '../../plugins/errors';
import type { SecretBox } from '../../whatsapp/secretBox';
import { acceptedStep, newAuthenticator, newRecoveryCodes, recoveryCodeDigest } from './authenticator';

type Member = { id: number; id_company: number; email: string };

const securityOf = async (tx: Executor, id_user: number) => (await tx.select().from(userSecurity).where(eq(userSecurity.id_user, id_user)).for('update'))[0];

/** A new secret for the member's authenticator; two-step login stays off until a code confirms it. */
export async function startEnrolment(tx: Executor, box: SecretBox, member: Member) {
  if ((await securityOf(tx, member.id))?.totp_enabled_at) throw fieldError(409, 'code', problem('security.two_step_enabled'));
  const created = newAuthenticator(member.email);
  const pending = { totp_secret: box.seal(created.secret), totp_enabled_at: null, totp_last_step: null, updated_at: new Date() };
  await tx
    .insert(userSecurity)
    .values({ id_user: member.id, id_company: member.id_company, ...pending })
    .onConflictDoUpdate({ target: userSecurity.id_user, set: pending });
  return created;
}

/** A code from the new authenticator turns two-step login on; the answer holds the recovery codes, shown this once. */
export async function confirmEnrolment(tx: Executor, box: SecretBox, member: Member, code: string) {
  const found = await securityOf(tx, member.id);
  if (found?.totp_enabled_at) throw fieldError(409, 'code', problem('security.two_step_enabled'));
  if (!found?.totp_secret) throw fieldError(409, 'code', problem('security.two_step_not_started'));
  const step = await acceptedStep(box.open(found.totp_secret), code, null);
  if (step === null) throw fieldError(422, 'code', problem('security.code_wrong'));
  await tx.update(userSecurity).set({ totp_enabled_at: new Date(), totp_last_step: step, updated_at: new Date() }).where(eq(userSecurity.id_user, member.id));
  const codes = newRecoveryCodes();
  await tx.delete(recoveryCode).where(eq(recoveryCode.id_user, member.id));
  await tx.insert(recoveryCode).values(codes.map((plain) => ({ id_user: member.id, id_company: member.id_company, code_hash: recoveryCodeDigest(plain) })));
  return codes;
}

/**
 * Whether a second factor is right: a code of the authenticator newer than the last one taken, or an
 * unused recovery code, which is spent. Each is taken by one conditional update, so two requests
 * racing with the same code cannot both pass.
 */
export async function secondFactorValid(tx: Executor, box: SecretBox, id_user: number, proof: { code?: string; recovery_code?: string }) {
  if (proof.recovery_code) {
    const spent = await tx
      .update(recoveryCode)
      .set({ used_at: sql`now()` })
      .where(and(eq(recoveryCode.id_user, id_user), eq(recoveryCode.code_hash, recoveryCodeDigest(proof.recovery_code)), isNull(recoveryCode.used_at)))
      .returning({ id: recoveryCode.id });
    return spent.length > 0;
  }
  const [found] = await tx.select().from(userSecurity).where(and(eq(userSecurity.id_user, id_user), isNotNull(userSecurity.totp_enabled_at)));
  if (!found?.totp_secret || !proof.code) return false;
  const step = await acceptedStep(box.open(found.totp_secret), proof.code, found.totp_last_step);
  if (step === null) return false;
  const taken = await tx
    .update(userSecurity)
    .set({ totp_last_step: step })
    .where(and(eq(userSecurity.id_user, id_user), or(isNull(userSecurity.totp_last_step), lt(userSecurity.totp_last_step, step))))
    .returning({ id: userSecurity.id_user });
  return taken.length > 0;
}

/** Turns two-step login off: the secret and every recovery code are gone. */
export async function removeTwoStep(tx: Executor, id_user: number) {
  await tx
    .update(userSecurity)
    .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: new Date() })
    .where(eq(userSecurity.id_user, id_user));
  await tx.delete(recoveryCode).where(eq(recoveryCode.id_user, id_user));
}

/**
 * An Administrator's reset of a member who lost both their phone and their recovery codes: the same
 * removal, under the row's lock, so two resets at once log one. False when it was not on.
 */
export async function resetTwoStep(tx: Executor, id_user: number) {
  if (!(await securityOf(tx, id_user))?.totp_enabled_at) return false;
  await removeTwoStep(tx, id_user);
  return true;
}

/** Whether two-step login is on, and how many recovery codes are left. */
export async function twoStepStateOf(db: Executor, id_user: number) {
  const [found] = await db
    .select({
      enabled: sql<boolean>`${userSecurity.totp_enabled_at} is not null`,
      left: sql<number>`(select count(*)::int from ${recoveryCode} where ${recoveryCode.id_user} = ${id_user} and ${recoveryCode.used_at} is null)`,
    })
    .from(userSecurity)
    .where(eq(userSecurity.id_user, id_user));
  return { enabled: found?.enabled ?? false, recovery_codes_left: found?.enabled ? found.left : 0 };
}
