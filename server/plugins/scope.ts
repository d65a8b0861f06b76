import { and, eq } from 'drizzle-orm';
import { isAdministrator, isEnabled } from '../../src/authProvider/permissions';
import type { Executor } from '../db/connection';
import { role, user } from '../db/schema';
import type { Caller, Member } from '../modules/user/session';
import { subjectOf } from './auth';
import { forbidden } from './errors';

/**
 * Query parameters such as id_user, id_company and id_role name whose data a call is about.
 * They are checked against the caller, never trusted as the scope (DESIGN.md §4).
 */

export function ensureOwnCompany(caller: Caller, id_company: number | undefined) {
  if (id_company !== undefined && id_company !== caller.id_company) throw forbidden();
}

/** Administrators and user managers may name any user of their own company; others only themselves. */
export async function ensureUserInScope(db: Executor, caller: Caller, id_user: number) {
  if (id_user === caller.id) return;
  const subject = subjectOf(caller);
  if (!isAdministrator(subject) && !isEnabled(subject, 'user_management')) throw forbidden();
  const [found] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, id_user), eq(user.id_company, caller.id_company)));
  if (!found) throw forbidden();
}

/** Anyone may read their own role; role managers may read any role of their company. */
export async function ensureRoleInScope(db: Executor, caller: Caller, id_role: number) {
  if (id_role === caller.id_role) return;
  const subject = subjectOf(caller);
  if (!isAdministrator(subject) && !isEnabled(subject, 'Roles')) throw forbidden();
  const [found] = await db
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.id, id_role), eq(role.id_company, caller.id_company)));
  if (!found) throw forbidden();
}

/** Whose records a caller sees: the whole company, their group, or only their own. */
export type DataScope =
  | { kind: 'company'; id_company: number }
  | { kind: 'group'; id_company: number; id_group: number; id_user: number }
  | { kind: 'own'; id_company: number; id_user: number };

export function dataScope(caller: Member): DataScope {
  const subject = subjectOf(caller);
  if (isAdministrator(subject)) return { kind: 'company', id_company: caller.id_company };
  // A supervisor is a role that manages groups; without a group of their own they see their own records.
  if (isEnabled(subject, 'groups') && caller.id_group !== null) {
    return { kind: 'group', id_company: caller.id_company, id_group: caller.id_group, id_user: caller.id };
  }
  return { kind: 'own', id_company: caller.id_company, id_user: caller.id };
}
