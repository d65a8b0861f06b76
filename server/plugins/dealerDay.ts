import { gte, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { company } from '../db/schema';
import { problem } from '../../domain/errors';
import { FIRST_YEAR, isoMoment, LAST_YEAR } from '../../domain/schemas/fields';
import { TIME_ZONES, UTC_OFFSETS, type TimeZone } from '../../domain/timeZones';
import { parseFilter } from './filterValues';
import type { FilterValue } from './resourceQuery';
import type { Member } from './session';

/**
 * The dealer's day (docs/architecture.md): "today", a day filter's dates and a month's bounds are
 * those of the company's time zone (Pengaturan Instansi), every caller carrying it.
 */
/** The zone of the company a row belongs to, read with the caller (session.ts, integrationKey.ts): one primary-key lookup. */
export const companyTimeZoneOf = (id_company: AnyPgColumn) => sql<TimeZone>`(select ${company.time_zone} from ${company} where ${company.id} = ${id_company})`;

// Each a scalar subquery, which PostgreSQL evaluates once per statement (an InitPlan) rather than
// once per row it filters: twice as fast over a report's 200,000 prospects (docs/reports.md).
export const startOfToday = (zone: TimeZone) => sql`(select date_trunc('day', now() at time zone ${zone}) at time zone ${zone})`;
export const startOfTomorrow = (zone: TimeZone) => sql`(select date_trunc('day', now() at time zone ${zone}) at time zone ${zone} + interval '1 day')`;
export const startOfMonth = (zone: TimeZone) => sql`(select date_trunc('month', now() at time zone ${zone}) at time zone ${zone})`;

/** The first moment of a day (YYYY-MM-DD) in the zone. */
export const startOfDealerDay = (day: string, zone: TimeZone) => new Date(`${day}T00:00:00${UTC_OFFSETS[zone]}`);

const DAY_MS = 86_400_000;
/** The zone's distance from UTC: Indonesia keeps no daylight saving, so it never changes. */
const offsetMs = (zone: TimeZone) => {
  const [hours, minutes] = UTC_OFFSETS[zone].slice(1).split(':').map(Number);
  return (hours * 60 + minutes) * 60_000;
};
/** `at` as the dealer's wall clock: its getUTC… parts read the zone's year, month, day and hour. */
export const dealerClock = (at: Date, zone: TimeZone) => new Date(at.getTime() + offsetMs(zone));
/** The first moment of the dealer's day that holds `at`. */
export const dealerDayStartAt = (at: Date, zone: TimeZone) => startOfDealerDay(dealerClock(at, zone).toISOString().slice(0, 10), zone);

const DAY_MESSAGE = `harus tanggal (YYYY-MM-DD) antara tahun ${FIRST_YEAR} dan ${LAST_YEAR}.`;
const dayFilters = Object.fromEntries(TIME_ZONES.map((zone) => [zone, isoMoment(DAY_MESSAGE, (day) => startOfDealerDay(day, zone))])) as Record<
  TimeZone,
  ReturnType<typeof isoMoment>
>;

/** A date filter's value as a moment; a plain date is the start of that day in the zone. */
export const dealerDayOf = (value: FilterValue, field: string, zone: TimeZone) =>
  parseFilter(dayFilters[zone], value, field, problem('list.filter_day_invalid', { name: field, first_year: FIRST_YEAR, last_year: LAST_YEAR }));


/** Whose days a filter counts: a caller, or anything that carries its company's zone. */
export type ZoneHolder = Pick<Member, 'time_zone'>;

/** created_from / created_to on a record's creation moment: a date range, both days included, in the caller's company's days. */
export const createdFromOf = (column: AnyPgColumn) => (value: FilterValue, caller: ZoneHolder) => gte(column, dealerDayOf(value, 'created_from', caller.time_zone));
export const createdToOf = (column: AnyPgColumn) => (value: FilterValue, caller: ZoneHolder) =>
  lt(column, new Date(dealerDayOf(value, 'created_to', caller.time_zone).getTime() + DAY_MS));
