import { problem } from '../../../domain/errors';
import { IMPORT_PREVIEW_ROWS } from '../../../domain/imports';
import type { ImportSettings } from '../../../domain/schemas/importBatch';
import type { DatabaseHandle } from '../../db/connection';
import type { DataFileStore } from '../../files/dataFiles';
import { AppError } from '../../plugins/errors';
import type { BatchRow } from './batches';
import { Judge, reasonText } from './judge';
import { IMPORT_FILES } from './judgeFile';
import { isBlank, readRecords, type FileRecord } from './parse';
import { companyProducts } from './productMatch';

/** The first records of a stored file, the header first and blank lines left out; reading stops there. */
export async function firstRecords(dataFiles: DataFileStore, batch: Pick<BatchRow, 'file' | 'file_kind'>, count: number) {
  const source = await dataFiles.open(IMPORT_FILES, batch.file);
  if (!source) throw new AppError(404, problem('file_not_found'));
  const records: FileRecord[] = [];
  for await (const record of readRecords(source, batch.file_kind)) {
    if (isBlank(record.cells)) continue;
    records.push(record);
    if (records.length >= count) break;
  }
  return records;
}

/** The first rows with the verdicts (and warnings) a run with these settings would give them; nothing is written. */
export async function previewRows(database: DatabaseHandle, dataFiles: DataFileStore, batch: BatchRow, settings: ImportSettings) {
  const [, ...rows] = await firstRecords(dataFiles, batch, IMPORT_PREVIEW_ROWS + 1);
  const judge = new Judge(database, batch.id_company, {
    mapping: settings.mapping,
    source: settings.source,
    default_status: settings.default_status,
    product: await companyProducts(database, batch.id_company),
  });
  const judged = await judge.judge(rows);
  return judged.map((entry) => {
    const reason = entry.verdict === 'ok' ? entry.warning : entry.reason;
    return { row_number: entry.row, cells: entry.cells, verdict: entry.verdict, reason, message: reason && reasonText(reason) };
  });
}
