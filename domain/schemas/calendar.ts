import { z } from 'zod';
import { CALENDAR_SPAN_DAYS } from '../limits';
import { CALENDAR_KINDS } from '../vocabularies';
import { dayField, timestamp } from './fields';

/**
 * Kalender (docs/api.md, Dashboard): what is planned or happened on each day, for the caller's
 * scope. A prospect's next contact and a scheduled follow-up can be moved to another day (through
 * the prospect and follow-up resources); visits and deliveries are shown only.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Both days included, in West Indonesia Time. */
export const calendarQuery = z
  .object({ from: dayField('Tanggal awal'), to: dayField('Tanggal akhir') })
  .refine(({ from, to }) => from <= to, { path: ['to'], message: 'Tanggal akhir tidak boleh sebelum tanggal awal.' })
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / DAY_MS < CALENDAR_SPAN_DAYS, {
    path: ['to'],
    message: `Rentang kalender paling lama ${CALENDAR_SPAN_DAYS} hari.`,
  });

export const calendarEvent = z.object({
  kind: z.enum(CALENDAR_KINDS),
  /** The record's id in its own resource: the prospect (next_contact), follow-up, visit or order. */
  id: z.number(),
  id_prospect: z.number().nullable(),
  /** The prospect's name; an order's number and customer; a visit without a prospect, its purpose. */
  title: z.string(),
  /** When: a moment, or for a delivery the start of its day (all_day). */
  at: timestamp,
  all_day: z.boolean(),
  owner_name: z.string().nullable(),
  /** A follow-up's method, a visit's purpose, an order's status. */
  detail: z.string().nullable(),
  /** Whether the caller may move it to another day. */
  movable: z.boolean(),
});

/** What the client reads. */
export type CalendarEvent = z.input<typeof calendarEvent>;
