import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { ExportFormat } from '../../../domain/exports';
import { cellText, internationalPhone, neutralised, type CellKind } from './cells';
import type { ExportColumn } from './columns';

/** Writes an export's rows, chunk by chunk, into a byte stream; `finish` ends the file. */
export type SheetWriter = {
  addRows(rows: readonly (readonly unknown[])[]): Promise<void>;
  finish(): Promise<void>;
};

/** Waits while the stream's buffer is full, so a slow store holds the reader back instead of filling memory. */
async function write(out: Writable, text: string) {
  if (!out.write(text)) await once(out, 'drain');
}

const NEEDS_QUOTES = /[",\r\n]/;
const csvField = (text: string) => (NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/**
 * RFC 4180 CSV in UTF-8 with a byte order mark (so Excel reads the Indonesian text right), CRLF
 * line ends, every cell as text (cells.ts) and neutralised against formulas.
 */
function csvWriter(out: Writable, columns: readonly ExportColumn[]): SheetWriter {
  const kinds = columns.map((column) => column.kind);
  const line = (cells: readonly string[]) => `${cells.map((cell) => csvField(neutralised(cell))).join(',')}\r\n`;
  let started = false;
  const start = async () => {
    if (!started) await write(out, `\uFEFF${line(columns.map((column) => column.header))}`);
    started = true;
  };
  return {
    async addRows(rows) {
      await start();
      let text = '';
      for (const row of rows) text += line(row.map((value, index) => cellText(kinds[index], value)));
      await write(out, text);
    },
    async finish() {
      await start();
      out.end();
      await once(out, 'finish');
    },
  };
}

/** In a workbook amounts, counts and shares stay numbers (shown as Rupiah and percentages); the rest is text. */
function xlsxValue(kind: CellKind, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'phone':
      return internationalPhone(String(value));
    case 'rupiah':
    case 'integer':
    case 'share':
      return Number(value);
    default:
      return String(value);
  }
}

const NUMBER_FORMATS: Partial<Record<CellKind, string>> = { rupiah: '"Rp "#,##0', share: '0.0%' };

/** One sheet of a workbook being written: rows go in chunk by chunk, `commit` closes it. */
type WorkbookSheet = { addRows: SheetWriter['addRows']; commit(): void };

/**
 * An .xlsx workbook written as a stream (exceljs's WorkbookWriter): each row is committed and
 * forgotten, and sheets are written one after the other. Every text is a string cell, never a
 * formula, so nothing in it runs when it is opened.
 */
export async function workbookWriter(out: Writable) {
  // exceljs weighs about 27 MB once loaded: only the processes that write a workbook pay for it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
    // The fastest deflate: a sheet of text compresses well anyway, and the job is bound by it.
    zip: { zlib: { level: 1 } },
  });
  return {
    addSheet(name: string, columns: readonly ExportColumn[]): WorkbookSheet {
      const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = columns.map((column) => ({
        header: column.header,
        width: Math.max(12, column.header.length + 2),
        style: NUMBER_FORMATS[column.kind] ? { numFmt: NUMBER_FORMATS[column.kind] } : {},
      }));
      sheet.getRow(1).font = { bold: true };
      const kinds = columns.map((column) => column.kind);
      // exceljs hands each committed row to the zip's deflate stream without waiting for it (its StreamBuf
      // ignores write()'s answer): waiting here for those streams to drain keeps memory flat.
      const deflating = () => (sheet as unknown as { stream: { pipes: Writable[] } }).stream.pipes;
      return {
        async addRows(rows) {
          for (const row of rows) sheet.addRow(row.map((value, index) => xlsxValue(kinds[index], value))).commit();
          for (const pipe of deflating()) if (pipe.writableNeedDrain) await once(pipe, 'drain');
          if (out.writableNeedDrain) await once(out, 'drain');
        },
        commit: () => sheet.commit(),
      };
    },
    commit: () => workbook.commit(),
  };
}

async function xlsxWriter(out: Writable, columns: readonly ExportColumn[], sheetName: string): Promise<SheetWriter> {
  const workbook = await workbookWriter(out);
  const sheet = workbook.addSheet(sheetName, columns);
  return {
    addRows: sheet.addRows,
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

export const sheetWriter = async (format: ExportFormat, out: Writable, columns: readonly ExportColumn[], sheetName: string) =>
  format === 'csv' ? csvWriter(out, columns) : xlsxWriter(out, columns, sheetName);
