import { Transform, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { ImportFileKind } from '../../../domain/imports';

/**
 * Reading an uploaded file record by record, streamed: CSV (comma or semicolon, with or without a
 * BOM, CRLF or LF, quoted separators and line breaks) through papaparse, XLSX (its first sheet)
 * through exceljs's streaming reader. Every cell arrives as text, never evaluated.
 */

/** One record: its row number in the file (the header is 1) and its cells as text. */
export type FileRecord = { row: number; cells: string[] };

/** Counts the bytes that pass, for the progress of a run. */
export class ByteCounter extends Transform {
  bytes = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void) {
    this.bytes += chunk.length;
    done(null, chunk);
  }
}

// PostgreSQL text cannot hold U+0000; a cell is otherwise kept exactly as written.
const clean = (cell: string) => cell.replaceAll('\u0000', '');

async function* csvRecords(source: Readable): AsyncGenerator<FileRecord> {
  // setEncoding decodes across chunk boundaries, so a character split between two chunks stays whole.
  source.setEncoding('utf8');
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { delimitersToGuess: [',', ';', '\t'], skipEmptyLines: false });
  source.pipe(parser);
  source.once('error', (error) => parser.destroy(error));
  let row = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    row += 1;
    const cells = record.map(clean);
    if (row === 1 && cells[0]?.startsWith('\uFEFF')) cells[0] = cells[0].slice(1);
    yield { row, cells };
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

async function* xlsxRecords(source: Readable): AsyncGenerator<FileRecord> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  for await (const sheet of workbook) {
    for await (const row of sheet) {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      yield { row: row.number, cells: Array.from(values, (value) => clean(cellText(value))) };
    }
    // Only the first sheet holds the data.
    return;
  }
}

/** The records of a file, the header first; stopping early (break) closes the source. */
export async function* readRecords(source: Readable, kind: ImportFileKind): AsyncGenerator<FileRecord> {
  try {
    yield* kind === 'csv' ? csvRecords(source) : xlsxRecords(source);
  } finally {
    source.destroy();
  }
}

export const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');
