import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { ADMINISTRATOR, MODULES } from '../../../domain/permissions';
import { role, rolePermission } from '../../db/schema';
import { AppError, fieldError } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { defineResource } from '../../plugins/resource';
import { optionalText, requiredText, timestamp } from '../../schemas';

const fields = { name: requiredText('Nama role', 80), description: optionalText('Keterangan', 500) };
const create = z.object(fields);
const update = z.object(fields).partial();

/** The Administrator role carries rights by its name (docs/sessions-and-access.md): it keeps that name and cannot go. */

/** /setting/permission: the company's roles; their permission rows live at /role/:id/permission. */
export const roleResource = defineResource({
  name: 'role',
  table: role,
  module: 'Roles',
  // Role names are no secret inside a company (approval dialogs, user lists); their rights stay behind Roles.
  readModule: null,
  columns: { id: role.id, name: role.name, description: role.description, created_at: role.created_at },
  output: z.object({ id: z.number(), name: z.string(), description: z.string().nullable(), created_at: timestamp }),
  searchable: [role.name],
  filters: {},
  defaultSort: 'name',
  create,
  update,
  async toRow(_tx, _caller, input, current) {
    // No role becomes the Administrator by a new name, and the Administrator keeps its own.
    if (input.name !== undefined && (input.name === ADMINISTRATOR) !== (current?.name === ADMINISTRATOR)) {
      throw fieldError(409, 'name', problem('role.administrator_fixed'));
    }
    return input;
  },
  /** A new role starts with a row for every module, all closed. */
  async afterCreate(tx, caller, created) {
    await tx.insert(rolePermission).values(
      MODULES.map((name_module) => ({ id_company: caller.id_company, id_role: created.id as number, name_module })),
    );
  },
  async beforeDelete(tx, caller, ids) {
    const administrators = await tx
      .select({ id: role.id })
      .from(role)
      .where(and(inArray(role.id, ids), eq(role.id_company, caller.id_company), eq(role.name, ADMINISTRATOR)));
    if (administrators.length) throw new AppError(409, problem('role.administrator_fixed'));
  },
});
