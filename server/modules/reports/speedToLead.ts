import { and, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { REPORT_BUCKETS, speedOutput } from '../../../domain/schemas/report';
import type { Executor } from '../../db/connection';
import { prospect } from '../../db/schema';
import { countWhere } from './counts';
import { inPeriod, type ReportScope } from './reportScope';

type SpeedBucket = (typeof REPORT_BUCKETS.speed)[number];

/**
 * When the prospect reached its owner: the latest Distribusi Data hand-out to that owner that was
 * not taken back, else its creation (typed in or imported with an owner). A manual reassignment
 * is recorded nowhere but the activity log, so it counts from the creation (docs/reports.md). The
 * triggers of migration 0025 keep the hand-out and the first follow-up since on the row.
 */
const assignedAt = prospect.assigned_at;
const firstAt = prospect.first_follow_up_at;

/** The prospects with an owner who got them in the period, found through prospect_company_assigned_idx. */
export const assignedIn = (scope: ReportScope) => and(scope.prospects, isNotNull(prospect.id_user), inPeriod(scope, assignedAt)) as SQL;

const within = (interval: string) => sql`${firstAt} - ${assignedAt} <= ${sql.raw(`interval '${interval}'`)}`;

/** Each bucket as a condition on the assigned prospects; the "within" buckets include the faster ones. */
export const SPEED_BUCKETS: Record<SpeedBucket, SQL> = {
  assigned: sql`true`,
  within_5m: within('5 minutes'),
  within_1h: within('1 hour'),
  within_1d: within('1 day'),
  later: sql`${firstAt} - ${assignedAt} > interval '1 day'`,
  none: isNull(firstAt),
};

/** GET <REPORTS>/speed: how soon the assigned prospects were first followed up. */
export async function speedFigure(db: Executor, scope: ReportScope): Promise<z.input<typeof speedOutput>> {
  const [row] = await db
    .select({
      assigned: countWhere(SPEED_BUCKETS.assigned),
      followed_up: countWhere(isNotNull(firstAt)),
      median_seconds: sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from ${firstAt} - ${assignedAt}))`.mapWith(
        (value: string | number | null) => (value === null ? null : Number(value)),
      ),
      within_5m: countWhere(SPEED_BUCKETS.within_5m),
      within_1h: countWhere(SPEED_BUCKETS.within_1h),
      within_1d: countWhere(SPEED_BUCKETS.within_1d),
      later: countWhere(SPEED_BUCKETS.later),
      none: countWhere(SPEED_BUCKETS.none),
    })
    .from(prospect)
    .where(assignedIn(scope));
  return row;
}
