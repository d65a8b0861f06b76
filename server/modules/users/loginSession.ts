import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { loginAttempt } from '../../db/schema';
import { logActivity, personActor } from '../../plugins/activityLog';
import { openSession, type SessionMeta } from '../../plugins/session';

export type SessionAnswer = { id: number; id_role: number; id_company: number; name: string; token: string };
export type LoginMeta = SessionMeta & { sessionDays: number };
type Account = { id: number; id_role: number; id_company: number; name: string; email: string };

/** The end of a login, after its password and whatever steps its company's rules asked for: the session. */
export async function completeLogin(tx: Executor, account: Account, meta: LoginMeta): Promise<SessionAnswer> {
  // Only this address's failures are forgiven: someone else's guessing goes on counting.
  await tx.delete(loginAttempt).where(and(eq(loginAttempt.email, account.email.toLowerCase()), eq(loginAttempt.ip, meta.ip ?? '')));
  const token = await openSession(tx, account.id, meta.sessionDays, meta);
  await logActivity(tx, {
    id_company: account.id_company,
    ...personActor(account.id),
    action: 'login',
    entity: 'user',
    id_entity: account.id,
    ip: meta.ip,
    user_agent: meta.user_agent,
  });
  return { id: account.id, id_role: account.id_role, id_company: account.id_company, name: account.name, token };
}
