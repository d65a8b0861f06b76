import { and, notInArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { REPORT_BUCKETS, disciplineOutput } from '../../../domain/schemas/report';
import { CLOSED_PROSPECT_STATUSES } from '../../../domain/vocabularies';
import type { Executor } from '../../db/connection';
import { prospect } from '../../db/schema';
import type { ZoneHolder } from '../../plugins/dealerDay';
import { followUpDue } from '../prospects/prospectQuery';
import { countWhere, shareOf } from './counts';
import { cameIn } from './funnel';
import type { ReportScope } from './reportScope';

type DisciplineBucket = (typeof REPORT_BUCKETS.discipline)[number];

/** The open prospects of the period by their next follow-up, as the prospect list's "Follow-up" filter sorts them. */
export const disciplineBuckets = (zone: ZoneHolder): Record<DisciplineBucket, SQL> => ({
  open: sql`true`,
  overdue: followUpDue('overdue', zone) as SQL,
  today: followUpDue('today', zone) as SQL,
  upcoming: followUpDue('upcoming', zone) as SQL,
  none: followUpDue('none', zone) as SQL,
});

/** The prospects that came in during the period and are still open. */
export const openFromPeriod = (scope: ReportScope) => and(cameIn(scope), notInArray(prospect.status, [...CLOSED_PROSPECT_STATUSES])) as SQL;

/** GET <REPORTS>/discipline: of the open prospects, how many have their next follow-up overdue. */
export async function disciplineFigure(db: Executor, scope: ReportScope): Promise<z.input<typeof disciplineOutput>> {
  const buckets = disciplineBuckets(scope.member);
  const [row] = await db
    .select({
      open: countWhere(buckets.open),
      overdue: countWhere(buckets.overdue),
      today: countWhere(buckets.today),
      upcoming: countWhere(buckets.upcoming),
      none: countWhere(buckets.none),
    })
    .from(prospect)
    .where(openFromPeriod(scope));
  return { ...row, overdue_share: shareOf(row.overdue, row.overdue + row.today + row.upcoming) };
}
