import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isEnabled } from '../../../src/authProvider/permissions';
import type { Executor } from '../../db/connection';
import { collab, followUp, order, user } from '../../db/schema';
import { subjectOf } from '../../plugins/auth';
import { forbidden } from '../../plugins/errors';
import { dataScope } from '../../plugins/scope';
import type { Member } from '../user/session';

export const PENGAJUAN_KINDS = ['collab', 'followup', 'order', 'user'] as const;
export type PengajuanKind = (typeof PENGAJUAN_KINDS)[number];

const usersOfGroup = (db: Executor, id_group: number) =>
  db.select({ id: user.id }).from(user).where(eq(user.id_group, id_group));

/** Who may decide what: a group's supervisor decides for the group's members. */
function deciderFilter(db: Executor, caller: Member, requesterColumns: PgColumn[]): SQL | undefined {
  const scope = dataScope(caller);
  if (scope.kind === 'company') return undefined;
  if (scope.kind === 'group') {
    return or(...requesterColumns.map((column) => inArray(column, usersOfGroup(db, scope.id_group))));
  }
  return sql`false`;
}

async function countWhere(db: Executor, table: typeof collab | typeof followUp | typeof order, where: SQL | undefined) {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(table).where(where);
  return count;
}

/**
 * Pending items a member can decide, for the red chips of the setting menu.
 * A member whose role cannot open a queue gets 403.
 */
export async function countPending(db: Executor, caller: Member, kind: PengajuanKind): Promise<number> {
  const subject = subjectOf(caller);
  switch (kind) {
    case 'collab': {
      if (!isEnabled(subject, 'Collaboration')) throw forbidden();
      const scope = dataScope(caller);
      // The collaborator asked to join decides too, so a salesperson sees the requests addressed to them.
      const decidable =
        scope.kind === 'own'
          ? eq(collab.id_user_target, caller.id)
          : deciderFilter(db, caller, [collab.id_user, collab.id_user_target]);
      return countWhere(db, collab, and(eq(collab.id_company, caller.id_company), eq(collab.status, 'pending'), decidable));
    }
    case 'followup':
      if (!isEnabled(subject, 'groups')) throw forbidden();
      return countWhere(
        db,
        followUp,
        and(eq(followUp.id_company, caller.id_company), eq(followUp.status, 'pending'), deciderFilter(db, caller, [followUp.id_user])),
      );
    case 'order':
      if (!isEnabled(subject, 'Validation Product Order')) throw forbidden();
      return countWhere(
        db,
        order,
        and(eq(order.id_company, caller.id_company), eq(order.status, 'pending'), deciderFilter(db, caller, [order.id_user])),
      );
    case 'user': {
      if (!isEnabled(subject, 'user_management')) throw forbidden();
      const [{ count }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(user)
        .where(and(eq(user.id_company, caller.id_company), eq(user.status, 'pending')));
      return count;
    }
  }
}
