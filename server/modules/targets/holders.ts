import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { problem } from '../../../domain/errors';
import type { Executor } from '../../db/connection';
import { group, salesTarget, user } from '../../db/schema';
import { fieldError } from '../../plugins/errors';
import { dataScope, usersInScope } from '../../plugins/scope';
import type { Member } from '../../plugins/session';

/**
 * Whose targets a member reaches — to read their progress, and, with Master Target, to set them —
 * by the data scope of docs/sessions-and-access.md: an Administrator every group and person of the
 * company, a supervisor their group and its members (usersInScope), anyone else only themselves.
 */
export function groupsReached(member: Member): SQL | undefined {
  const scope = dataScope(member);
  if (scope.kind === 'company') return undefined;
  return scope.kind === 'group' ? eq(group.id, scope.id_group) : sql`false`;
}

/** The targets a member reaches, as a condition on sales_target (the list's visibility). */
export function targetsReached(member: Member): SQL | undefined {
  const scope = dataScope(member);
  if (scope.kind === 'company') return undefined;
  if (scope.kind === 'own') return eq(salesTarget.id_user, member.id);
  const members = sql`(select ${user.id} from ${user} where ${user.id_group} = ${scope.id_group} and ${user.id_company} = ${member.id_company})`;
  return or(eq(salesTarget.id_group, scope.id_group), inArray(salesTarget.id_user, members));
}

/**
 * Refuses a holder outside the company (422 on its field, as for any reference) or outside the
 * member's reach (403): a supervisor sets targets for their group and its members only.
 */
export async function ensureHolderReached(tx: Executor, member: Member, holder: { id_user?: number | null; id_group?: number | null }) {
  if (holder.id_user) {
    const [found] = await tx
      .select({ id: user.id, reached: sql<boolean>`${usersInScope(member) ?? sql`true`}` })
      .from(user)
      .where(and(eq(user.id, holder.id_user), eq(user.id_company, member.id_company)));
    if (!found) throw fieldError(422, 'id_user', problem('user.not_found'));
    if (!found.reached) throw fieldError(403, 'id_user', problem('target.holder_out_of_reach'));
  }
  if (holder.id_group) {
    const [found] = await tx
      .select({ id: group.id, reached: sql<boolean>`${groupsReached(member) ?? sql`true`}` })
      .from(group)
      .where(and(eq(group.id, holder.id_group), eq(group.id_company, member.id_company)));
    if (!found) throw fieldError(422, 'id_group', problem('group.not_found'));
    if (!found.reached) throw fieldError(403, 'id_group', problem('target.holder_out_of_reach'));
  }
}
