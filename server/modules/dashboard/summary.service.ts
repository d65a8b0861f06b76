import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { DEAL_ORDER_STATUSES } from '../../../domain/vocabularies';
import type { Executor } from '../../db/connection';
import { order, prospect } from '../../db/schema';
import { startOfMonth } from '../../plugins/dealerDay';
import { dataScope } from '../../plugins/scope';
import { orderVisible } from '../orders/order.resource';
import { followUpDue } from '../prospects/prospectQuery';
import { prospectVisible } from '../prospects/visibility';
import type { Member } from '../../plugins/session';


const countOf = sql<number>`count(*)::int`;

/**
 * The landing page's figures for what the member may see: the same rules as the lists, so every
 * figure matches the filtered list it links to.
 */
export async function dashboardSummary(db: Executor, member: Member) {
  const prospects = and(eq(prospect.id_company, member.id_company), prospectVisible(member));
  const orders = and(eq(order.id_company, member.id_company), orderVisible(member));
  const monthStart = startOfMonth(member.time_zone);
  const countProspects = async (where: ReturnType<typeof and>) =>
    (await db.select({ n: countOf }).from(prospect).where(and(prospects, where)))[0].n;

  const [byStatus, ordersByStatus, newThisMonth, dueToday, overdue, dealsThisMonth] = await Promise.all([
    db.select({ status: prospect.status, count: countOf }).from(prospect).where(prospects).groupBy(prospect.status),
    db.select({ status: order.status, count: countOf }).from(order).where(orders).groupBy(order.status),
    countProspects(gte(prospect.created_at, monthStart)),
    countProspects(followUpDue('today', member)),
    countProspects(followUpDue('overdue', member)),
    db
      .select({ n: countOf })
      .from(order)
      .where(and(orders, inArray(order.status, [...DEAL_ORDER_STATUSES]), gte(order.decided_at, monthStart), lt(order.decided_at, sql`now()`)))
      .then((rows) => rows[0].n),
  ]);
  const total = byStatus.reduce((sum, row) => sum + row.count, 0);
  const statusCount = (status: string) => byStatus.find((row) => row.status === status)?.count ?? 0;
  const orderCount = ordersByStatus.reduce((sum, row) => sum + row.count, 0);
  return {
    scope: dataScope(member).kind,
    prospects_total: total,
    prospects_by_status: byStatus,
    new_prospects_month: newThisMonth,
    deals_month: dealsThisMonth,
    followups_due_today: dueToday,
    followups_overdue: overdue,
    orders_by_status: ordersByStatus,
    funnel: [
      { stage: 'Prospek', count: total },
      { stage: 'Hot', count: statusCount('Hot') + statusCount('Deal') },
      { stage: 'Order', count: orderCount },
      { stage: 'Deal', count: statusCount('Deal') },
    ],
  };
}
