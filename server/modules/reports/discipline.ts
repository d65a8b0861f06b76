import { and, notInArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { REPORT_BUCKETS, disciplineOutput } from '../../../domain/schemas/report';
import { CLOSED_PROSPECT_STATUSES } from '../../../domain/vocabularies';
import type { Executor } from '../../db/connection';
import { prospect } from '../../db/schema';
import { followUpDue } from '../prospects/prospectQuery';
import { countWhere, shareOf } from './counts';
import { cameIn } from './funnel';
import type { ReportScope } from './reportScope';

type DisciplineBucket = (typeof REPORT_BUCKETS.discipline)[number];

/** The open prospects of the period by their next follow-up, as the prospect list's "Follow-up" filter sorts them. */
export const DISCIPLINE_BUCKETS: Record<DisciplineBucket, SQL> = {
  open: sql`true`,
  overdue: followUpDue('overdue') as SQL,
  today: followUpDue('today') as SQL,
  upcoming: followUpDue('upcoming') as SQL,
  none: followUpDue('none') as SQL,
};

/** The prospects that came in during the period and are still open. */
export const openFromPeriod = (scope: ReportScope) => and(cameIn(scope), notInArray(prospect.status, [...CLOSED_PROSPECT_STATUSES])) as SQL;

/** GET <REPORTS>/discipline: of the open prospects, how many have their next follow-up overdue. */
export async function disciplineFigure(db: Executor, scope: ReportScope): Promise<z.input<typeof disciplineOutput>> {
  const [row] = await db
    .select({
      open: countWhere(DISCIPLINE_BUCKETS.open),
      overdue: countWhere(DISCIPLINE_BUCKETS.overdue),
      today: countWhere(DISCIPLINE_BUCKETS.today),
      upcoming: countWhere(DISCIPLINE_BUCKETS.upcoming),
      none: countWhere(DISCIPLINE_BUCKETS.none),
    })
    .from(prospect)
    .where(openFromPeriod(scope));
  return { ...row, overdue_share: shareOf(row.overdue, row.overdue + row.today + row.upcoming) };
}
