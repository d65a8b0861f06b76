import { user } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { publish } from '../../plugins/events';
import { ensurePlanRoom } from '../../plugins/planLimits';
import { problem } from '../../../domain/errors';
import { defineResource } from '../../plugins/resource';
import { ensureCompanyAdministrable } from './administrable';
import { ensureNotSelf, statusChanged } from './deactivation';
import { hashPassword } from './password';
import { passwordChanged } from './passwordReset.service';
import { ensureEmailUnused, ensureGroup, ensureRole } from './references';
import { ensurePasswordLength, passwordSetByAdministrator } from '../security/rules.service';

/** /setting/users: the company's users, managed by roles with user_management. */
export const usersResource = defineResource({
  resource: 'setting/users',
  searchable: [user.name, user.email, user.npm, user.phone_number],
  filters: { id_role: user.id_role, id_group: user.id_group, status: user.status },
  defaultSort: 'name',
  async createRow(tx, caller, input) {
    await ensureEmailUnused(tx, input.email);
    await ensurePasswordLength(tx, caller.id_company, input.password);
    if (input.status === 'active') await ensurePlanRoom(tx, caller.id_company, 'users');
    await ensureRole(tx, input.id_role, caller.id_company);
    await ensureGroup(tx, input.id_group, caller.id_company);
    const { password, ...rest } = input;
    // The password arrives in clear and is kept only as its hash.
    return { ...rest, password_hash: await hashPassword(password), updated_at: new Date() };
  },
  async updateRow(tx, caller, input, current) {
    if (input.email !== undefined) await ensureEmailUnused(tx, input.email, current.id);
    if (input.password) await ensurePasswordLength(tx, caller.id_company, input.password);
    await ensureRole(tx, input.id_role, caller.id_company);
    await ensureGroup(tx, input.id_group, caller.id_company);
    if (input.status !== undefined) ensureNotSelf(caller, current.id, input.status);
    if (input.status === 'active' && current.status !== 'active') await ensurePlanRoom(tx, caller.id_company, 'users');
    const { password, ...rest } = input;
    return { ...rest, ...(password ? { password_hash: await hashPassword(password) } : {}), updated_at: new Date() };
  },
  async afterCreate(tx, caller, created) {
    await passwordSetByAdministrator(tx, caller, created);
  },
  async afterUpdate(tx, caller, before, after, _notify, input) {
    // A new password ends the user's other sessions and voids their reset links.
    if (input.password) await passwordChanged(tx, after.id, caller.session_id ?? undefined);
    if (input.password) await passwordSetByAdministrator(tx, caller, after);
    // A status change follows the rules of …/deactivate and …/reactivate (deactivation.ts).
    if (before.status !== after.status) await statusChanged(tx, caller, after.id, before.status, after.status);
    else await ensureCompanyAdministrable(tx, caller.id_company);
    // A member moved to another role gets its menus and access without logging in again (the new
    // role's other members refresh too, which changes nothing for them).
    if (before.id_role !== after.id_role) await publish(tx, { type: 'permissions', id_company: caller.id_company, id_role: after.id_role });
  },
  async beforeDelete(tx, caller, ids) {
    if (ids.includes(caller.id)) throw new AppError(409, problem('user.cannot_delete_self'));
    await ensureCompanyAdministrable(tx, caller.id_company, ids);
  },
});
