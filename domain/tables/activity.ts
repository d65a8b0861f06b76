/** What happened, for whom: notifications and the activity log. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { NOTIFICATION_STATUSES, NOTIFICATION_TYPES } from '../vocabularies';
import { createdAt, oneOf } from './columns';
import { user, idCompany } from './tenancy';
import { integrationKey } from './integration';

export const notification = pgTable(
  'notification',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    /** The recipient. */
    id_user: integer('id_user')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    id_actor: integer('id_actor').references(() => user.id, { onDelete: 'set null' }),
    /** Id of the related prospect or order. */
    id_data: integer('id_data').notNull(),
    tipe: text('tipe', { enum: NOTIFICATION_TYPES }).notNull(),
    status: text('status', { enum: NOTIFICATION_STATUSES })
      .notNull()
      .default('N'),
    nama_user: text('nama_user').notNull(),
    aksi: text('aksi').notNull(),
    nama_prospect: text('nama_prospect'),
    nama_order: text('nama_order'),
    created_at: createdAt(),
  },
  (t) => [
    index('notification_user_created_idx').on(t.id_user, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('notification_user_unread_idx').on(t.id_user).where(sql`${t.status} = 'N'`),
    oneOf(t.tipe, NOTIFICATION_TYPES),
    oneOf(t.status, NOTIFICATION_STATUSES),
  ],
);

export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    id_user: integer('id_user').references(() => user.id, { onDelete: 'set null' }),
    /** Set when an integration key acted: the log names the key, not a person. */
    id_integration_key: integer('id_integration_key').references(() => integrationKey.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    id_entity: integer('id_entity'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: createdAt(),
  },
  (t) => [index('activity_log_company_created_idx').on(t.id_company, t.created_at.desc().nullsFirst())],
);
