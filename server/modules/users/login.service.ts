import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { role, session, user } from '../../db/schema';
import { accountLimits, addressBlocked, blockedMinutes, DEFAULT_ACCOUNT_LIMITS, GUESS_LIMITS, recentFailures, recordFailedGuess } from './passwordGuesses';
import { AppError } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import type { LoginAnswer } from '../../../domain/schemas/securityRules';
import { hashPassword, verifyPassword } from './password';
import type { LoginMeta } from './loginSession';
import { afterPassword } from '../security/loginSteps.service';
import { rulesOf } from '../security/rules.service';

export type { SessionAnswer } from './loginSession';

const STATUS_PROBLEMS = {
  pending: problem('auth.account_pending'),
  rejected: problem('auth.account_rejected'),
  disabled: problem('auth.account_disabled'),
} as const;

/** Verifying against a real hash for unknown emails keeps both answers equally slow. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-for-timing'));

/**
 * The first step of a login: the password, under the login limits of the account's company. Its
 * answer is the session, or the next step the company's rules ask for (docs/sessions-and-access.md).
 */
export async function login(db: Database, input: { email: string; password: string }, meta: LoginMeta): Promise<LoginAnswer> {
  const ip = meta.ip ?? '';
  const [found] = await db
    .select({ account: user, role_name: role.name })
    .from(user)
    .innerJoin(role, eq(role.id, user.id_role))
    .where(eq(sql`lower(${user.email})`, input.email));
  const rules = found ? await rulesOf(db, found.account.id_company, meta.sessionDays) : undefined;
  const limits = rules ? accountLimits(rules) : DEFAULT_ACCOUNT_LIMITS;
  const recent = await recentFailures(db, input.email, ip, limits);
  const blocked = addressBlocked(recent, limits);
  if (blocked) {
    const minutes = blockedMinutes(blocked, limits);
    throw new AppError(429, blocked === 'any_account' ? problem('auth.too_many_from_address', { minutes }) : problem('auth.too_many_on_account', { minutes }));
  }
  if (recent.onAccount >= limits.failureLimit && recent.secondsSinceLast < GUESS_LIMITS.slowDownSeconds) {
    if (!found || !(await isKnownAddress(db, found.account.id, ip))) throw new AppError(429, problem('auth.account_slowed', { seconds: GUESS_LIMITS.slowDownSeconds }));
  }
  const valid = await verifyPassword(found?.account.password_hash ?? (await decoy()), input.password);
  if (!found || !rules || !valid) {
    await recordFailedGuess(db, input.email, ip);
    throw new AppError(401, problem('auth.wrong_credentials'));
  }
  const { account } = found;
  if (account.status !== 'active') throw new AppError(403, STATUS_PROBLEMS[account.status]);
  return db.transaction((tx) => afterPassword(tx, { ...account, role_name: found.role_name }, rules, meta));
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
