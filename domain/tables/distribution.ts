/** Distribusi Data: batches of prospects handed to salespeople, the standing rule and the rotation. */
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { DISTRIBUTION_METHODS, DISTRIBUTION_TRIGGERS } from '../vocabularies';
import { createdAt, oneOf, updatedAt } from './columns';
import { prospect } from './sales';
import { company, group, idCompany, user } from './tenancy';

export const distributionBatch = pgTable(
  'distribution_batch',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    /** Who distributed; null when the standing rule did. */
    id_user: integer('id_user').references(() => user.id, { onDelete: 'set null' }),
    trigger: text('trigger', { enum: DISTRIBUTION_TRIGGERS }).notNull(),
    method: text('method', { enum: DISTRIBUTION_METHODS }).notNull(),
    /** How many prospects the batch handed out. */
    total: integer('total').notNull(),
    /** Prospects chosen but left where they were because the recipients' capacity ran out. */
    left_over: integer('left_over').notNull().default(0),
    /** When someone last took back the batch's untouched prospects. */
    undone_at: timestamp('undone_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index('distribution_batch_company_created_idx').on(t.id_company, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    oneOf(t.method, DISTRIBUTION_METHODS),
    oneOf(t.trigger, DISTRIBUTION_TRIGGERS),
  ],
);

export const distributionItem = pgTable(
  'distribution_item',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    id_batch: integer('id_batch')
      .notNull()
      .references(() => distributionBatch.id, { onDelete: 'cascade' }),
    id_prospect: integer('id_prospect')
      .notNull()
      .references(() => prospect.id, { onDelete: 'cascade' }),
    /** The recipient (null once their account is deleted: the row stays as history). */
    id_user: integer('id_user').references(() => user.id, { onDelete: 'set null' }),
    /** The owner and group before the batch (null: it waited in List Distribusi); undo restores them. */
    id_user_previous: integer('id_user_previous').references(() => user.id, { onDelete: 'set null' }),
    id_group_previous: integer('id_group_previous').references(() => group.id, { onDelete: 'set null' }),
    undone_at: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    index('distribution_item_batch_idx').on(t.id_batch),
    index('distribution_item_prospect_idx').on(t.id_prospect),
    index('distribution_item_company_user_idx').on(t.id_company, t.id_user),
  ],
);

/** The company's standing rule: new prospects (imports, admins' unassigned ones) go out by themselves. */
export const distributionRule = pgTable(
  'distribution_rule',
  {
    id_company: integer('id_company')
      .primaryKey()
      .references(() => company.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(false),
    method: text('method', { enum: DISTRIBUTION_METHODS }).notNull().default('rotation'),
    /** The most open prospects a recipient may hold (the capacity method); null: no limit. */
    capacity: integer('capacity'),
    user_ids: integer('user_ids').array().notNull().default([]),
    group_ids: integer('group_ids').array().notNull().default([]),
    updated_by: integer('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updated_at: updatedAt(),
  },
  (t) => [oneOf(t.method, DISTRIBUTION_METHODS)],
);

/** Where the rotation stopped: the next batch of the rotation method starts after this recipient. */
export const distributionRotation = pgTable('distribution_rotation', {
  id_company: integer('id_company')
    .primaryKey()
    .references(() => company.id, { onDelete: 'cascade' }),
  id_user_last: integer('id_user_last').references(() => user.id, { onDelete: 'set null' }),
  updated_at: updatedAt(),
});
