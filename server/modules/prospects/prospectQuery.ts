import { and, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { prospect } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { parseFilter } from '../../plugins/filterValues';
import { escapeLike, type FilterValue } from '../../plugins/resourceQuery';
import { FIRST_YEAR, isoMoment, LAST_YEAR } from '../../../domain/schemas/fields';

/** The dealers work in West Indonesia Time; "today" is their day. */
const startOfToday = sql`(date_trunc('day', now() at time zone 'Asia/Jakarta') at time zone 'Asia/Jakarta')`;
const startOfTomorrow = sql`(${startOfToday} + interval '1 day')`;

/** Name, or the phone as people type it (0812…, 62812…, +62 812-…). */
export function searchProspects(text: string): SQL | undefined {
  const digits = text.replace(/\D/g, '');
  const byName = ilike(prospect.name, `%${escapeLike(text)}%`);
  if (digits.length < 4) return byName;
  const national = digits.replace(/^0/, '62');
  return or(byName, ilike(prospect.phone, `%${national}%`));
}

/** follow_up filter: overdue, today, upcoming or none (no next follow-up planned). */
export function followUpDue(value: FilterValue): SQL | undefined {
  switch (value) {
    case 'overdue':
      return lt(prospect.next_follow_up, startOfToday);
    case 'today':
      return and(gte(prospect.next_follow_up, startOfToday), lt(prospect.next_follow_up, startOfTomorrow));
    case 'upcoming':
      return gte(prospect.next_follow_up, startOfTomorrow);
    case 'none':
      return isNull(prospect.next_follow_up);
    default:
      throw new AppError(400, problem('list.filter_follow_up_invalid'));
  }
}

const DAY_MESSAGE = `harus tanggal (YYYY-MM-DD) antara tahun ${FIRST_YEAR} dan ${LAST_YEAR}.`;
const dayFilter = isoMoment(DAY_MESSAGE, (date) => new Date(`${date}T00:00:00+07:00`));

/** A date filter's value as a moment; a plain date is the start of that day in West Indonesia Time. */
export const dayInJakarta = (value: FilterValue, field: string) => parseFilter(dayFilter, value, field, problem('list.filter_day_invalid', { name: field, first_year: FIRST_YEAR, last_year: LAST_YEAR }));

/** created_from / created_to on a record's creation moment: a date range, both days included. */
export const createdFromOf = (column: AnyPgColumn) => (value: FilterValue) => gte(column, dayInJakarta(value, 'created_from'));
export const createdToOf = (column: AnyPgColumn) => (value: FilterValue) => {
  const end = dayInJakarta(value, 'created_to');
  return lt(column, new Date(end.getTime() + 24 * 60 * 60 * 1000));
};

/** unassigned=true: the prospects waiting in List Distribusi ('Belum dibagikan'); false: those with an owner. */
export function unassignedFilter(value: FilterValue): SQL {
  if (value === true || value === 'true') return isNull(prospect.id_user);
  if (value === false || value === 'false') return isNotNull(prospect.id_user);
  throw new AppError(400, problem('list.filter_invalid', { name: 'unassigned' }));
}

/** When the prospect came in. */
export const createdFrom = createdFromOf(prospect.created_at);
export const createdTo = createdToOf(prospect.created_at);
