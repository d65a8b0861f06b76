import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { group, role, user } from '../../db/schema';
import { problem, type Problem } from '../../../domain/errors';
import { fieldError } from '../../plugins/errors';

/** A row the caller names by id must belong to the caller's company; otherwise the field is invalid. */
async function ensureInCompany(
  tx: Executor,
  table: typeof role | typeof group | typeof user,
  id: number | null | undefined,
  id_company: number,
  field: string,
  missing: Problem,
) {
  if (id === null || id === undefined) return;
  const [found] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.id_company, id_company)));
  if (!found) throw fieldError(422, field, missing);
}

export const ensureRole = (tx: Executor, id: number | undefined, id_company: number) =>
  ensureInCompany(tx, role, id, id_company, 'id_role', problem('role.not_found'));

export const ensureGroup = (tx: Executor, id: number | null | undefined, id_company: number) =>
  ensureInCompany(tx, group, id, id_company, 'id_group', problem('group.not_found'));

export const ensureMember = (tx: Executor, id: number | null | undefined, id_company: number, field: string) =>
  ensureInCompany(tx, user, id, id_company, field, problem('user.not_found'));

/** Emails identify a login across every company, so they are unique everywhere. */
export async function ensureEmailUnused(tx: Executor, email: string, exceptUserId?: number) {
  const [taken] = await tx.select({ id: user.id }).from(user).where(eq(sql`lower(${user.email})`, email));
  if (taken && taken.id !== exceptUserId) throw fieldError(409, 'email', problem('user.email_taken'));
}
