import { appendFile, mkdir, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BulkWriter, DatabaseHandle } from '../../db/connection';
import type { JudgedRow } from './judge';
import type { StagedProspect } from './rowRules';

/**
 * Where a run keeps its rows until the batch commits. Rejected rows and those accepted with a
 * warning go to the table import_row (kept for the report). Accepted rows, already shaped as prospect rows, go where the backend
 * writes them fastest without showing them: on PostgreSQL straight into prospect inside the run's
 * own transaction (CopiedRows), on the embedded PGlite, whose one thread a long transaction would
 * hold for every other request, to CSV files in the run's spool folder under DATA_DIR that the
 * commit COPYs in its one transaction (SpooledRows). Nothing of either is visible before that commit.
 */

/** A CSV field for COPY: unquoted empty is NULL, text always quoted (so '' stays an empty string). */
const field = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : `"${value.includes('"') ? value.replaceAll('"', '""') : value}"`;
const csvRow = (fields: readonly (string | number | null)[]) => `${fields.map(field).join(',')}\n`;

const REPORTED_COLUMNS = ['id_import', 'attempt', 'row_number', 'verdict', 'reason', 'cells'] as const;

/** The rows the report lists: the rejected ones and those accepted with a warning. */
export async function stageReported(database: DatabaseHandle, id_import: number, attempt: number, rows: readonly JudgedRow[]) {
  let csv = '';
  for (const entry of rows) {
    const reason = entry.verdict === 'ok' ? entry.warning : entry.reason;
    if (reason) csv += csvRow([id_import, attempt, entry.row, entry.verdict, JSON.stringify(reason), JSON.stringify(entry.cells)]);
  }
  if (csv) await database.copyCsv('import_row', REPORTED_COLUMNS, csv);
}

const ROW_COLUMNS = [
  'name',
  'phone',
  'whatsapp',
  'address',
  'kelurahan',
  'kecamatan',
  'kota',
  'provinsi',
  'id_product',
  'status',
  'source',
  'payment',
  'leasing',
  'notes',
] as const satisfies readonly (keyof StagedProspect)[];
export const PROSPECT_COLUMNS = ['id_company', 'id_user', 'id_group', 'id_import', ...ROW_COLUMNS] as const;

/** What every prospect of the batch shares: the company, the owner and their group (null: unassigned), the batch. */
export type BatchColumns = { id_company: number; id_user: number | null; id_group: number | null; id_import: number };

/** Where the accepted rows of one run wait for the commit. */
export type AcceptedRows = {
  add(rows: readonly JudgedRow[]): Promise<void>;
  /** Writes what is still to be written, inside the commit's transaction. */
  copyInto(bulk: BulkWriter): Promise<void>;
  /** Drops what a run that will not commit left. */
  remove(): Promise<void>;
};

export const prospectCsv = (rows: readonly JudgedRow[], { id_company, id_user, id_group, id_import }: BatchColumns) => {
  let csv = '';
  for (const entry of rows) {
    if (entry.verdict === 'ok') csv += csvRow([id_company, id_user, id_group, id_import, ...ROW_COLUMNS.map((column) => entry.prospect[column])]);
  }
  return csv;
};

/**
 * PostgreSQL: each chunk is COPYed into prospect in the run's transaction as soon as it is judged,
 * while the next chunk is read (the database works in its own process meanwhile); at most one COPY
 * is on its way.
 */
export class CopiedRows implements AcceptedRows {
  private inFlight: Promise<void> = Promise.resolve();

  constructor(
    private readonly bulk: BulkWriter,
    private readonly shared: BatchColumns,
  ) {}

  async add(rows: readonly JudgedRow[]) {
    await this.inFlight;
    const csv = prospectCsv(rows, this.shared);
    if (!csv) return;
    this.inFlight = this.bulk.copyCsv('prospect', PROSPECT_COLUMNS, csv);
    // Awaited by the next add or the commit; until then its failure must not count as unhandled.
    this.inFlight.catch(() => undefined);
  }

  copyInto() {
    return this.inFlight;
  }

  remove() {
    // The transaction's rollback takes the rows with it.
    return Promise.resolve();
  }
}

const SPOOL_PREFIX = 'import-';

/** PGlite: the accepted rows of one run, a file per chunk, in the order of the file. */
export class SpooledRows implements AcceptedRows {
  private files = 0;

  constructor(
    private readonly folder: string,
    private readonly shared: BatchColumns,
  ) {}

  static folderOf(spoolDir: string, id_import: number) {
    return path.join(spoolDir, `${SPOOL_PREFIX}${id_import}`);
  }

  /** Removes the folders of runs that are over (a killed process leaves its folder behind). */
  static async removeLeftOver(database: DatabaseHandle, spoolDir: string) {
    const folders = (await readdir(spoolDir).catch(() => [])).filter((name) => name.startsWith(SPOOL_PREFIX));
    if (!folders.length) return;
    const running = await database.query<{ id: number }>("select id from import_batch where status = 'running'");
    const kept = new Set(running.map(({ id }) => `${SPOOL_PREFIX}${id}`));
    await Promise.all(folders.filter((name) => !kept.has(name)).map((name) => rm(path.join(spoolDir, name), { recursive: true, force: true })));
  }

  /** Empties the batch's folder: what an earlier attempt left is never read. */
  async start() {
    await rm(this.folder, { recursive: true, force: true });
    await mkdir(this.folder, { recursive: true });
  }

  async add(rows: readonly JudgedRow[]) {
    const csv = prospectCsv(rows, this.shared);
    if (!csv) return;
    this.files += 1;
    await appendFile(path.join(this.folder, `${String(this.files).padStart(6, '0')}.csv`), csv);
  }

  /** COPYs every chunk into prospect inside the caller's transaction, one chunk in memory at a time. */
  async copyInto(bulk: BulkWriter) {
    for (const name of (await readdir(this.folder)).sort()) {
      await bulk.copyCsv('prospect', PROSPECT_COLUMNS, await readFile(path.join(this.folder, name), 'utf8'));
    }
  }

  remove() {
    return rm(this.folder, { recursive: true, force: true });
  }
}
