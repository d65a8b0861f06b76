import { and, eq, exists, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { company, rolePermission, user } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { ADMINISTRATION_MODULES, type ModuleName } from '../../../domain/permissions';

const roleEnables = (name_module: ModuleName) =>
  exists(
    sql`(select 1 from ${rolePermission} where ${rolePermission.id_role} = ${user.id_role} and ${rolePermission.name_module} = ${name_module} and ${rolePermission.access} = 'enabled')`,
  );

/**
 * Locks the company's row until the transaction ends: changes to who may administer the company
 * take it first, so two made at once are checked one after the other.
 */
export async function lockCompany(tx: Executor, id_company: number) {
  await tx.select({ id: company.id }).from(company).where(eq(company.id, id_company)).for('update');
}

/**
 * Refuses (409, and so rolls back the caller's transaction) a change to users or role rights that
 * would leave the company without an active user who can manage users and roles. `without` names
 * users about to be deleted. The company row is locked first (lockCompany).
 */
export async function ensureCompanyAdministrable(tx: Executor, id_company: number, without: number[] = []) {
  await lockCompany(tx, id_company);
  const [administrator] = await tx
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        eq(user.id_company, id_company),
        eq(user.status, 'active'),
        without.length ? notInArray(user.id, without) : undefined,
        ...ADMINISTRATION_MODULES.map(roleEnables),
      ),
    )
    .limit(1);
  if (!administrator) throw new AppError(409, problem('user.last_manager'));
}
