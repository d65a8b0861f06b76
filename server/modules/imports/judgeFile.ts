import type { ImportRules, ImportTally } from '../../../domain/imports';
import type { DatabaseHandle } from '../../db/connection';
import type { DataFileStore } from '../../files/dataFiles';
import type { BatchRow } from './batches';
import { Judge, type JudgedRow } from './judge';
import { isBlank, readRecordBatches, type FileRecord } from './parse';
import { companyProducts } from './productMatch';

/**
 * A stored file judged from start to end, streamed a chunk at a time: what a run stages and what a
 * forecast counts (docs/architecture.md, Background work). Memory holds one chunk and the phones
 * seen, whatever the size of the file.
 */

/** Folder of the uploaded files in the file store. */
export const IMPORT_FILES = 'imports';
/** Rows judged at most between two progress writes, cancel checks and heartbeats. */
const CHUNK_ROWS = 5_000;
/**
 * A chunk also ends once this share of the file has been read since the last one, so that the
 * progress of a small or middling file moves too (2,000 rows are far fewer than a chunk).
 */
const PROGRESS_STEPS = 20;

export type JudgedChunk = { judged: JudgedRow[]; bytes_read: number };
export type FileJudging = { database: DatabaseHandle; dataFiles: DataFileStore; chunkRows?: number };

/** The chunks of the file's data rows (the header and blank lines left out) with their verdicts; the last one may be empty. */
export async function* judgedChunks(
  { database, dataFiles, chunkRows = CHUNK_ROWS }: FileJudging,
  batch: Pick<BatchRow, 'id' | 'id_company' | 'file' | 'file_kind' | 'file_bytes'>,
  rules: ImportRules,
): AsyncGenerator<JudgedChunk> {
  const source = await dataFiles.open(IMPORT_FILES, batch.file);
  if (!source) throw new Error(`import ${batch.id}: the uploaded file is gone`);
  const judge = new Judge(database, batch.id_company, { ...rules, product: await companyProducts(database, batch.id_company) });
  const step = batch.file_bytes / PROGRESS_STEPS;
  let pending: FileRecord[] = [];
  let judgedUpTo = 0;
  const chunk = async (bytes_read: number): Promise<JudgedChunk> => {
    const judged = await judge.judge(pending);
    pending = [];
    judgedUpTo = bytes_read;
    return { judged, bytes_read };
  };
  let header = true;
  for await (const { records, bytes } of readRecordBatches(source, batch.file_kind)) {
    for (const record of records) {
      if (isBlank(record.cells)) continue;
      if (header) header = false;
      else pending.push(record);
      if (pending.length >= chunkRows) yield await chunk(bytes);
    }
    if (pending.length && bytes - judgedUpTo >= step) yield await chunk(bytes);
  }
  yield await chunk(batch.file_bytes);
}

export const emptyTally = (): ImportTally => ({ rows_read: 0, imported: 0, duplicates: 0, invalid: 0, warnings: 0, reasons: {} });

/** Counts the judged rows into the tally. */
export function addToTally(tally: ImportTally, judged: readonly JudgedRow[]) {
  for (const entry of judged) {
    tally.rows_read += 1;
    const reason = entry.verdict === 'ok' ? entry.warning : entry.reason;
    if (entry.verdict === 'ok') tally.imported += 1;
    else if (entry.verdict === 'duplicate') tally.duplicates += 1;
    else tally.invalid += 1;
    if (entry.verdict === 'ok' && entry.warning) tally.warnings += 1;
    if (reason) tally.reasons[reason.code] = (tally.reasons[reason.code] ?? 0) + 1;
  }
}

/** The four counts a batch keeps in columns of their own. */
export const countsOf = ({ rows_read, imported, duplicates, invalid }: ImportTally) => ({ rows_read, imported, duplicates, invalid });
