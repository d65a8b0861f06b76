import { z } from 'zod';
import { user } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { defineResource } from '../../plugins/resource';
import { emailField, idField, optionalPhoneField, optionalText, passwordField, requiredText, timestamp } from '../../schemas';
import { ensureCompanyAdministrable } from './administrable';
import { hashPassword } from './password';
import { passwordChanged } from './passwordReset.service';
import { ensureEmailUnused, ensureGroup, ensureRole } from './references';

const USER_STATUSES = ['pending', 'active', 'rejected', 'disabled'] as const;

const fields = {
  email: emailField,
  name: requiredText('Nama', 120),
  npm: optionalText('NPM', 40),
  phone_number: optionalPhoneField('Nomor HP'),
  id_role: idField('Role'),
  id_group: idField('Grup').nullish(),
  status: z.enum(USER_STATUSES, { error: 'Status tidak valid.' }),
  password: passwordField,
};
const create = z.object({ ...fields, status: fields.status.default('active') });
const update = z.object(fields).partial();

/** /setting/users: the company's users, managed by roles with user_management. */
export const usersResource = defineResource({
  name: 'users',
  table: user,
  module: 'user_management',
  columns: {
    id: user.id,
    email: user.email,
    name: user.name,
    npm: user.npm,
    phone_number: user.phone_number,
    photo: user.photo,
    id_role: user.id_role,
    id_group: user.id_group,
    status: user.status,
    training_done: user.training_done,
    created_at: user.created_at,
  },
  output: z.object({
    id: z.number(),
    email: z.string(),
    name: z.string(),
    npm: z.string().nullable(),
    phone_number: z.string().nullable(),
    photo: z.string().nullable(),
    id_role: z.number(),
    id_group: z.number().nullable(),
    status: z.string(),
    training_done: z.boolean(),
    created_at: timestamp,
  }),
  searchable: [user.name, user.email, user.npm, user.phone_number],
  filters: { id_role: user.id_role, id_group: user.id_group, status: user.status },
  defaultSort: 'name',
  create,
  update,
  async toRow(tx, caller, input, current) {
    const id = current?.id as number | undefined;
    if (input.email !== undefined) await ensureEmailUnused(tx, input.email, id);
    await ensureRole(tx, input.id_role, caller.id_company);
    await ensureGroup(tx, input.id_group, caller.id_company);
    if (id === caller.id && input.status !== undefined && input.status !== 'active') {
      throw new AppError(409, problem('user.cannot_disable_self'));
    }
    const { password, ...rest } = input;
    if (password && id !== undefined) await passwordChanged(tx, id, caller.session_id);
    return { ...rest, ...(password ? { password_hash: await hashPassword(password) } : {}), updated_at: new Date() };
  },
  afterUpdate: (tx, caller) => ensureCompanyAdministrable(tx, caller.id_company),
  async beforeDelete(tx, caller, ids) {
    if (ids.includes(caller.id)) throw new AppError(409, problem('user.cannot_delete_self'));
    await ensureCompanyAdministrable(tx, caller.id_company, ids);
  },
});
