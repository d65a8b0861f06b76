import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { REPORT_BUCKETS, type funnelOutput, type sourcesOutput } from '../../../domain/schemas/report';
import type { Executor } from '../../db/connection';
import { prospect } from '../../db/schema';
import { countWhere, shareOf } from './counts';
import { inPeriod, type ReportScope } from './reportScope';

type FunnelStep = (typeof REPORT_BUCKETS.funnel)[number];

/**
 * The funnel's steps on the prospects that came in during the period, each by what the records
 * show now: the database keeps no history of a prospect's status (docs/reports.md).
 */
export const FUNNEL_STEPS: Record<FunnelStep, SQL> = {
  new: sql`true`,
  // A follow-up done (not merely scheduled) and not refused: kept on the row (migration 0025).
  followed_up: eq(prospect.followed_up, true),
  // Hot now, or past Hot: a Deal was Hot before it closed.
  hot: inArray(prospect.status, ['Hot', 'Deal']),
  // An order (SPK) made, unless refused at approval; a cancelled one still reached the step.
  ordered: eq(prospect.ordered, true),
  deal: eq(prospect.status, 'Deal'),
};

/** The prospects that came in during the period, in the report's scope. */
export const cameIn = (scope: ReportScope) => and(scope.prospects, inPeriod(scope, prospect.created_at)) as SQL;

/** GET <REPORTS>/funnel: each step's count and its share of the step before. */
export async function funnelFigure(db: Executor, scope: ReportScope): Promise<z.input<typeof funnelOutput>> {
  const [row] = await db
    .select(Object.fromEntries(REPORT_BUCKETS.funnel.map((step) => [step, countWhere(FUNNEL_STEPS[step])])) as Record<FunnelStep, SQL<number>>)
    .from(prospect)
    .where(cameIn(scope));
  return {
    steps: REPORT_BUCKETS.funnel.map((step, index) => ({
      step,
      count: row[step],
      conversion: index === 0 ? null : shareOf(row[step], row[REPORT_BUCKETS.funnel[index - 1]]),
    })),
  };
}

/** GET <REPORTS>/sources: per lead source, the prospects that came in, how many got Hot and how many closed. */
export async function sourcesFigure(db: Executor, scope: ReportScope): Promise<z.input<typeof sourcesOutput>> {
  const rows = await db
    .select({ source: prospect.source, prospects: countWhere(FUNNEL_STEPS.new), hot: countWhere(FUNNEL_STEPS.hot), deals: countWhere(FUNNEL_STEPS.deal) })
    .from(prospect)
    .where(cameIn(scope))
    .groupBy(prospect.source)
    .orderBy(sql`2 desc`, prospect.source);
  return { rows: rows.map((row) => ({ ...row, conversion: shareOf(row.deals, row.prospects) })) };
}
