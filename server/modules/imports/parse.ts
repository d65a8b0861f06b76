import { Transform, type Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { ImportFileKind } from '../../../domain/imports';

/**
 * Reading an uploaded file record by record, streamed: CSV (comma or semicolon, with or without a
 * BOM, CRLF or LF, quoted separators and line breaks) through papaparse, XLSX (its first sheet)
 * through exceljs's streaming reader. Every cell arrives as text, never evaluated.
 */

/** One record: its row number in the file (the header is 1) and its cells as text. */
export type FileRecord = { row: number; cells: string[] };
/** Records in file order, with how many bytes of the file lie before the next one: the progress of a run. */
export type RecordBatch = { records: FileRecord[]; bytes: number };

/** Counts the bytes that pass. */
class ByteCounter extends Transform {
  bytes = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void) {
    this.bytes += chunk.length;
    done(null, chunk);
  }
}

// PostgreSQL text cannot hold U+0000; a cell is otherwise kept exactly as written.
const clean = (cell: string) => (cell.includes('\u0000') ? cell.replaceAll('\u0000', '') : cell);

/** Rows parsed ahead of the reader at most; past it the file is paused until the reader catches up. */
const READ_AHEAD_ROWS = 2_000;

/**
 * Papaparse's chunk callback hands over thousands of rows at a time; its Node duplex would hand them
 * one by one, which costs more than parsing them.
 */
async function* csvBatches(source: Readable, position: () => number): AsyncGenerator<RecordBatch> {
  // setEncoding decodes across chunk boundaries, so a character split between two chunks stays whole.
  source.setEncoding('utf8');
  // Each chunk is parsed as it arrives, so the bytes read then are where it ends.
  const ready: { rows: string[][]; bytes: number }[] = [];
  let buffered = 0;
  let finished = false;
  let failure: unknown;
  let wake: (() => void) | undefined;
  const signal = () => {
    wake?.();
    wake = undefined;
  };
  source.once('error', (error) => {
    failure = error;
    signal();
  });
  Papa.parse<string[]>(source as unknown as File, {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: false,
    chunk: (results) => {
      ready.push({ rows: results.data, bytes: position() });
      buffered += results.data.length;
      if (buffered > READ_AHEAD_ROWS) source.pause();
      signal();
    },
    complete: () => {
      finished = true;
      signal();
    },
    error: (error: Error) => {
      failure = error;
      signal();
    },
  });
  let row = 0;
  for (;;) {
    if (failure) throw failure;
    const next = ready.shift();
    if (next) {
      buffered -= next.rows.length;
      if (buffered <= READ_AHEAD_ROWS && source.isPaused()) source.resume();
      const records = next.rows.map((cells) => {
        row += 1;
        // Papaparse's arrays are this reader's own: cleaned in place, as every cell of the file passes here.
        for (let index = 0; index < cells.length; index += 1) cells[index] = clean(cells[index]);
        if (row === 1 && cells[0]?.startsWith('\uFEFF')) cells[0] = cells[0].slice(1);
        return { row, cells };
      });
      yield { records, bytes: next.bytes };
    } else if (finished) return;
    else await new Promise<void>((resolve) => (wake = resolve));
  }
}

type CellValue = ExcelJS.CellValue;

/** A cell as text: a formula gives its last computed result (never run here), rich text its characters. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: CellValue }).result ?? null);
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return '';
}

/** Rows of the streaming XLSX reader, handed on a thousand at a time. */
const XLSX_BATCH_ROWS = 1000;

async function* xlsxBatches(source: Readable, position: () => number): AsyncGenerator<RecordBatch> {
  // Loaded on the first workbook: most files are CSV, and exceljs weighs about 27 MB.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  for await (const sheet of workbook) {
    let batch: FileRecord[] = [];
    for await (const row of sheet) {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      batch.push({ row: row.number, cells: Array.from(values, (value) => clean(cellText(value))) });
      if (batch.length >= XLSX_BATCH_ROWS) {
        yield { records: batch, bytes: position() };
        batch = [];
      }
    }
    if (batch.length) yield { records: batch, bytes: position() };
    // Only the first sheet holds the data.
    return;
  }
}

/** The records of a file in batches, the header first; stopping early (break) closes the file. */
export async function* readRecordBatches(file: Readable, kind: ImportFileKind): AsyncGenerator<RecordBatch> {
  const counter = new ByteCounter();
  file.once('error', (error) => counter.destroy(error));
  file.pipe(counter);
  const position = () => counter.bytes;
  try {
    yield* kind === 'csv' ? csvBatches(counter, position) : xlsxBatches(counter, position);
  } finally {
    file.destroy();
    counter.destroy();
  }
}

/** The records of a file one by one, the header first; stopping early (break) closes the source. */
export async function* readRecords(source: Readable, kind: ImportFileKind): AsyncGenerator<FileRecord> {
  for await (const batch of readRecordBatches(source, kind)) yield* batch.records;
}

export const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');
