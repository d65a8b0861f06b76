import type { DatabaseHandle } from '../../db/connection';
import { EXPORT_COLUMNS, EXPORT_TITLES, rowValues } from './columns';
import type { ExportContent } from './exportContent';
import { countSelection, fieldsOf, selectionChunks, type ExportSelection } from './rowSource';
import { sheetWriter } from './writers';

/** Rows read per statement at most: large enough to keep round trips few, small enough to keep memory flat. */
const CHUNK_ROWS = 10_000;
/** Fewer for a smaller export, so that its progress moves in about this many steps (2,000 rows are a fifth of a chunk). */
const PROGRESS_STEPS = 20;
const MIN_CHUNK_ROWS = 500;

/** A list's rows: counted first, then streamed chunk by chunk through the writer into the file. */
export async function listContent(database: DatabaseHandle, selection: ExportSelection): Promise<ExportContent> {
  const total = await countSelection(database.db, selection);
  const columns = EXPORT_COLUMNS[selection.kind];
  const valuesOf = rowValues(columns, fieldsOf(selection.kind));
  return {
    total,
    async write(out, format, progress) {
      const writer = await sheetWriter(format, out, columns, EXPORT_TITLES[selection.kind]);
      let done = 0;
      const chunkRows = Math.min(CHUNK_ROWS, Math.max(MIN_CHUNK_ROWS, Math.ceil(total / PROGRESS_STEPS)));
      for await (const rows of selectionChunks(database, selection, chunkRows)) {
        await writer.addRows(rows.map(valuesOf));
        done += rows.length;
        await progress(done);
      }
      await writer.finish();
      return done;
    },
  };
}
