import type { DatabaseHandle } from '../../db/connection';
import type { JudgedRow } from './judge';
import type { StagedProspect } from './rowRules';

/**
 * The staging table import_row, written a chunk at a time with COPY: accepted rows carry the
 * prospect to insert when the batch commits, rejected ones their cells and reason for the report.
 */

const PROSPECT_COLUMNS = [
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

const COLUMNS = ['id_import', 'attempt', 'row_number', 'verdict', 'reason', 'cells', ...PROSPECT_COLUMNS] as const;

/** A CSV field for COPY: unquoted empty is NULL, anything else quoted (so '' stays an empty string). */
const field = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : `"${value.replaceAll('"', '""')}"`;

export async function stageRows(database: DatabaseHandle, id_import: number, attempt: number, rows: readonly JudgedRow[]) {
  if (!rows.length) return;
  let csv = '';
  for (const entry of rows) {
    const head = [id_import, attempt, entry.row, entry.verdict];
    const fields =
      entry.verdict === 'ok'
        ? [...head, null, null, ...PROSPECT_COLUMNS.map((column) => entry.prospect[column])]
        : [...head, JSON.stringify(entry.reason), JSON.stringify(entry.cells), ...PROSPECT_COLUMNS.map(() => null)];
    csv += `${fields.map(field).join(',')}\n`;
  }
  await database.copyCsv('import_row', COLUMNS, csv);
}

export const PROSPECT_INSERT_COLUMNS = PROSPECT_COLUMNS;
