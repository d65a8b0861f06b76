import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { problem } from '../../../domain/errors';
import type { Database, Executor } from '../../db/connection';
import { importBatch } from '../../db/schema';
import { notFound } from '../../plugins/errors';

/** Reading batches within the caller's company, and failing those whose run died. */

/** A running batch without a heartbeat for this long lost its process (killed, crashed). */
export const STALE_AFTER_SECONDS = 120;

const { id_company: _company, file: _file, ...recordColumns } = getTableColumns(importBatch);

export type BatchRow = typeof importBatch.$inferSelect;

/**
 * Marks failed every running batch whose job stopped writing its heartbeat, and drops what that
 * run had staged: nothing of it was ever visible, and the batch may be started again.
 */
export async function failStaleBatches(db: Executor) {
  await db.execute(sql`
    with stale as (
      update ${importBatch} set status = 'failed', error = ${JSON.stringify(problem('import.interrupted'))}::jsonb, heartbeat_at = null
       where status = 'running' and heartbeat_at < now() - make_interval(secs => ${STALE_AFTER_SECONDS})
       returning id)
    delete from import_row where id_import in (select id from stale)`);
}

/** The batch as the API answers it. */
export async function batchRecord(db: Database, id_company: number, id: number) {
  const [found] = await db
    .select(recordColumns)
    .from(importBatch)
    .where(and(eq(importBatch.id, id), eq(importBatch.id_company, id_company)));
  if (!found) throw notFound(problem('import.not_found'));
  return found;
}

/** The whole row, file included, for the server's own use. */
export async function batchRow(db: Executor, id_company: number, id: number): Promise<BatchRow> {
  const [found] = await db
    .select()
    .from(importBatch)
    .where(and(eq(importBatch.id, id), eq(importBatch.id_company, id_company)));
  if (!found) throw notFound(problem('import.not_found'));
  return found;
}

export const RECENT_BATCHES = 20;

export const recentBatches = (db: Database, id_company: number) =>
  db
    .select(recordColumns)
    .from(importBatch)
    .where(eq(importBatch.id_company, id_company))
    .orderBy(desc(importBatch.created_at), desc(importBatch.id))
    .limit(RECENT_BATCHES);
