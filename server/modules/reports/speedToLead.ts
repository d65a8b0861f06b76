import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { REPORT_BUCKETS, speedOutput } from '../../../domain/schemas/report';
import type { Executor } from '../../db/connection';
import { distributionBatch, distributionItem, followUp, prospect } from '../../db/schema';
import { countWhere, qualified } from './counts';
import { inPeriod, type ReportScope } from './reportScope';

type SpeedBucket = (typeof REPORT_BUCKETS.speed)[number];

/**
 * When the prospect reached its owner: the latest Distribusi Data hand-out to that owner that was
 * not taken back, else its creation (typed in or imported with an owner). A manual reassignment
 * is recorded nowhere but the activity log, so it counts from the creation (docs/reports.md).
 */
const assignedAt = sql<Date>`coalesce((
  select max(batch.created_at) from ${distributionItem} item join ${distributionBatch} batch on batch.id = item.id_batch
   where item.id_prospect = ${qualified(prospect.id)} and item.id_user = ${qualified(prospect.id_user)} and item.undone_at is null),
  ${qualified(prospect.created_at)})`;

/**
 * The prospects that may have been assigned in the period, as two sets each found through its own
 * index (created in it: prospect_company_created_idx; handed out in it: the batch's
 * distribution_batch_company_created_idx) and joined by `union`: one `or` of the two made the
 * planner scan every prospect of the company (docs/reports.md, Performance).
 */
const mayBeAssignedIn = (scope: ReportScope) => [
  inPeriod(scope, prospect.created_at),
  sql`${prospect.id} in (select ${distributionItem.id_prospect} from ${distributionItem}
    join ${distributionBatch} on ${distributionBatch.id} = ${distributionItem.id_batch}
   where ${distributionBatch.id_company} = ${scope.member.id_company} and ${inPeriod(scope, distributionBatch.created_at)})`,
];

/**
 * The prospects with an owner assigned in the period, with the moment of their first follow-up
 * done since (null: none yet), as a subquery the figure counts and the drill-down lists.
 */
export function assignedInPeriod(db: Executor, scope: ReportScope) {
  const [createdIn, handedOutIn] = mayBeAssignedIn(scope).map((startingSet) =>
    db
      .select({ id: prospect.id, assigned_at: assignedAt.as('assigned_at') })
      .from(prospect)
      .where(and(scope.prospects, isNotNull(prospect.id_user), startingSet)),
  );
  const candidates = createdIn.union(handedOutIn).as('candidate');
  const CANDIDATE = sql.identifier('candidate');
  return db
    .select({
      id: candidates.id,
      assigned_at: candidates.assigned_at,
      first_at: sql<Date | null>`(select min(done.done_at) from ${followUp} done
        where done.id_prospect = ${CANDIDATE}.id and done.status <> 'rejected' and done.done_at >= ${CANDIDATE}.assigned_at)`.as('first_at'),
    })
    .from(candidates)
    .where(inPeriod(scope, candidates.assigned_at))
    .as('assigned');
}

type Assigned = ReturnType<typeof assignedInPeriod>;

/** Each bucket as a condition on the assigned rows; the "within" buckets include the faster ones. */
export function speedBuckets(assigned: Assigned): Record<SpeedBucket, SQL> {
  const within = (interval: string) => sql`${assigned.first_at} - ${assigned.assigned_at} <= ${sql.raw(`interval '${interval}'`)}`;
  return {
    assigned: sql`true`,
    within_5m: within('5 minutes'),
    within_1h: within('1 hour'),
    within_1d: within('1 day'),
    later: sql`${assigned.first_at} - ${assigned.assigned_at} > interval '1 day'`,
    none: sql`${assigned.first_at} is null`,
  };
}

/** GET <REPORTS>/speed: how soon the assigned prospects were first followed up. */
export async function speedFigure(db: Executor, scope: ReportScope): Promise<z.input<typeof speedOutput>> {
  const assigned = assignedInPeriod(db, scope);
  const buckets = speedBuckets(assigned);
  const [row] = await db
    .select({
      assigned: countWhere(buckets.assigned),
      followed_up: countWhere(sql`${assigned.first_at} is not null`),
      median_seconds: sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from ${assigned.first_at} - ${assigned.assigned_at}))`.mapWith(
        (value: string | number | null) => (value === null ? null : Number(value)),
      ),
      within_5m: countWhere(buckets.within_5m),
      within_1h: countWhere(buckets.within_1h),
      within_1d: countWhere(buckets.within_1d),
      later: countWhere(buckets.later),
      none: countWhere(buckets.none),
    })
    .from(assigned);
  return row;
}

export const onAssigned = (assigned: Assigned) => eq(prospect.id, assigned.id);
