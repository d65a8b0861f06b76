/** The finance companies a dealer sells on credit through, and their current offers. */
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, rupiah, updatedAt } from './columns';
import { idCompany } from './tenancy';
import { DEFAULT_LEASING_DOCUMENTS, type LeasingDocument, type ProductCategory } from '../vocabularies';
import type { TenorRate } from '../instalment';

export const leasingPartner = pgTable(
  'leasing_partner',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    name: text('name').notNull(),
    /** What salespeople call it (FIF, ADIRA): the simulation's column heads. */
    short_name: text('short_name').notNull(),
    contact_name: text('contact_name'),
    /** The contact person's WhatsApp, E.164 (+62…). */
    contact_whatsapp: text('contact_whatsapp'),
    active: boolean('active').notNull().default(true),
    /** The yearly flat rate per tenor it offers now; empty: no offer recorded yet. */
    rates: jsonb('rates').$type<TenorRate[]>().notNull().default([]),
    /** The least down payment it takes, in rupiah and as a share of the OTR price: the larger applies. */
    min_down_payment: rupiah('min_down_payment'),
    min_down_payment_percent: doublePrecision('min_down_payment_percent'),
    /** Paid with the down payment. */
    admin_fee: rupiah('admin_fee').notNull().default(0),
    /** Financed with the loan. */
    insurance_fee: rupiah('insurance_fee').notNull().default(0),
    /** What it finances: these categories and these motorcycles; both empty, every motorcycle. */
    categories: text('categories').array().$type<ProductCategory[]>().notNull().default(sql`'{}'::text[]`),
    product_ids: integer('product_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** The documents its applicants hand in (docs/leasing.md). */
    required_documents: text('required_documents')
      .array()
      .$type<LeasingDocument[]>()
      .notNull()
      .default(sql.raw(`'{${DEFAULT_LEASING_DOCUMENTS.join(',')}}'::text[]`)),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('leasing_partner_company_name_uq').on(t.id_company, sql`lower(${t.name})`),
    uniqueIndex('leasing_partner_company_short_name_uq').on(t.id_company, sql`lower(${t.short_name})`),
    index('leasing_partner_company_active_idx').on(t.id_company, t.active),
  ],
);
