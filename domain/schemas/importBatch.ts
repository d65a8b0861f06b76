import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { IMPORT_FIELDS, IMPORT_FORECAST_STATES, IMPORT_OWNER_MODES, IMPORT_VERDICTS } from '../imports';
import { importBatch } from '../tables/imports';
import { PROSPECT_SOURCES, PROSPECT_STATUSES } from '../vocabularies';
import { idField } from './fields';
import { isoString } from './record';

/** A problem of domain/errors.ts as it travels: code and parameters. */
const problemSchema = z.object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) });

export const importMappingSchema = z.array(z.enum(IMPORT_FIELDS).nullable(), { error: 'Pemetaan kolom tidak valid.' });

const count = z.number().int().nonnegative();

/** Rows per outcome, and per reason (a problem code) the rows turned away or warned about. */
export const importTally = z.object({
  rows_read: count,
  imported: count,
  duplicates: count,
  invalid: count,
  warnings: count,
  reasons: z.record(z.string(), count),
});

const importRules = z.object({
  mapping: importMappingSchema,
  source: z.enum(PROSPECT_SOURCES),
  default_status: z.enum(PROSPECT_STATUSES),
});

export const importForecast = z.object({
  key: z.string(),
  rules: importRules,
  state: z.enum(IMPORT_FORECAST_STATES),
  bytes_read: count,
  tally: importTally,
});

/** An import batch as the API answers it: everything but the company, the stored file's name and the run's session. */
export const importBatchRecord = createSelectSchema(importBatch, {
  headers: z.array(z.string()),
  mapping: importMappingSchema.nullable(),
  tally: importTally.nullable(),
  forecast: importForecast.nullable(),
  error: problemSchema.nullable(),
  heartbeat_at: isoString,
  started_at: isoString,
  finished_at: isoString,
  undone_at: isoString,
  created_at: isoString,
}).omit({ id_company: true, file: true, run_pid: true });

/** The choices made before a run: the column mapping and the options of docs/product.md (Import Data). */
export const importSettings = z.object({
  mapping: importMappingSchema,
  source: z.enum(PROSPECT_SOURCES, { error: 'Sumber prospek tidak valid.' }),
  default_status: z.enum(PROSPECT_STATUSES, { error: 'Status tidak valid.' }),
  owner_mode: z.enum(IMPORT_OWNER_MODES, { error: 'Pilih pemilik prospek.' }),
  id_owner: idField('Sales').nullish(),
});

/** One row of the preview: its place in the file, its cells and its verdict with the reason. */
export const importPreviewRow = z.object({
  row_number: z.number(),
  cells: z.array(z.string()),
  verdict: z.enum(IMPORT_VERDICTS),
  /** Why a row is turned away, or the warning of a row imported with a cell left empty. */
  reason: problemSchema.nullable(),
  /** The reason in Indonesian, as the report writes it. */
  message: z.string().nullable(),
});

/** The settings as the server reads them. */
export type ImportSettings = z.output<typeof importSettings>;
