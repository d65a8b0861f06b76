import { and, gte, ilike, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import { prospect } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { createdFromOf, createdToOf, startOfToday, startOfTomorrow, type ZoneHolder } from '../../plugins/dealerDay';
import { escapeLike, type FilterValue } from '../../plugins/resourceQuery';

/** Name, or the phone as people type it (0812…, 62812…, +62 812-…). */
export function searchProspects(text: string): SQL | undefined {
  const digits = text.replace(/\D/g, '');
  const byName = ilike(prospect.name, `%${escapeLike(text)}%`);
  if (digits.length < 4) return byName;
  const national = digits.replace(/^0/, '62');
  return or(byName, ilike(prospect.phone, `%${national}%`));
}

/** follow_up filter: overdue, today, upcoming or none (no next follow-up planned), in the caller's company's days. */
export function followUpDue(value: FilterValue, caller: ZoneHolder): SQL | undefined {
  switch (value) {
    case 'overdue':
      return lt(prospect.next_follow_up, startOfToday(caller.time_zone));
    case 'today':
      return and(gte(prospect.next_follow_up, startOfToday(caller.time_zone)), lt(prospect.next_follow_up, startOfTomorrow(caller.time_zone)));
    case 'upcoming':
      return gte(prospect.next_follow_up, startOfTomorrow(caller.time_zone));
    case 'none':
      return isNull(prospect.next_follow_up);
    default:
      throw new AppError(400, problem('list.filter_follow_up_invalid'));
  }
}

/** unassigned=true: the prospects waiting in List Distribusi ('Belum dibagikan'); false: those with an owner. */
export function unassignedFilter(value: FilterValue): SQL {
  if (value === true || value === 'true') return isNull(prospect.id_user);
  if (value === false || value === 'false') return isNotNull(prospect.id_user);
  throw new AppError(400, problem('list.filter_invalid', { name: 'unassigned' }));
}

/** When the prospect came in. */
export const createdFrom = createdFromOf(prospect.created_at);
export const createdTo = createdToOf(prospect.created_at);
