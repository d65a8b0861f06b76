/** Export Data: one row per requested export, its progress and the file it produced. */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { EXPORT_FORMATS, EXPORT_KINDS, EXPORT_STATUSES } from '../exports';
import { createdAt, oneOf } from './columns';
import { idCompany, user } from './tenancy';

export const exportJob = pgTable(
  'export_job',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    /** Who asked for it: the only one who sees and downloads it. */
    id_user: integer('id_user')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EXPORT_KINDS }).notNull(),
    format: text('format', { enum: EXPORT_FORMATS }).notNull(),
    /** The list filter it was asked with, as the list takes it. */
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: EXPORT_STATUSES }).notNull().default('queued'),
    /** Counted when the job starts. */
    rows_total: integer('rows_total'),
    rows_done: integer('rows_done').notNull().default(0),
    /** The stored file's name (folder `exports` of the file store) once done. */
    file: text('file'),
    /** Why it failed: an error code of domain/errors.ts. */
    error: text('error'),
    /** SHA-256 of the current download link's token, and when that link stops working. */
    link_digest: text('link_digest'),
    link_expires_at: timestamp('link_expires_at', { withTimezone: true }),
    created_at: createdAt(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('export_job_company_user_created_idx').on(t.id_company, t.id_user, t.created_at.desc().nullsFirst()),
    index('export_job_created_idx').on(t.created_at),
    oneOf(t.kind, EXPORT_KINDS),
    oneOf(t.format, EXPORT_FORMATS),
    oneOf(t.status, EXPORT_STATUSES),
  ],
);
