import { and, eq, sql } from 'drizzle-orm';
import { isEnabled } from '../../../domain/permissions';
import type { PengajuanKind } from '../../../domain/vocabularies';
import type { Executor } from '../../db/connection';
import { user } from '../../db/schema';
import { subjectOf } from '../../plugins/auth';
import { forbidden } from '../../plugins/errors';
import { decidableBy, QUEUES, type QueueKind } from '../approvals/queues';
import type { Member } from '../../plugins/session';


async function countPendingIn(db: Executor, kind: QueueKind, member: Member) {
  const { table } = QUEUES[kind];
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(and(eq(table.id_company, member.id_company), eq(table.status, 'pending'), decidableBy(kind, member)));
  return count;
}

/**
 * Pending items a member can decide, for the red chips of the setting menu.
 * A member whose role cannot open a queue gets 403.
 */
export async function countPending(db: Executor, caller: Member, kind: PengajuanKind): Promise<number> {
  const subject = subjectOf(caller);
  if (kind !== 'user') {
    if (!isEnabled(subject, QUEUES[kind].module)) throw forbidden();
    return countPendingIn(db, kind, caller);
  }
  if (!isEnabled(subject, 'user_management')) throw forbidden();
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(user)
    .where(and(eq(user.id_company, caller.id_company), eq(user.status, 'pending')));
  return count;
}
