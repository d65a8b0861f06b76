import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { prospect, user } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../plugins/errors';
import { publish } from '../../plugins/events';
import { ensurePlanRoom } from '../../plugins/planLimits';
import { noticeFrom, type Notify } from '../../plugins/notifier';
import { revokeAllSessions, type Caller } from '../../plugins/session';
import { problem } from '../../../domain/errors';
import { AKSI } from '../../../domain/notifications';
import { CLOSED_PROSPECT_STATUSES, type USER_STATUSES } from '../../../domain/vocabularies';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { ensureCompanyAdministrable } from './administrable';

type UserStatus = (typeof USER_STATUSES)[number];
type Target = { id: number; status: UserStatus };

const openOf = (id_company: number, id_user: number) =>
  and(eq(prospect.id_company, id_company), eq(prospect.id_user, id_user), notInArray(prospect.status, [...CLOSED_PROSPECT_STATUSES]));

const userOf = (tx: Executor, id_company: number, id: number) =>
  tx
    .select({ id: user.id, status: user.status })
    .from(user)
    .where(and(eq(user.id, id), eq(user.id_company, id_company)));

/** The company's user, locked for a change of status; another company's id is not found. */
async function lockedUser(tx: Executor, id_company: number, id: number): Promise<Target> {
  const [found] = await userOf(tx, id_company, id).for('update');
  if (!found) throw notFound(problem('user.not_found'));
  return found;
}

/** The open prospects (neither Deal nor Not Deal) of the company's user: what a handover would move. */
export async function openProspectsOf(tx: Executor, id_company: number, id_user: number) {
  const [found] = await userOf(tx, id_company, id_user);
  if (!found) throw notFound(problem('user.not_found'));
  const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(prospect).where(openOf(id_company, id_user));
  return n;
}

/** Nobody changes their own status: an administrator could otherwise lock themselves out mid-request. */
export function ensureNotSelf(caller: Caller, id: number, status: UserStatus) {
  if (id === caller.id && status !== 'active') throw new AppError(409, problem('user.cannot_disable_self'));
}

/**
 * What a status change means, whichever call makes it (PUT setting/users/:id or …/deactivate):
 * leaving 'active' ends every session of the user at once — their next request answers 401 and
 * their open live stream closes when the transaction commits —, the change is logged, and the company
 * must keep an active user who manages users and roles (otherwise 409 and nothing changes).
 * Their records (prospects unless handed over, follow-ups, orders, visits) stay theirs.
 */
export async function statusChanged(tx: Executor, caller: Caller, id_user: number, from: UserStatus, to: UserStatus) {
  if (from === to) return;
  if (to !== 'active') {
    await revokeAllSessions(tx, id_user);
    await publish(tx, { type: 'session_ended', id_company: caller.id_company, id_user });
  }
  const action = to === 'active' ? 'reactivate' : to === 'disabled' ? 'deactivate' : 'status_change';
  await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action, entity: 'user', id_entity: id_user, detail: { from, to } });
  await ensureCompanyAdministrable(tx, caller.id_company);
}

/**
 * Hands the leaving user's open prospects to another active user of the company, who also becomes
 * the owner whose group the prospect counts in (as a distribution does). Answers how many moved.
 */
async function handOver(tx: Executor, caller: Caller, from: number, to: number, notify: Notify) {
  const [recipient] = await tx
    .select({ id: user.id, id_group: user.id_group })
    .from(user)
    .where(and(eq(user.id, to), eq(user.id_company, caller.id_company), eq(user.status, 'active'), ne(user.id, from)));
  if (!recipient) throw fieldError(422, 'id_handover_user', problem('user.handover_invalid'));
  const moved = await tx
    .update(prospect)
    .set({ id_user: recipient.id, id_group: recipient.id_group, updated_at: sql`now()` })
    .where(openOf(caller.id_company, from))
    .returning({ id: prospect.id, name: prospect.name });
  if (!moved.length) return 0;
  const first = moved.reduce((a, b) => (b.id < a.id ? b : a));
  const subject = moved.length > 1 ? `${first.name} dan ${moved.length - 1} prospek lainnya` : first.name;
  await notify(noticeFrom(caller, [recipient.id], AKSI.prospectAssigned, { tipe: 'Prospek', id_data: first.id, nama_prospect: subject }));
  await logActivity(tx, {
    id_company: caller.id_company,
    ...actorOf(caller),
    action: 'handover',
    entity: 'user',
    id_entity: from,
    detail: { to: recipient.id, prospects: moved.length },
  });
  return moved.length;
}

/** Deactivation in one step: status 'disabled', sessions ended, open prospects optionally handed over. */
export async function deactivateUser(tx: Executor, caller: Caller, id: number, id_handover_user: number | null, notify: Notify) {
  const target = await lockedUser(tx, caller.id_company, id);
  ensureNotSelf(caller, id, 'disabled');
  await tx.update(user).set({ status: 'disabled', updated_at: sql`now()` }).where(eq(user.id, id));
  const handed_over = id_handover_user === null ? 0 : await handOver(tx, caller, id, id_handover_user, notify);
  await statusChanged(tx, caller, id, target.status, 'disabled');
  return { id, status: 'disabled', handed_over };
}

/** A deactivated user may sign in again; pending and rejected registrations go through approval instead. */
export async function reactivateUser(tx: Executor, caller: Caller, id: number) {
  const target = await lockedUser(tx, caller.id_company, id);
  if (target.status !== 'disabled') throw new AppError(409, problem('user.not_disabled'));
  await ensurePlanRoom(tx, caller.id_company, 'users');
  await tx.update(user).set({ status: 'active', updated_at: sql`now()` }).where(eq(user.id, id));
  await statusChanged(tx, caller, id, target.status, 'active');
  return { id, status: 'active', handed_over: 0 };
}
