import { appendFile, mkdir, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BulkWriter, DatabaseHandle } from '../../db/connection';
import type { JudgedRow } from './judge';
import type { StagedProspect } from './rowRules';

/**
 * Where a run keeps its rows until the batch commits. Rejected rows go to the table import_row
 * (kept for the report); accepted rows, already shaped as prospect rows, to CSV files in the run's
 * spool folder under DATA_DIR, one per chunk, which the commit COPYs into prospect in its one
 * transaction. Nothing of either is a prospect before that commit.
 */

/** A CSV field for COPY: unquoted empty is NULL, text always quoted (so '' stays an empty string). */
const field = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : `"${value.replaceAll('"', '""')}"`;
const csvRow = (fields: readonly (string | number | null)[]) => `${fields.map(field).join(',')}\n`;

const REJECTED_COLUMNS = ['id_import', 'attempt', 'row_number', 'verdict', 'reason', 'cells'] as const;

export async function stageRejected(database: DatabaseHandle, id_import: number, attempt: number, rows: readonly JudgedRow[]) {
  let csv = '';
  for (const entry of rows) {
    if (entry.verdict !== 'ok') csv += csvRow([id_import, attempt, entry.row, entry.verdict, JSON.stringify(entry.reason), JSON.stringify(entry.cells)]);
  }
  if (csv) await database.copyCsv('import_row', REJECTED_COLUMNS, csv);
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
const PROSPECT_COLUMNS = ['id_company', 'id_user', 'id_group', 'id_import', ...ROW_COLUMNS] as const;

/** What every prospect of the batch shares: the company, the owner and their group (null: unassigned), the batch. */
export type BatchColumns = { id_company: number; id_user: number | null; id_group: number | null; id_import: number };

/** The accepted rows of one run, a file per chunk, in the order of the file. */
export class AcceptedRows {
  private files = 0;

  constructor(
    private readonly folder: string,
    private readonly shared: BatchColumns,
  ) {}

  static folderOf(spoolDir: string, id_import: number) {
    return path.join(spoolDir, `import-${id_import}`);
  }

  /** Empties the batch's folder: what an earlier attempt left is never read. */
  async start() {
    await rm(this.folder, { recursive: true, force: true });
    await mkdir(this.folder, { recursive: true });
  }

  async add(rows: readonly JudgedRow[]) {
    const { id_company, id_user, id_group, id_import } = this.shared;
    let csv = '';
    for (const entry of rows) {
      if (entry.verdict === 'ok') csv += csvRow([id_company, id_user, id_group, id_import, ...ROW_COLUMNS.map((column) => entry.prospect[column])]);
    }
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
