import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { REPORT_RECORDS_PER_PAGE } from '../../../domain/limits';
import type { z } from 'zod';
import type { ReportBucket, ReportRecordsQuery, reportRecordsOutput } from '../../../domain/schemas/report';
import type { Executor } from '../../db/connection';
import { prospect, user } from '../../db/schema';
import { disciplineBuckets, openFromPeriod } from './discipline';
import { cameIn, FUNNEL_STEPS } from './funnel';
import { LOST_KINDS } from './lostReasons';
import type { ReportScope } from './reportScope';
import { assignedIn, SPEED_BUCKETS } from './speedToLead';

const columns = {
  id: prospect.id,
  name: prospect.name,
  status: prospect.status,
  source: prospect.source,
  owner_name: user.name,
  created_at: prospect.created_at,
  total: sql<number>`(count(*) over ())::int`,
};

/**
 * GET <REPORTS>/records: one page of the prospects a figure's number counts, newest first, found
 * by the very conditions the figure counts with.
 */
export async function reportRecords(db: Executor, scope: ReportScope, { figure, bucket, page = 1 }: ReportRecordsQuery): Promise<z.output<typeof reportRecordsOutput>> {
  const where: Record<typeof figure, () => SQL | undefined> = {
    funnel: () => and(cameIn(scope), FUNNEL_STEPS[bucket as ReportBucket<'funnel'>]),
    speed: () => and(assignedIn(scope), SPEED_BUCKETS[bucket as ReportBucket<'speed'>]),
    lost: () => and(cameIn(scope), LOST_KINDS[bucket as ReportBucket<'lost'>]),
    discipline: () => and(openFromPeriod(scope), disciplineBuckets(scope.member)[bucket as ReportBucket<'discipline'>]),
  };
  const rows = await db
    .select(columns)
    .from(prospect)
    .leftJoin(user, eq(user.id, prospect.id_user))
    .where(where[figure]())
    .orderBy(desc(prospect.created_at), desc(prospect.id))
    .limit(REPORT_RECORDS_PER_PAGE)
    .offset((page - 1) * REPORT_RECORDS_PER_PAGE);
  return { total: rows[0]?.total ?? 0, data: rows.map(({ total: _total, ...row }) => row) };
}
