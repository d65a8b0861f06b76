import { gte, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { problem } from '../../domain/errors';
import { FIRST_YEAR, isoMoment, LAST_YEAR } from '../../domain/schemas/fields';
import { parseFilter } from './filterValues';
import type { FilterValue } from './resourceQuery';

/** The dealers work in West Indonesia Time; "today" is their day. */
export const startOfToday = sql`(date_trunc('day', now() at time zone 'Asia/Jakarta') at time zone 'Asia/Jakarta')`;
export const startOfTomorrow = sql`(${startOfToday} + interval '1 day')`;

const DAY_MESSAGE = `harus tanggal (YYYY-MM-DD) antara tahun ${FIRST_YEAR} dan ${LAST_YEAR}.`;
/** The first moment of a day (YYYY-MM-DD) in West Indonesia Time (UTC+7, no daylight saving). */
export const startOfJakartaDay = (day: string) => new Date(`${day}T00:00:00+07:00`);

const dayFilter = isoMoment(DAY_MESSAGE, startOfJakartaDay);

/** A date filter's value as a moment; a plain date is the start of that day in West Indonesia Time. */
export const dayInJakarta = (value: FilterValue, field: string) => parseFilter(dayFilter, value, field, problem('list.filter_day_invalid', { name: field, first_year: FIRST_YEAR, last_year: LAST_YEAR }));

/** created_from / created_to on a record's creation moment: a date range, both days included. */
export const createdFromOf = (column: AnyPgColumn) => (value: FilterValue) => gte(column, dayInJakarta(value, 'created_from'));
export const createdToOf = (column: AnyPgColumn) => (value: FilterValue) => {
  const end = dayInJakarta(value, 'created_to');
  return lt(column, new Date(end.getTime() + 24 * 60 * 60 * 1000));
};
