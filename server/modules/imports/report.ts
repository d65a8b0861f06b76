import { Readable } from 'node:stream';
import { renderProblem, type Problem } from '../../../domain/errors';
import { csvLine } from '../../../domain/imports';
import type { DatabaseHandle } from '../../db/connection';
import type { BatchRow } from './batches';

/**
 * The report of a batch as CSV: the rows it rejected and those it imported with a warning, with
 * the original cells, then the row's number and the reason (or warning) in Indonesian. Read a page at a time and streamed; every cell that starts like a formula is
 * neutralised (csvLine).
 */

const PAGE_ROWS = 2000;

export function rejectedRowsCsv(database: DatabaseHandle, batch: BatchRow): Readable {
  async function* lines() {
    // The BOM makes Excel read the file as UTF-8.
    yield `\uFEFF${csvLine([...batch.headers, 'Baris', 'Alasan'])}`;
    let after = 0;
    for (;;) {
      const page = await database.query<{ row_number: number; cells: string[]; reason: Problem }>(
        `select row_number, cells, reason from import_row
          where id_import = $1 and attempt = $2 and row_number > $3
          order by row_number limit ${PAGE_ROWS}`,
        [batch.id, batch.attempt, after],
      );
      for (const { row_number, cells, reason } of page) {
        const padded = batch.headers.map((_header, index) => cells[index] ?? '');
        yield csvLine([...padded, ...cells.slice(batch.headers.length), String(row_number), renderProblem(reason)]);
      }
      if (page.length < PAGE_ROWS) return;
      after = page[page.length - 1].row_number;
    }
  }
  return Readable.from(lines());
}
