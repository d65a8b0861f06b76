/** The sales records: prospects, their follow-ups and collaborations, and orders. */
import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, imageBytes, oneOf, updatedAt, rupiah } from './columns';
import {
  DECISION_STATUSES,
  FOLLOW_UP_METHODS,
  ORDER_STATUSES,
  PAYMENTS,
  PROSPECT_SOURCES,
  PROSPECT_STATUSES,
} from '../vocabularies';
import { user, group, product, idCompany } from './tenancy';
import { importBatch } from './imports';
import { leasingPartner } from './leasing';
import { SPK_STATUSES } from '../spk';

// The vocabularies are the client's too: one list, which the CHECKs below make the database enforce.
export { DECISION_STATUSES, FOLLOW_UP_METHODS, ORDER_STATUSES, PAYMENTS, PROSPECT_SOURCES, PROSPECT_STATUSES };

export const prospect = pgTable(
  'prospect',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    /** The owner; null while the prospect waits in List Distribusi for a salesperson. */
    id_user: integer('id_user').references(() => user.id),
    id_group: integer('id_group').references(() => group.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Normalised E.164 (+62…). */
    phone: text('phone').notNull(),
    whatsapp: text('whatsapp'),
    address: text('address'),
    kelurahan: text('kelurahan'),
    kecamatan: text('kecamatan'),
    kota: text('kota'),
    provinsi: text('provinsi'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    source: text('source', { enum: PROSPECT_SOURCES }).notNull().default('walk-in'),
    id_product: integer('id_product').references(() => product.id, { onDelete: 'set null' }),
    payment: text('payment', { enum: PAYMENTS }),
    leasing: text('leasing'),
    down_payment: rupiah('down_payment'),
    tenor: smallint('tenor'),
    status: text('status', { enum: PROSPECT_STATUSES }).notNull().default('Low'),
    next_follow_up: timestamp('next_follow_up', { withTimezone: true }),
    notes: text('notes'),
    photo: text('photo'),
    photo_bytes: imageBytes(),
    /** The Import Data batch that brought it, so the batch can be undone or distributed; null when typed in. */
    id_import: integer('id_import').references(() => importBatch.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
    // What Laporan counts, kept by the database's triggers whenever the records behind them change
    // (docs/reports.md, Performance; migration 0025), so that a report reads the rows alone. The app
    // never writes them.
    /** The latest Distribusi Data hand-out to the current owner not taken back; null: the owner has had it since its creation. */
    handed_out_at: timestamp('handed_out_at', { withTimezone: true }),
    /** When the current owner got it: its hand-out, else its creation (a column, so that the planner knows its spread). */
    assigned_at: timestamp('assigned_at', { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(handed_out_at, created_at)`),
    /** The first follow-up done (not refused) since the owner got it (assigned_at). */
    first_follow_up_at: timestamp('first_follow_up_at', { withTimezone: true }),
    /** A follow-up done and not refused, at any time. */
    followed_up: boolean('followed_up').notNull().default(false),
    /** An order (SPK) not refused at approval. */
    ordered: boolean('ordered').notNull().default(false),
  },
  (t) => [
    index('prospect_import_idx').on(t.id_import).where(sql`${t.id_import} is not null`),
    // One open prospect per phone number in a company; closed ones (Deal / Not Deal) may repeat.
    uniqueIndex('prospect_company_open_phone_uq')
      .on(t.id_company, t.phone)
      .where(sql`${t.status} not in ('Deal', 'Not Deal')`),
    index('prospect_company_created_idx').on(t.id_company, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('prospect_company_status_created_idx').on(
      t.id_company,
      t.status,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A salesperson's own prospects, by status too: their list's total for one status reads only
    // those rows (bench/README.md, prospect-list.ts, 2026-11-30).
    index('prospect_company_user_status_idx').on(t.id_company, t.id_user, t.status),
    index('prospect_company_group_idx').on(t.id_company, t.id_group),
    index('prospect_company_next_fu_idx').on(t.id_company, t.next_follow_up),
    // The storage a company's prospect photos take (docs/plans.md), read from the index alone.
    index('prospect_company_photo_bytes_idx')
      .on(t.id_company, t.photo_bytes)
      .where(sql`${t.photo_bytes} is not null`),
    // The photos stored before their size was recorded, which the start-up job measures: empty once done,
    // so that every later start finds none without reading the table.
    index('prospect_unsized_photo_idx')
      .on(t.id)
      .where(sql`${t.photo} is not null and ${t.photo_bytes} is null`),
    // Speed to lead: the prospects whose owner got them in a period.
    index('prospect_company_assigned_idx')
      .on(t.id_company, t.assigned_at)
      .where(sql`${t.id_user} is not null`),
    index('prospect_company_phone_idx').on(t.id_company, t.phone),
    // The list's search matches any part of a name or a number (ILIKE '%…%'): trigrams find those
    // rows without reading the company's (pg_trgm, docs/database.md).
    index('prospect_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('prospect_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
    oneOf(t.source, PROSPECT_SOURCES),
    oneOf(t.payment, PAYMENTS),
    oneOf(t.status, PROSPECT_STATUSES),
  ],
);

const decision = () => ({
  status: text('status', { enum: DECISION_STATUSES }).notNull().default('pending'),
  decided_by: integer('decided_by').references(() => user.id, { onDelete: 'set null' }),
  decided_at: timestamp('decided_at', { withTimezone: true }),
  decision_reason: text('decision_reason'),
});

export const followUp = pgTable(
  'follow_up',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    id_prospect: integer('id_prospect')
      .notNull()
      .references(() => prospect.id, { onDelete: 'cascade' }),
    id_user: integer('id_user')
      .notNull()
      .references(() => user.id),
    method: text('method', { enum: FOLLOW_UP_METHODS }).notNull(),
    scheduled_at: timestamp('scheduled_at', { withTimezone: true }),
    done_at: timestamp('done_at', { withTimezone: true }),
    result: text('result'),
    notes: text('notes'),
    ...decision(),
    created_at: createdAt(),
  },
  (t) => [
    index('follow_up_company_status_idx').on(t.id_company, t.status),
    index('follow_up_prospect_idx').on(t.id_prospect),
    index('follow_up_company_user_scheduled_idx').on(t.id_company, t.id_user, t.scheduled_at),
    // Setting Task's and Laporan's follow-ups of a month: the approved ones done in it (targets/counting.ts).
    index('follow_up_company_status_done_idx').on(t.id_company, t.status, t.done_at),
    // Speed to lead's first follow-up of a prospect: the earliest done, not refused, from a moment on.
    index('follow_up_prospect_done_idx').on(t.id_prospect, t.done_at).where(sql`${t.status} <> 'rejected'`),
    oneOf(t.method, FOLLOW_UP_METHODS),
    oneOf(t.status, DECISION_STATUSES),
  ],
);

export const collab = pgTable(
  'collab',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    id_prospect: integer('id_prospect')
      .notNull()
      .references(() => prospect.id, { onDelete: 'cascade' }),
    /** The requester. */
    id_user: integer('id_user')
      .notNull()
      .references(() => user.id),
    /** The collaborator asked to join (usually the prospect's owner). */
    id_user_target: integer('id_user_target')
      .notNull()
      .references(() => user.id),
    reason: text('reason'),
    ...decision(),
    created_at: createdAt(),
  },
  (t) => [
    index('collab_company_status_idx').on(t.id_company, t.status),
    index('collab_prospect_idx').on(t.id_prospect),
    oneOf(t.status, DECISION_STATUSES),
  ],
);

export const order = pgTable(
  'sales_order',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    /** SPK number shown to people, e.g. SPK/2026/11/000123. */
    number: text('number').notNull(),
    id_prospect: integer('id_prospect')
      .notNull()
      .references(() => prospect.id),
    id_user: integer('id_user')
      .notNull()
      .references(() => user.id),
    id_product: integer('id_product')
      .notNull()
      .references(() => product.id),
    colour: text('colour'),
    qty: integer('qty').notNull().default(1),
    price: rupiah('price').notNull(),
    discount: rupiah('discount').notNull().default(0),
    payment: text('payment', { enum: PAYMENTS }).notNull(),
    /** The leasing house's name as the SPK names it; old orders keep the free text they were made with. */
    leasing: text('leasing'),
    /** The partner whose offer priced the instalment; null for cash, and for old free text no partner matched. */
    id_leasing_partner: integer('id_leasing_partner').references(() => leasingPartner.id),
    down_payment: rupiah('down_payment'),
    tenor: smallint('tenor'),
    instalment: rupiah('instalment'),
    /** When the customer's down payment was recorded as paid; with an approved application it makes the sale a Deal. */
    down_payment_paid_at: timestamp('down_payment_paid_at', { withTimezone: true }),
    /** The SPK as a document (domain/spk.ts): Draft, Lengkap, Selesai or Batal. */
    spk_status: text('spk_status', { enum: SPK_STATUSES }).notNull().default('draft'),
    /** The STNK's owner when not the buyer. */
    stnk_name: text('stnk_name'),
    booking_fee: rupiah('booking_fee'),
    booking_fee_paid_at: timestamp('booking_fee_paid_at', { withTimezone: true }),
    /** The day the customer is to get the motorcycle (Kalender, /mapbok); a day in West Indonesia Time. */
    delivery_date: date('delivery_date', { mode: 'string' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    decided_by: integer('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decision_reason: text('decision_reason'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('sales_order_company_number_uq').on(t.id_company, t.number),
    index('sales_order_company_status_created_idx').on(t.id_company, t.status, t.created_at.desc().nullsFirst()),
    index('sales_order_prospect_idx').on(t.id_prospect),
    index('sales_order_leasing_partner_idx').on(t.id_leasing_partner),
    index('sales_order_company_delivery_idx').on(t.id_company, t.delivery_date).where(sql`${t.delivery_date} is not null`),
    oneOf(t.payment, PAYMENTS),
    oneOf(t.status, ORDER_STATUSES),
    oneOf(t.spk_status, SPK_STATUSES),
  ],
);
