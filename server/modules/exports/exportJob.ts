import { PassThrough } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { exportScopeOf } from '../../../domain/exports';
import type { ErrorCode } from '../../../domain/errors';
import type { DatabaseHandle } from '../../db/connection';
import { exportJob } from '../../db/schema';
import type { FileStore } from '../../files/store';
import { subjectOf } from '../../plugins/auth';
import type { JobHandler } from '../../plugins/jobs';
import type { FilterValue } from '../../plugins/resourceQuery';
import { userAsCaller } from '../../plugins/session';
import { logActivity, personActor } from '../../plugins/activityLog';
import { EXPORT_COLUMNS, EXPORT_TITLES, rowValues } from './columns';
import { countSelection, fieldsOf, selectionChunks } from './rowSource';
import { sheetWriter } from './writers';

export const EXPORT_QUEUE = 'exports.build';
export const EXPORT_FOLDER = 'exports';
export type ExportJobData = { id_export: number };

/** Rows read per statement at most: large enough to keep round trips few, small enough to keep memory flat. */
const CHUNK_ROWS = 10_000;
/** Fewer for a smaller export, so that its progress moves in about this many steps (2,000 rows are a fifth of a chunk). */
const PROGRESS_STEPS = 20;
const MIN_CHUNK_ROWS = 500;

/**
 * Builds one export into the file store: checks again that the requester's role may export the
 * kind (it may have changed since the request), counts, then streams the rows chunk by chunk
 * through the writer into the store, recording progress after each chunk. On any failure, or at
 * shutdown (the signal), the partial file is discarded and the export is marked failed with a code.
 */
export const exportBuilder =
  (database: DatabaseHandle, files: FileStore, log: FastifyBaseLogger): JobHandler<ExportJobData> =>
  async ({ id_export }, { signal }) => {
    const { db } = database;
    const [job] = await db.select().from(exportJob).where(eq(exportJob.id, id_export));
    if (!job || job.status === 'done' || job.status === 'failed') return;
    const finish = (values: Partial<typeof exportJob.$inferInsert>) =>
      db.update(exportJob).set({ ...values, finished_at: sql`now()` }).where(eq(exportJob.id, job.id));
    const fail = (code: ErrorCode) => finish({ status: 'failed', error: code });

    const member = await userAsCaller(db, job.id_company, job.id_user);
    const scope = member && exportScopeOf(subjectOf(member), job.kind);
    if (!member || !scope) {
      await fail('export.not_allowed');
      return;
    }
    const selection = { kind: job.kind, member, scope, filter: job.filter as Record<string, FilterValue> };
    const total = await countSelection(db, selection);
    await db.update(exportJob).set({ status: 'running', rows_total: total, rows_done: 0 }).where(eq(exportJob.id, job.id));

    const columns = EXPORT_COLUMNS[job.kind];
    const valuesOf = rowValues(columns, fieldsOf(job.kind));
    const out = new PassThrough();
    const stored = files.saveDocument(EXPORT_FOLDER, job.format, out);
    // Awaited below; until then a failing store must not count as an unhandled rejection.
    stored.catch(() => undefined);
    let file: string | undefined;
    try {
      const writer = await sheetWriter(job.format, out, columns, EXPORT_TITLES[job.kind]);
      let done = 0;
      const chunkRows = Math.min(CHUNK_ROWS, Math.max(MIN_CHUNK_ROWS, Math.ceil(total / PROGRESS_STEPS)));
      for await (const rows of selectionChunks(database, selection, chunkRows)) {
        if (signal.aborted) throw signal.reason;
        await writer.addRows(rows.map(valuesOf));
        done += rows.length;
        await db.update(exportJob).set({ rows_done: done }).where(eq(exportJob.id, job.id));
      }
      await writer.finish();
      file = await stored;
      const rows = done;
      await db.transaction(async (tx) => {
        await tx
          .update(exportJob)
          .set({ status: 'done', file, rows_done: rows, rows_total: rows, finished_at: sql`now()` })
          .where(eq(exportJob.id, job.id));
        await logActivity(tx, {
          id_company: job.id_company,
          ...personActor(job.id_user),
          action: 'export',
          entity: job.kind,
          id_entity: job.id,
          detail: { format: job.format, rows, scope, filter: job.filter },
        });
      });
    } catch (error) {
      out.destroy();
      if (file) await files.removeDocument(EXPORT_FOLDER, file).catch(() => undefined);
      if (!signal.aborted) log.error({ err: error, id_export: job.id }, 'export failed');
      await fail(signal.aborted ? 'export.interrupted' : 'export.failed');
    }
  };
