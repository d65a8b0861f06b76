import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ModuleName } from '../../../domain/permissions';
import { collab, followUp, order, user } from '../../db/schema';
import { dataScope } from '../../plugins/scope';
import { parseFilter } from '../../plugins/filterValues';
import type { FilterValue } from '../../plugins/resourceQuery';
import { formBoolean } from '../../schemas';
import type { Member } from '../../plugins/session';

/** The approval queues of records (registrations have their own, in the user module). */
export const QUEUES = {
  collab: { label: 'kolaborasi', table: collab, module: 'Collaboration', requester: collab.id_user, parties: [collab.id_user, collab.id_user_target] },
  followup: { label: 'follow up', table: followUp, module: 'groups', requester: followUp.id_user, parties: [followUp.id_user] },
  order: { label: 'pesanan', table: order, module: 'Validation Product Order', requester: order.id_user, parties: [order.id_user] },
} as const satisfies Record<string, { label: string; table: unknown; module: ModuleName; requester: AnyPgColumn; parties: AnyPgColumn[] }>;

export type QueueKind = keyof typeof QUEUES;

const inGroup = (column: AnyPgColumn, id_group: number) =>
  sql`${column} in (select ${user.id} from ${user} where ${user.id_group} = ${id_group})`;

/**
 * The items of a queue a member may decide, inside their company: never their own request; an
 * Administrator all others, a supervisor those of their group's members, a salesperson only
 * collaboration requests addressed to them. Whether the role has the queue's module is checked
 * separately.
 */
export function decidableBy(kind: QueueKind, member: Member): SQL | undefined {
  const notOwn = ne(QUEUES[kind].requester, member.id);
  const scope = dataScope(member);
  if (scope.kind === 'company') return notOwn;
  if (scope.kind === 'group') return and(notOwn, or(...QUEUES[kind].parties.map((column) => inGroup(column, scope.id_group))));
  return kind === 'collab' ? and(notOwn, eq(collab.id_user_target, member.id)) : sql`false`;
}

/**
 * The list filter `decidable: true` of a queue's resource: only the items the caller may decide,
 * the same the red chip counts, so an approval screen never offers one's own request.
 */
export const decidableFilter =
  (kind: QueueKind) =>
  (value: FilterValue, caller: Member): SQL | undefined =>
    parseFilter(formBoolean, value, 'decidable') ? decidableBy(kind, caller) : undefined;
