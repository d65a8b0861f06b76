import { lt, sql } from 'drizzle-orm';
import { EXPORT_KEEP_HOURS } from '../../../domain/exports';
import type { Executor } from '../../db/connection';
import { exportJob } from '../../db/schema';
import type { FileStore } from '../../files/store';
import { EXPORT_FOLDER } from './exportJob';

/** How often each instance looks for exports past their time; several instances doing it is harmless. */
export const CLEANUP_INTERVAL_MS = 15 * 60 * 1000;

/** Deletes the exports older than EXPORT_KEEP_HOURS, rows and files; answers how many. */
export async function removeExpiredExports(db: Executor, files: FileStore) {
  const removed = await db
    .delete(exportJob)
    .where(lt(exportJob.created_at, sql`now() - make_interval(hours => ${EXPORT_KEEP_HOURS})`))
    .returning({ file: exportJob.file });
  for (const { file } of removed) if (file) await files.removeDocument(EXPORT_FOLDER, file);
  return removed.length;
}
