import { Faker, base, en, id_ID } from '@faker-js/faker';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/connection';
import { MOBILE_PREFIXES } from './reference';

export const SEED = 20261122;
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** Bandung is on WIB (UTC+7) all year. */
export const WIB_OFFSET = 7 * HOUR;
const CHUNK_SIZE = 500;

export type SeedContext = { tx: Executor; faker: Faker; now: Date; companyId: number };

/** Its own instance, so seeding never disturbs faker's shared one. */
export function createSeedFaker(): Faker {
  const faker = new Faker({ locale: [id_ID, en, base] });
  faker.seed(SEED);
  return faker;
}

export const earliest = (...dates: Date[]) => new Date(Math.min(...dates.map((d) => d.getTime())));

export const startOfDayWib = (at: Date) => new Date(Math.floor((at.getTime() + WIB_OFFSET) / DAY) * DAY - WIB_OFFSET);

const DAYTIME_ATTEMPTS = 8;

/**
 * A time in [from, to], within 08:00–20:00 WIB whenever the range allows: people register prospects
 * and report follow-ups during the day.
 */
export function between(faker: Faker, from: Date, to: Date): Date {
  const start = from.getTime();
  const end = Math.max(start, to.getTime());
  let daytime = start;
  for (let attempt = 0; attempt < DAYTIME_ATTEMPTS; attempt++) {
    const picked = faker.number.int({ min: start, max: end });
    const dayStart = startOfDayWib(new Date(picked)).getTime();
    daytime = Math.round((dayStart + 8 * HOUR + (picked - dayStart) / 2) / MINUTE) * MINUTE;
    if (daytime >= start && daytime <= end) return new Date(daytime);
  }
  return new Date(Math.min(end, Math.max(start, daytime)));
}

/** When someone acted on what was submitted at `submitted`: minHours to maxHours later, never after now. */
export const later = (faker: Faker, submitted: Date, now: Date, minHours: number, maxHours: number) =>
  earliest(
    now,
    between(faker, new Date(submitted.getTime() + minHours * HOUR), new Date(submitted.getTime() + maxHours * HOUR)),
  );

/** A half-hour slot of office time (09:00–17:00 WIB) on the day that starts at dayStart. */
export const officeSlot = (faker: Faker, dayStart: Date) =>
  new Date(dayStart.getTime() + 9 * HOUR + faker.number.int({ min: 0, max: 16 }) * 30 * MINUTE);

export const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

export const latest = (...dates: Date[]) => new Date(Math.max(...dates.map((d) => d.getTime())));


/** A +62 mobile number not yet in taken (which it joins). */
export function mobilePhone(faker: Faker, taken: Set<string>): string {
  for (;;) {
    const digits = faker.string.numeric({ length: faker.helpers.arrayElement([7, 8]), allowLeadingZeros: true });
    const phone = `+62${faker.helpers.arrayElement(MOBILE_PREFIXES)}${digits}`;
    if (!taken.has(phone)) {
      taken.add(phone);
      return phone;
    }
  }
}

/** Batched multi-row inserts: one statement per CHUNK_SIZE rows, never one per row. */
export async function insertAll<T extends PgTable>(
  tx: Executor,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<T['$inferSelect'][]> {
  const inserted: T['$inferSelect'][] = [];
  for (let i = 0; i < rows.length; i += CHUNK_SIZE) {
    inserted.push(...(await tx.insert(table).values(rows.slice(i, i + CHUNK_SIZE)).returning()));
  }
  return inserted;
}
