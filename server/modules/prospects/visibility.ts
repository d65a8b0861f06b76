import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/connection';
import { collab, prospect } from '../../db/schema';
import { fieldError, forbidden } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { inScope } from '../../plugins/scope';
import type { Caller, Member } from '../../plugins/session';

/**
 * An approved collaborator works the prospect as its owner does. Their prospects are read once per
 * query into an array, not looked up per row: `id_user = … or id = any(…)` is then a union of two
 * index scans, whose size the planner estimates well, so a salesperson's list and its total read
 * their own rows rather than the company's (bench/README.md, prospect-list.ts).
 */
const collaboratesOn = (member: Member) =>
  sql`${prospect.id} = any(array(select ${collab.id_prospect} from ${collab} where ${collab.id_user} = ${member.id} and ${collab.status} = 'approved'))`;

/**
 * The prospects a member manages: an Administrator the company's, a supervisor their group's, a
 * salesperson their own. Managing is what reassigning and deleting need.
 */
export const prospectManaged = (member: Member) => inScope(member, prospect.id_user, prospect.id_group);

/** The prospects a member sees and works on: those they manage, and those they collaborate on. */
export function prospectVisible(member: Member): SQL | undefined {
  const managed = prospectManaged(member);
  return managed && or(managed, collaboratesOn(member));
}

/** Refuses (403) when any of the prospects is one the member only collaborates on. */
export async function ensureManaged(tx: Executor, member: Member, ids: number[]) {
  const managed = await tx
    .select({ id: prospect.id })
    .from(prospect)
    .where(and(inArray(prospect.id, ids), eq(prospect.id_company, member.id_company), prospectManaged(member)));
  if (managed.length !== new Set(ids).size) throw forbidden(problem('prospect.not_managed'));
}

/** The same rule for rows that hang off a prospect (follow-ups, orders). */
export const onVisibleProspect = (member: Member, id_prospect: AnyPgColumn) => {
  const visible = prospectVisible(member);
  return visible && sql`exists (select 1 from ${prospect} where ${prospect.id} = ${id_prospect} and ${and(visible)})`;
};

/** A prospect the member may work on, or a 422 on the field that named it. */
export async function visibleProspect(tx: Executor, member: Member, id: number) {
  const [found] = await tx
    .select({ id: prospect.id, name: prospect.name, id_user: prospect.id_user, id_group: prospect.id_group, status: prospect.status })
    .from(prospect)
    .where(and(eq(prospect.id, id), eq(prospect.id_company, member.id_company), prospectVisible(member)));
  if (!found) throw fieldError(422, 'id_prospect', problem('prospect.out_of_reach'));
  return found;
}

/**
 * Who a new follow-up or order is recorded for: the caller, or for an integration key the
 * prospect's owner (a key is nobody's salesperson). An unassigned prospect has nobody: 422.
 */
export async function recorderFor(tx: Executor, caller: Caller, id_prospect: number) {
  const about = await visibleProspect(tx, caller, id_prospect);
  if (!caller.integration) return caller.id;
  if (about.id_user === null) throw fieldError(422, 'id_prospect', problem('integration_key.prospect_unassigned'));
  return about.id_user;
}
