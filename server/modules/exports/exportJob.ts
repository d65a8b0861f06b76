import { PassThrough } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { exportScopeOf, type GrantedExportScope } from '../../../domain/exports';
import type { ErrorCode } from '../../../domain/errors';
import type { DatabaseHandle } from '../../db/connection';
import { exportJob } from '../../db/schema';
import type { FileStore } from '../../files/store';
import { subjectOf } from '../../plugins/auth';
import type { JobHandler } from '../../plugins/jobs';
import type { FilterValue } from '../../plugins/resourceQuery';
import { logActivity, personActor } from '../../plugins/activityLog';
import { userAsCaller, type Member } from '../../plugins/session';
import { reportContent } from '../reports/reportExport';
import { listContent } from './listContent';

export const EXPORT_QUEUE = 'exports.build';
export const EXPORT_FOLDER = 'exports';
export type ExportJobData = { id_export: number };

/** The export's content: Laporan's figures, or a list's rows; null when the member may no longer have it. */
const contentOf = (database: DatabaseHandle, job: typeof exportJob.$inferSelect, member: Member, scope: GrantedExportScope) =>
  job.kind === 'report'
    ? reportContent(database.db, member, job.filter)
    : listContent(database, { kind: job.kind, member, scope, filter: job.filter as Record<string, FilterValue> });

/**
 * Builds one export into the file store: checks again that the requester's role may export the
 * kind (it may have changed since the request), counts, then writes the content through the
 * writer into the store, recording progress after each chunk. On any failure, or at shutdown (the
 * signal), the partial file is discarded and the export is marked failed with a code.
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
    const content = member && scope && (await contentOf(database, job, member, scope));
    if (!content) {
      await fail('export.not_allowed');
      return;
    }
    await db.update(exportJob).set({ status: 'running', rows_total: content.total, rows_done: 0 }).where(eq(exportJob.id, job.id));

    const out = new PassThrough();
    const stored = files.saveDocument(EXPORT_FOLDER, job.format, out);
    // Awaited below; until then a failing store must not count as an unhandled rejection.
    stored.catch(() => undefined);
    let file: string | undefined;
    try {
      const rows = await content.write(out, job.format, async (done) => {
        if (signal.aborted) throw signal.reason;
        await db.update(exportJob).set({ rows_done: done }).where(eq(exportJob.id, job.id));
      });
      file = await stored;
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
