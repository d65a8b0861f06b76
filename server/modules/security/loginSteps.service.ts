import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/connection';
import { loginChallenge, role, user, userSecurity } from '../../db/schema';
import { problem } from '../../../domain/errors';
import type { LoginAnswer, LoginStepName } from '../../../domain/schemas/securityRules';
import { twoStepCovers, type TwoStepScope } from '../../../domain/securityRules';
import { logActivity, personActor } from '../../plugins/activityLog';
import { AppError, fieldError } from '../../plugins/errors';
import { digest, newToken } from '../../plugins/session';
import type { SecretBox } from '../../whatsapp/secretBox';
import { completeLogin, type LoginMeta } from '../users/loginSession';
import { addressBlocked, accountLimitsOf, blockedMinutes, recentFailures, recordFailedGuess } from '../users/passwordGuesses';
import { hashPassword, verifyPassword } from '../users/password';
import { passwordChanged } from '../users/passwordReset.service';
import { ensurePasswordLength, rulesOf } from './rules.service';
import { confirmEnrolment, secondFactorValid, startEnrolment } from './twoStep.service';

/** Long enough to open an authenticator app or think of a new password; a login starts over after it. */
const CHALLENGE_MINUTES = 10;
/** Wrong codes one challenge takes before it is spent (the login limits count them too). */
const CHALLENGE_TRIES = 5;

type Rules = { two_step: TwoStepScope; min_password_length: number };
type Account = { id: number; id_role: number; id_company: number; name: string; email: string; role_name: string };

/** What a login still owes: the second step first (a code, or an authenticator to set up), then a new password. */
async function nextStep(tx: Executor, id_user: number, twoStepDone: boolean): Promise<LoginStepName | null> {
  const [found] = await tx
    .select({ enabled: sql<boolean>`${userSecurity.totp_enabled_at} is not null`, must_change: userSecurity.must_change_password })
    .from(userSecurity)
    .where(eq(userSecurity.id_user, id_user));
  if (!twoStepDone) return found?.enabled ? 'two_step' : 'two_step_enroll';
  return found?.must_change ? 'change_password' : null;
}

const stepAnswer = (step: LoginStepName, challenge: string, rules: Rules): LoginAnswer => ({
  data: [],
  next: { step, challenge, min_password_length: rules.min_password_length },
});

/**
 * After a correct password: the session, or the first step the rules still ask for with a challenge
 * to answer it. A member the two-step rule covers who has not set it up is asked to set it up here,
 * never locked out; a member who turned it on answers it whatever the rule.
 */
export async function afterPassword(tx: Executor, account: Account, rules: Rules, meta: LoginMeta): Promise<LoginAnswer> {
  const [own] = await tx.select({ enabled: sql<boolean>`${userSecurity.totp_enabled_at} is not null` }).from(userSecurity).where(eq(userSecurity.id_user, account.id));
  const twoStepDone = !own?.enabled && !twoStepCovers(rules.two_step, account.role_name);
  const step = await nextStep(tx, account.id, twoStepDone);
  if (!step) return { data: [await completeLogin(tx, account, meta)] };
  const challenge = newToken();
  await tx.insert(loginChallenge).values({
    id_user: account.id,
    token_hash: digest(challenge),
    two_step_done: twoStepDone,
    expires_at: sql`now() + make_interval(mins => ${CHALLENGE_MINUTES})`,
  });
  return stepAnswer(step, challenge, rules);
}

type Challenge = { id: number; two_step_done: boolean; failures: number; account: Account };

/** The challenge behind a token, locked for this step: unspent, unexpired, of an active user. */
async function challengeOf(tx: Executor, token: string): Promise<Challenge> {
  const [found] = await tx
    .select({
      id: loginChallenge.id,
      two_step_done: loginChallenge.two_step_done,
      failures: loginChallenge.failures,
      account: { id: user.id, id_role: user.id_role, id_company: user.id_company, name: user.name, email: user.email, role_name: role.name },
    })
    .from(loginChallenge)
    .innerJoin(user, eq(user.id, loginChallenge.id_user))
    .innerJoin(role, eq(role.id, user.id_role))
    .where(and(eq(loginChallenge.token_hash, digest(token)), isNull(loginChallenge.used_at), gt(loginChallenge.expires_at, sql`now()`), eq(user.status, 'active')))
    .for('update', { of: loginChallenge });
  if (!found) throw new AppError(401, problem('security.challenge_invalid'));
  return found;
}

/** The step a request answers must be the one the challenge is at: no step is skipped. */
async function ensureAt(tx: Executor, challenge: Challenge, expected: LoginStepName) {
  if ((await nextStep(tx, challenge.account.id, challenge.two_step_done)) !== expected) throw new AppError(401, problem('security.challenge_invalid'));
}

/** After a step: the next one with the same challenge, or the session, which spends the challenge. */
async function advance(tx: Executor, challenge: Challenge, token: string, rules: Rules, meta: LoginMeta): Promise<LoginAnswer> {
  const step = await nextStep(tx, challenge.account.id, true);
  if (step) return stepAnswer(step, token, rules);
  await tx.update(loginChallenge).set({ used_at: sql`now()` }).where(eq(loginChallenge.id, challenge.id));
  return { data: [await completeLogin(tx, challenge.account, meta)] };
}

export type StepContext = { db: Database; box: SecretBox; meta: LoginMeta };

const rulesFor = (tx: Executor, ctx: StepContext, challenge: Challenge) => rulesOf(tx, challenge.account.id_company, ctx.meta.sessionDays);

/**
 * The second step: a code of the authenticator or a recovery code. A wrong one counts against the
 * login limits like a wrong password, and a challenge takes CHALLENGE_TRIES of them before it is spent.
 */
export async function answerTwoStep(ctx: StepContext, token: string, proof: { code?: string; recovery_code?: string }) {
  const ip = ctx.meta.ip ?? '';
  const outcome = await ctx.db.transaction(async (tx) => {
    const challenge = await challengeOf(tx, token);
    await ensureAt(tx, challenge, 'two_step');
    const limits = await accountLimitsOf(tx, challenge.account.id_company);
    const blocked = addressBlocked(await recentFailures(tx, challenge.account.email.toLowerCase(), ip, limits), limits);
    if (blocked) throw new AppError(429, problem('auth.too_many_on_account', { minutes: blockedMinutes(blocked, limits) }));
    if (!(await secondFactorValid(tx, ctx.box, challenge.account.id, proof))) {
      const failures = challenge.failures + 1;
      await tx
        .update(loginChallenge)
        .set({ failures, ...(failures >= CHALLENGE_TRIES ? { used_at: sql`now()` } : {}) })
        .where(eq(loginChallenge.id, challenge.id));
      return { wrong: challenge.account.email.toLowerCase() } as const;
    }
    await tx.update(loginChallenge).set({ two_step_done: true }).where(eq(loginChallenge.id, challenge.id));
    return { answer: await advance(tx, { ...challenge, two_step_done: true }, token, await rulesFor(tx, ctx, challenge), ctx.meta) } as const;
  });
  if ('answer' in outcome) return outcome.answer;
  // Counted after the transaction that spent the try: the refusal below must not take the count with it.
  await recordFailedGuess(ctx.db, outcome.wrong, ip);
  throw fieldError(401, proof.recovery_code ? 'recovery_code' : 'code', problem('security.code_wrong'));
}

/** A member the rule covers sets up the authenticator at login: its secret… */
export const setUpAtLogin = (ctx: StepContext, token: string) =>
  ctx.db.transaction(async (tx) => {
    const challenge = await challengeOf(tx, token);
    await ensureAt(tx, challenge, 'two_step_enroll');
    return startEnrolment(tx, ctx.box, challenge.account);
  });

/** …and a code that confirms it: the recovery codes, shown once, with the next step or the session. */
export const confirmAtLogin = (ctx: StepContext, token: string, code: string) =>
  ctx.db.transaction(async (tx) => {
    const challenge = await challengeOf(tx, token);
    await ensureAt(tx, challenge, 'two_step_enroll');
    const recovery_codes = await confirmEnrolment(tx, ctx.box, challenge.account, code);
    await tx.update(loginChallenge).set({ two_step_done: true }).where(eq(loginChallenge.id, challenge.id));
    const answer = await advance(tx, { ...challenge, two_step_done: true }, token, await rulesFor(tx, ctx, challenge), ctx.meta);
    return { ...answer, recovery_codes };
  });

/**
 * The password an administrator set is replaced by the member's own before any session opens, so no
 * other call can be made with it. Like any password change, it ends other sessions and reset links.
 */
export async function changePasswordAtLogin(ctx: StepContext, token: string, password: string) {
  const password_hash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const challenge = await challengeOf(tx, token);
    await ensureAt(tx, challenge, 'change_password');
    await ensurePasswordLength(tx, challenge.account.id_company, password);
    const [current] = await tx.select({ password_hash: user.password_hash }).from(user).where(eq(user.id, challenge.account.id));
    if (await verifyPassword(current.password_hash, password)) throw fieldError(422, 'password', problem('profile.password_unchanged'));
    await tx.update(user).set({ password_hash, updated_at: sql`now()` }).where(eq(user.id, challenge.account.id));
    await tx.update(userSecurity).set({ must_change_password: false, updated_at: new Date() }).where(eq(userSecurity.id_user, challenge.account.id));
    await passwordChanged(tx, challenge.account.id);
    await logActivity(tx, { id_company: challenge.account.id_company, ...personActor(challenge.account.id), action: 'change_password', entity: 'user', id_entity: challenge.account.id, ip: ctx.meta.ip });
    return advance(tx, challenge, token, await rulesFor(tx, ctx, challenge), ctx.meta);
  });
}
