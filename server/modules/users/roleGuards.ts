import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { problem } from '../../../domain/errors';
import { ADMINISTRATION_MODULES, ADMINISTRATOR } from '../../../domain/permissions';
import type { Executor } from '../../db/connection';
import { rolePermission } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { lockCompany } from './administrable';

/**
 * The rules that keep roles able to run the company (docs/sessions-and-access.md, Who may change
 * what). Each runs inside the writing transaction after the write, so a refusal rolls it back.
 */

/** Refuses (409) leaving the Administrator role without user_management or Roles enabled. */
export async function ensureAdministratorKeepsAdministration(tx: Executor, target: { id: number; name: string }) {
  if (target.name !== ADMINISTRATOR) return;
  const kept = await tx
    .select({ name_module: rolePermission.name_module })
    .from(rolePermission)
    .where(
      and(
        eq(rolePermission.id_role, target.id),
        inArray(rolePermission.name_module, ADMINISTRATION_MODULES),
        eq(rolePermission.access, 'enabled'),
      ),
    );
  if (kept.length < ADMINISTRATION_MODULES.length) throw new AppError(409, problem('role.administrator_rights'));
}

/**
 * Refuses (409) a change after which no role of the company has user_management enabled;
 * `withoutRoles` names roles about to be deleted. Takes the company's lock, so two such changes
 * made at once are checked one after the other.
 */
export async function ensureUserManagementKept(tx: Executor, id_company: number, withoutRoles: number[] = []) {
  await lockCompany(tx, id_company);
  const [kept] = await tx
    .select({ id: rolePermission.id })
    .from(rolePermission)
    .where(
      and(
        eq(rolePermission.id_company, id_company),
        eq(rolePermission.name_module, 'user_management'),
        eq(rolePermission.access, 'enabled'),
        withoutRoles.length ? notInArray(rolePermission.id_role, withoutRoles) : undefined,
      ),
    )
    .limit(1);
  if (!kept) throw new AppError(409, problem('role.last_user_management'));
}
