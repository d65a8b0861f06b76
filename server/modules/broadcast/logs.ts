import { and, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { BROADCAST_RECIPIENT_STATUSES, type BroadcastRecipientStatus } from '../../../domain/vocabularies';
import type { Executor } from '../../db/connection';
import { broadcast, broadcastRecipient, user } from '../../db/schema';
import { inScope } from '../../plugins/scope';
import type { Member } from '../../plugins/session';
import { createdFromOf, createdToOf } from '../../plugins/dealerDay';
import { reachableBroadcast } from './control';
import type { broadcastLogQuery, detailLogQuery } from '../../../domain/schemas/broadcast';

/**
 * The broadcast log and the per-recipient log. The counts per status are computed with one GROUP BY
 * over the page's broadcasts rather than kept on the broadcast row, so they are never out of step
 * with the recipients (the sender settles them one by one).
 */

type Counts = Record<BroadcastRecipientStatus, number>;
const noCounts = () => Object.fromEntries(BROADCAST_RECIPIENT_STATUSES.map((status) => [status, 0])) as Counts;

async function countsOf(tx: Executor, ids: number[]) {
  const counts = new Map<number, Counts>(ids.map((id) => [id, noCounts()]));
  if (!ids.length) return counts;
  const rows = await tx
    .select({ id: broadcastRecipient.id_broadcast, status: broadcastRecipient.status, n: sql<number>`count(*)::int` })
    .from(broadcastRecipient)
    .where(inArray(broadcastRecipient.id_broadcast, ids))
    .groupBy(broadcastRecipient.id_broadcast, broadcastRecipient.status);
  for (const row of rows) counts.get(row.id)![row.status] = row.n;
  return counts;
}

export async function broadcastLog(tx: Executor, member: Member, query: z.infer<typeof broadcastLogQuery>) {
  const search = query.search?.replace(/[\\%_]/g, (c) => `\\${c}`);
  const where: (SQL | undefined)[] = [
    eq(broadcast.id_company, member.id_company),
    inScope(member, broadcast.id_user, broadcast.id_group),
    search ? ilike(broadcast.name, `%${search}%`) : undefined,
    query.id_user ? eq(broadcast.id_user, query.id_user) : undefined,
    query.status ? eq(broadcast.status, query.status) : undefined,
    query.from ? createdFromOf(broadcast.created_at)(query.from, member) : undefined,
    query.to ? createdToOf(broadcast.created_at)(query.to, member) : undefined,
  ];
  const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(broadcast).where(and(...where));
  const rows = await tx
    .select({
      id: broadcast.id,
      name: broadcast.name,
      id_user: broadcast.id_user,
      user_name: user.name,
      status: broadcast.status,
      transport: broadcast.transport,
      waiting_until: broadcast.waiting_until,
      waiting_for: broadcast.waiting_for,
      scheduled_at: broadcast.scheduled_at,
      started_at: broadcast.started_at,
      finished_at: broadcast.finished_at,
      total: broadcast.total,
      created_at: broadcast.created_at,
    })
    .from(broadcast)
    .innerJoin(user, eq(user.id, broadcast.id_user))
    .where(and(...where))
    .orderBy(desc(broadcast.created_at), desc(broadcast.id))
    .limit(query.limit)
    .offset(query.offset);
  const counts = await countsOf(
    tx,
    rows.map((row) => row.id),
  );
  return { data: rows.map((row) => ({ ...row, ...counts.get(row.id)! })), count };
}

export async function broadcastDetailLog(tx: Executor, member: Member, query: z.infer<typeof detailLogQuery>) {
  await reachableBroadcast(tx, member, query.id_broadcast);
  const where = and(
    eq(broadcastRecipient.id_broadcast, query.id_broadcast),
    query.status ? eq(broadcastRecipient.status, query.status) : undefined,
  );
  const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(broadcastRecipient).where(where);
  const data = await tx
    .select({
      id: broadcastRecipient.id,
      name: broadcastRecipient.name,
      phone: broadcastRecipient.phone,
      status: broadcastRecipient.status,
      reason: broadcastRecipient.reason,
      sent_at: broadcastRecipient.sent_at,
      updated_at: broadcastRecipient.updated_at,
      id_prospect: broadcastRecipient.id_prospect,
      id_user_target: broadcastRecipient.id_user_target,
    })
    .from(broadcastRecipient)
    .where(where)
    .orderBy(broadcastRecipient.id)
    .limit(query.limit)
    .offset(query.offset);
  return { data, count };
}
