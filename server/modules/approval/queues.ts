import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ModuleName } from '../../../src/authProvider/permissions';
import { collab, followUp, order, user } from '../../db/schema';
import { dataScope } from '../../plugins/scope';
import type { Member } from '../user/session';

/** The approval queues of records (registrations have their own, in the user module). */
export const QUEUES = {
  collab: { table: collab, module: 'Collaboration', requesters: [collab.id_user, collab.id_user_target] },
  followup: { table: followUp, module: 'groups', requesters: [followUp.id_user] },
  order: { table: order, module: 'Validation Product Order', requesters: [order.id_user] },
} as const satisfies Record<string, { table: unknown; module: ModuleName; requesters: AnyPgColumn[] }>;

export type QueueKind = keyof typeof QUEUES;

const inGroup = (column: AnyPgColumn, id_group: number) =>
  sql`${column} in (select ${user.id} from ${user} where ${user.id_group} = ${id_group})`;

/**
 * The items of a queue a member may decide, inside their company: an Administrator all, a
 * supervisor those of their group's members, a salesperson only collaboration requests addressed
 * to them. Whether the role has the queue's module is checked separately.
 */
export function decidableBy(kind: QueueKind, member: Member): SQL | undefined {
  const scope = dataScope(member);
  if (scope.kind === 'company') return undefined;
  if (scope.kind === 'group') return or(...QUEUES[kind].requesters.map((column) => inGroup(column, scope.id_group)));
  return kind === 'collab' ? eq(collab.id_user_target, member.id) : sql`false`;
}
