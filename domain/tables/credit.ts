/** Credit sales on a prospect: the simulations shown to the customer (docs/leasing.md). */
import { index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, rupiah } from './columns';
import { idCompany, product, user } from './tenancy';
import { prospect } from './sales';
import { SIMULATION_CHANNELS } from '../vocabularies';
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
