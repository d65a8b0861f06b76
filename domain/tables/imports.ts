/** Import Data: the batches, their staged and rejected rows, and each company's remembered column mapping. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import {
  IMPORT_FILE_KINDS,
  IMPORT_OWNER_MODES,
  IMPORT_STATUSES,
  IMPORT_VERDICTS,
  type ImportField,
  type ImportForecast,
  type ImportMapping,
  type ImportTally,
} from '../imports';
import type { Problem } from '../errors';
import { PROSPECT_SOURCES, PROSPECT_STATUSES } from '../vocabularies';
import { createdAt, oneOf, updatedAt } from './columns';
import { idCompany, user } from './tenancy';

export const importBatch = pgTable(
  'import_batch',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    /** Who uploaded and started it. */
    id_user: integer('id_user').references(() => user.id, { onDelete: 'set null' }),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('uploaded'),
    /** The uploaded file in the file store (folder `imports`), its name as the user had it, kind and size. */
    file: text('file').notNull(),
    file_name: text('file_name').notNull(),
    file_kind: text('file_kind', { enum: IMPORT_FILE_KINDS }).notNull(),
    file_bytes: bigint('file_bytes', { mode: 'number' }).notNull(),
    /** The file's header row, as written. */
    headers: jsonb('headers').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<ImportMapping>(),
    /** Options: the source for rows without one, the status for rows without one, and the owner. */
    source: text('source', { enum: PROSPECT_SOURCES }).notNull().default('lainnya'),
    default_status: text('default_status', { enum: PROSPECT_STATUSES }).notNull().default('Low'),
    owner_mode: text('owner_mode', { enum: IMPORT_OWNER_MODES }).notNull().default('unassigned'),
    id_owner: integer('id_owner').references(() => user.id, { onDelete: 'set null' }),
    /** Each start claims the next attempt; staged rows carry it, so a stale run's rows never mix in. */
    attempt: smallint('attempt').notNull().default(0),
    bytes_read: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    rows_read: integer('rows_read').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    invalid: integer('invalid').notNull().default(0),
    /** The run's counts with the warnings and the rows per reason; null before a run. */
    tally: jsonb('tally').$type<ImportTally>(),
    /** The latest forecast of the whole file for the choices then on the page; null before one. */
    forecast: jsonb('forecast').$type<ImportForecast>(),
    /** Written by the running job after every chunk; a running batch without one for long is failed. */
    heartbeat_at: timestamp('heartbeat_at', { withTimezone: true }),
    /**
     * The database session holding a run's one transaction (PostgreSQL): once that session is gone,
     * the run died with its process, and the batch is failed without waiting for the heartbeat.
     */
    run_pid: integer('run_pid'),
    cancel_requested: boolean('cancel_requested').notNull().default(false),
    /** Why a failed batch failed, as a problem of domain/errors.ts. */
    error: jsonb('error').$type<Problem>(),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    undone_at: timestamp('undone_at', { withTimezone: true }),
    undo_removed: integer('undo_removed'),
    undo_kept: integer('undo_kept'),
    created_at: createdAt(),
  },
  (t) => [
    index('import_batch_company_created_idx').on(t.id_company, t.created_at.desc().nullsFirst()),
    index('import_batch_active_idx').on(t.status).where(sql`${t.status} in ('queued', 'running')`),
    oneOf(t.status, IMPORT_STATUSES),
    oneOf(t.file_kind, IMPORT_FILE_KINDS),
    oneOf(t.source, PROSPECT_SOURCES),
    oneOf(t.default_status, PROSPECT_STATUSES),
    oneOf(t.owner_mode, IMPORT_OWNER_MODES),
  ],
);

/**
 * The rows of a run the report lists: rejected ones (duplicate, invalid) and those imported with a
 * warning (verdict ok), with the original cells and the reason. No id: written by COPY.
 */
export const importRow = pgTable(
  'import_row',
  {
    id_import: integer('id_import')
      .notNull()
      .references(() => importBatch.id, { onDelete: 'cascade' }),
    attempt: smallint('attempt').notNull(),
    /** The record's number in the file, the header being 1 (as a spreadsheet numbers rows). */
    row_number: integer('row_number').notNull(),
    verdict: text('verdict', { enum: IMPORT_VERDICTS }).notNull(),
    reason: jsonb('reason').$type<Problem>().notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
  },
  (t) => [index('import_row_batch_idx').on(t.id_import, t.attempt, t.row_number), oneOf(t.verdict, IMPORT_VERDICTS)],
);

/** What a company mapped each header to last time (simplified header → field, or null: ignored). */
export const importMapping = pgTable(
  'import_mapping',
  {
    id_company: idCompany(),
    header: text('header').notNull(),
    field: text('field').$type<ImportField>(),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.id_company, t.header] })],
);
