import { and, eq, inArray } from 'drizzle-orm';
import { ADMINISTRATOR, MODULES } from '../../../domain/permissions';
import { role, rolePermission } from '../../db/schema';
import { AppError, fieldError } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { defineResource } from '../../plugins/resource';
import { ensureUserManagementKept } from './roleGuards';

/**
 * The Administrator role carries rights by its name (docs/sessions-and-access.md): no role becomes
 * the Administrator by a new name, and the Administrator keeps its own.
 */
function ensureAdministratorFixed<Values>(name: string | undefined, currentName: string | undefined, values: Values) {
  if (name !== undefined && (name === ADMINISTRATOR) !== (currentName === ADMINISTRATOR)) {
    throw fieldError(409, 'name', problem('role.administrator_fixed'));
  }
  return values;
}

/** /setting/permission: the company's roles; their permission rows live at /role/:id/permission. */
export const roleResource = defineResource({
  resource: 'setting/permission',
  // Role names are no secret inside a company (approval dialogs, user lists); their rights stay behind Roles.
  readModule: null,
  searchable: [role.name],
  filters: {},
  defaultSort: 'name',
  createRow: async (_tx, _caller, input) => ensureAdministratorFixed(input.name, undefined, input),
  updateRow: async (_tx, _caller, input, current) => ensureAdministratorFixed(input.name, current.name, input),
  /** A new role starts with a row for every module, all closed. */
  async afterCreate(tx, caller, created) {
    await tx.insert(rolePermission).values(
      MODULES.map((name_module) => ({ id_company: caller.id_company, id_role: created.id, name_module })),
    );
  },
  async beforeDelete(tx, caller, ids) {
    const administrators = await tx
      .select({ id: role.id })
      .from(role)
      .where(and(inArray(role.id, ids), eq(role.id_company, caller.id_company), eq(role.name, ADMINISTRATOR)));
    if (administrators.length) throw new AppError(409, problem('role.administrator_fixed'));
    await ensureUserManagementKept(tx, caller.id_company, ids);
  },
});
