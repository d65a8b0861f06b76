import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { REPORT_BUCKETS, type lostOutput } from '../../../domain/schemas/report';
import type { Executor } from '../../db/connection';
import { order, prospect } from '../../db/schema';
import { cameIn } from './funnel';
import type { ReportScope } from './reportScope';

type LostKind = (typeof REPORT_BUCKETS.lost)[number];

const withOrder = (status: 'cancelled' | 'rejected') =>
  sql`exists (select 1 from ${order} where ${order.id_prospect} = ${prospect.id} and ${order.status} = ${status})`;

/** The prospects of the period that were lost, each way: closed Not Deal, an order cancelled, an order refused. */
export const LOST_KINDS: Record<LostKind, SQL> = {
  not_deal: eq(prospect.status, 'Not Deal'),
  order_cancelled: withOrder('cancelled'),
  order_rejected: withOrder('rejected'),
};

/**
 * GET <REPORTS>/lost: the prospects per way of losing them and, within each, per reason written.
 * Only orders keep a reason (the decision's); a Not Deal has none (docs/reports.md). A prospect
 * with two refused orders of different reasons counts once under each reason and once in the kind.
 */
export async function lostFigure(db: Executor, scope: ReportScope): Promise<z.input<typeof lostOutput>> {
  const cohort = cameIn(scope);
  const result = await db.execute(sql`
    select kind, reason, grouping(reason) = 1 as whole_kind, count(distinct id)::int as count from (
      select ${prospect.id} as id, 'not_deal' as kind, null::text as reason from ${prospect}
       where ${cohort} and ${LOST_KINDS.not_deal}
      union all
      select ${prospect.id}, 'order_' || ${order.status}, ${order.decision_reason} from ${prospect}
        join ${order} on ${order.id_prospect} = ${prospect.id}
       where ${cohort} and ${order.status} in ('cancelled', 'rejected')
    ) lost
    group by grouping sets ((kind), (kind, reason))
    order by kind, count desc, reason`);
  const rows = (result as unknown as { rows: { kind: LostKind; reason: string | null; whole_kind: boolean; count: number }[] }).rows;
  return {
    kinds: REPORT_BUCKETS.lost.map((kind) => ({ kind, count: rows.find((row) => row.whole_kind && row.kind === kind)?.count ?? 0 })),
    reasons: rows.filter((row) => !row.whole_kind).map(({ kind, reason, count }) => ({ kind, reason, count })),
  };
}
