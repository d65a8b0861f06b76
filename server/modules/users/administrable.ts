import { and, eq, exists, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { company, rolePermission, user } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import type { ModuleName } from '../../../domain/permissions';

/** The modules without which nobody could give rights back: managing users and managing roles. */
const ADMINISTRATION: ModuleName[] = ['user_management', 'Roles'];

export const LOCKED_OUT =
  'Perubahan ditolak: perusahaan harus tetap memiliki minimal satu pengguna aktif yang dapat mengelola pengguna dan hak akses.';

const roleEnables = (name_module: ModuleName) =>
  exists(
    sql`(select 1 from ${rolePermission} where ${rolePermission.id_role} = ${user.id_role} and ${rolePermission.name_module} = ${name_module} and ${rolePermission.access} = 'enabled')`,
  );

/**
 * Refuses (409, and so rolls back the caller's transaction) a change to users or role rights that
 * would leave the company without an active user who can manage users and roles. `without` names
 * users about to be deleted. The company row is locked first, so two such changes made at once
 * are checked one after the other.
 */
export async function ensureCompanyAdministrable(tx: Executor, id_company: number, without: number[] = []) {
  await tx.select({ id: company.id }).from(company).where(eq(company.id, id_company)).for('update');
  const [administrator] = await tx
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        eq(user.id_company, id_company),
        eq(user.status, 'active'),
        without.length ? notInArray(user.id, without) : undefined,
        ...ADMINISTRATION.map(roleEnables),
      ),
    )
    .limit(1);
  if (!administrator) throw new AppError(409, problem('user.last_manager'));
}
