/** Credit sales: the simulations shown to a prospect, an order's applications to leasing partners and their documents (docs/leasing.md). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, imageBytes, oneOf, rupiah, updatedAt } from './columns';
import { idCompany, product, user } from './tenancy';
import { order, prospect } from './sales';
import { leasingPartner } from './leasing';
import { APPLICATION_STATUSES, LEASING_DOCUMENTS, SIMULATION_CHANNELS, type LeasingDocument } from '../vocabularies';
import type { SimulatedOffer } from '../instalment';

export const creditSimulation = pgTable(
  'credit_simulation',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    id_prospect: integer('id_prospect')
      .notNull()
      .references(() => prospect.id, { onDelete: 'cascade' }),
    /** Who showed it. */
    id_user: integer('id_user').references(() => user.id, { onDelete: 'set null' }),
    id_product: integer('id_product').references(() => product.id, { onDelete: 'set null' }),
    /** The motorcycle's name then, so the history reads the same after the catalogue changes. */
    motor: text('motor').notNull(),
    price: rupiah('price').notNull(),
    down_payment: rupiah('down_payment').notNull(),
    tenor: smallint('tenor').notNull(),
    /** Every active partner's answer then, cheapest marked: the history does not move with later offers. */
    offers: jsonb('offers').$type<SimulatedOffer[]>().notNull(),
    sent_via: text('sent_via', { enum: SIMULATION_CHANNELS }),
    created_at: createdAt(),
  },
  (t) => [index('credit_simulation_prospect_created_idx').on(t.id_prospect, t.created_at), oneOf(t.sent_via, SIMULATION_CHANNELS)],
);

/** An order's application to one leasing partner, with the figures asked and, once decided, those approved. */
export const leasingApplication = pgTable(
  'leasing_application',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    id_order: integer('id_order')
      .notNull()
      .references(() => order.id, { onDelete: 'cascade' }),
    id_leasing_partner: integer('id_leasing_partner')
      .notNull()
      .references(() => leasingPartner.id),
    /** Who submitted it. */
    id_user: integer('id_user').references(() => user.id, { onDelete: 'set null' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('submitted'),
    down_payment: rupiah('down_payment').notNull(),
    tenor: smallint('tenor').notNull(),
    instalment: rupiah('instalment').notNull(),
    /** The partner's list when it was submitted: a later change of the list does not move the goalposts. */
    required_documents: text('required_documents').array().$type<LeasingDocument[]>().notNull(),
    survey_at: timestamp('survey_at', { withTimezone: true }),
    surveyor: text('surveyor'),
    approved_down_payment: rupiah('approved_down_payment'),
    approved_tenor: smallint('approved_tenor'),
    approved_instalment: rupiah('approved_instalment'),
    rejection_reason: text('rejection_reason'),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('leasing_application_order_idx').on(t.id_order),
    index('leasing_application_company_partner_idx').on(t.id_company, t.id_leasing_partner, t.created_at),
    // One open application per partner and order; a rejected or cancelled one may be submitted again.
    uniqueIndex('leasing_application_open_uq')
      .on(t.id_order, t.id_leasing_partner)
      .where(sql`${t.status} in ('submitted', 'survey', 'approved')`),
    oneOf(t.status, APPLICATION_STATUSES),
  ],
);

/** Who moved an application, from which state to which, and when: its history. */
export const leasingApplicationEvent = pgTable(
  'leasing_application_event',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    id_application: integer('id_application')
      .notNull()
      .references(() => leasingApplication.id, { onDelete: 'cascade' }),
    id_user: integer('id_user').references(() => user.id, { onDelete: 'set null' }),
    from_status: text('from_status', { enum: APPLICATION_STATUSES }),
    to_status: text('to_status', { enum: APPLICATION_STATUSES }).notNull(),
    /** What the move recorded: the survey's date and surveyor, the approved figures, the reason. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    created_at: createdAt(),
  },
  (t) => [index('leasing_application_event_application_idx').on(t.id_application, t.created_at), oneOf(t.to_status, APPLICATION_STATUSES), oneOf(t.from_status, APPLICATION_STATUSES)],
);

/** A document an applicant handed in, photographed: one per kind and application, a new photo replacing the old. */
export const applicationDocument = pgTable(
  'application_document',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    id_application: integer('id_application')
      .notNull()
      .references(() => leasingApplication.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEASING_DOCUMENTS }).notNull(),
    photo: text('photo').notNull(),
    photo_bytes: imageBytes(),
    id_user: integer('id_user').references(() => user.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('application_document_kind_uq').on(t.id_application, t.kind), oneOf(t.kind, LEASING_DOCUMENTS)],
);
