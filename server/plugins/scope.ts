import { and, eq, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isAdministrator, isEnabled, type ModuleName } from '../../domain/permissions';
import type { Executor } from '../db/connection';
import { role, user } from '../db/schema';
import type { Caller, Member } from './session';
import { subjectOf } from './auth';
import { forbidden } from './errors';

/**
 * Query parameters such as id_user, id_company and id_role name whose data a call is about.
 * They are checked against the caller, never trusted as the scope (docs/sessions-and-access.md).
 */

export function ensureOwnCompany(caller: Caller, id_company: number | undefined) {
  if (id_company !== undefined && id_company !== caller.id_company) throw forbidden();
}

/**
 * A caller may always name their own user or role; naming another one of the company needs the
 * Administrator role or the module that manages such rows. Anything else, or another company's, is 403.
 */
async function ensureNamedInScope(
  db: Executor,
  caller: Caller,
  table: typeof user | typeof role,
  id: number,
  own: number,
  manager: ModuleName,
) {
  if (id === own) return;
  const subject = subjectOf(caller);
  if (!isAdministrator(subject) && !isEnabled(subject, manager)) throw forbidden();
  const [found] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.id_company, caller.id_company)));
  if (!found) throw forbidden();
}

export const ensureUserInScope = (db: Executor, caller: Caller, id_user: number) =>
  ensureNamedInScope(db, caller, user, id_user, caller.id, 'user_management');

export const ensureRoleInScope = (db: Executor, caller: Caller, id_role: number) =>
  ensureNamedInScope(db, caller, role, id_role, caller.id_role, 'Roles');

/** Whose records a caller sees: the whole company (Administrators, integration keys), their group, or only their own. */
type DataScope =
  | { kind: 'company'; id_company: number }
  | { kind: 'group'; id_company: number; id_group: number; id_user: number }
  | { kind: 'own'; id_company: number; id_user: number };

export function dataScope(caller: Member): DataScope {
  const subject = subjectOf(caller);
  // A key is the company's, not a salesperson's: its modules' data across the company.
  if (isAdministrator(subject) || caller.integration) return { kind: 'company', id_company: caller.id_company };
  // A supervisor is a role that manages groups; without a group of their own they see their own records.
  if (isEnabled(subject, 'groups') && caller.id_group !== null) {
    return { kind: 'group', id_company: caller.id_company, id_group: caller.id_group, id_user: caller.id };
  }
  return { kind: 'own', id_company: caller.id_company, id_user: caller.id };
}

/**
 * The rows of a table with an owner and a group that a member reaches by their data scope: all of
 * the company's (undefined), their group's and their own, or only their own.
 */
export function inScope(member: Member, owner: AnyPgColumn, ownerGroup: AnyPgColumn): SQL | undefined {
  const scope = dataScope(member);
  if (scope.kind === 'company') return undefined;
  const own = eq(owner, member.id);
  return scope.kind === 'group' ? or(eq(ownerGroup, scope.id_group), own) : own;
}

/** The company's users a member reaches, as a condition on app_user. */
export const usersInScope = (member: Member) => inScope(member, user.id, user.id_group);
