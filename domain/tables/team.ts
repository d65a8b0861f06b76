/** Running the team: monthly targets, field visits (Data Visum) and the users' feedback. */
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { TARGET_METRICS, VISUM_PURPOSES } from '../vocabularies';
import { createdAt, imageBytes, oneOf, updatedAt } from './columns';
import { group, idCompany, user } from './tenancy';
import { prospect } from './sales';

export { TARGET_METRICS, VISUM_PURPOSES };

const count = (name: string) => integer(name).notNull().default(0);

/**
 * A month's target of one salesperson or of one group (exactly one of id_user, id_group), one row
 * per holder and month. Progress is never stored: it is counted from the live records.
 */
export const salesTarget = pgTable(
  'sales_target',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    /** 'YYYY-MM'. */
    month: text('month').notNull(),
    id_user: integer('id_user').references(() => user.id, { onDelete: 'cascade' }),
    id_group: integer('id_group').references(() => group.id, { onDelete: 'cascade' }),
    prospects: count('prospects'),
    follow_ups: count('follow_ups'),
    visits: count('visits'),
    orders: count('orders'),
    deals: count('deals'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('sales_target_user_month_uq').on(t.id_company, t.month, t.id_user).where(sql`${t.id_user} is not null`),
    uniqueIndex('sales_target_group_month_uq').on(t.id_company, t.month, t.id_group).where(sql`${t.id_group} is not null`),
    check('sales_target_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('sales_target_holder_check', sql`(${t.id_user} is null) <> (${t.id_group} is null)`),
    check(
      'sales_target_counts_check',
      sql.raw(TARGET_METRICS.map((metric) => `"${metric}" >= 0`).join(' and ')),
    ),
  ],
);

/**
 * A field visit report: who went where and why, with a photo and, when the browser gave it, the
 * place. visited_at is the server's clock at the time of recording; only a visit recorded without
 * signal carries the phone's time, within VISUM_DEVICE_TIME_MAX_HOURS, marked time_from_device.
 */
export const visum = pgTable(
  'visum',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    id_user: integer('id_user')
      .notNull()
      .references(() => user.id),
    /** The visitor's group when the visit was recorded, so a supervisor's scope does not move with later transfers. */
    id_group: integer('id_group').references(() => group.id, { onDelete: 'set null' }),
    id_prospect: integer('id_prospect').references(() => prospect.id, { onDelete: 'set null' }),
    purpose: text('purpose', { enum: VISUM_PURPOSES }).notNull(),
    notes: text('notes'),
    /** The stored photo's file name (server/files), like a prospect's photo. */
    photo: text('photo'),
    photo_bytes: imageBytes(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The browser's accuracy radius in metres. */
    accuracy: doublePrecision('accuracy'),
    visited_at: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
    /** visited_at is the phone's time: the visit was recorded without signal and sent later. */
    time_from_device: boolean('time_from_device').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    index('visum_company_visited_idx').on(t.id_company, t.visited_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('visum_company_user_idx').on(t.id_company, t.id_user, t.visited_at),
    index('visum_company_group_idx').on(t.id_company, t.id_group),
    index('visum_prospect_idx').on(t.id_prospect).where(sql`${t.id_prospect} is not null`),
    oneOf(t.purpose, VISUM_PURPOSES),
    check('visum_place_check', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
  ],
);

/** 'Beri Masukan' without an external form: what a user wrote, for the company's administrators. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    id_user: integer('id_user').references(() => user.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    /** The app page the user wrote from. */
    page: text('page'),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('feedback_company_created_idx').on(t.id_company, t.created_at.desc().nullsFirst())],
);
