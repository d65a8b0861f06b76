import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { problem } from '../../../domain/errors';
import type { Database, Executor } from '../../db/connection';
import { importBatch } from '../../db/schema';
import { notFound } from '../../plugins/errors';

/** Reading batches within the caller's company, and failing those whose run died. */

/** A running batch without a heartbeat for this long lost its process (killed, crashed). */
export const STALE_AFTER_SECONDS = 120;

/**
 * A running batch is stale when its heartbeat stopped, or at once when the database session of its
 * one transaction (run_pid, PostgreSQL) ended: a killed instance's sessions end with it, while
 * another instance still serves the batch (docs/deploy.md).
 */
const runDied = sql`${importBatch.status} = 'running' and (
      ${importBatch.heartbeat_at} < now() - make_interval(secs => ${STALE_AFTER_SECONDS})
      or (${importBatch.run_pid} is not null and not exists (select 1 from pg_stat_activity where pid = ${importBatch.run_pid})))`;

const { id_company: _company, file: _file, run_pid: _runPid, ...recordColumns } = getTableColumns(importBatch);

export type BatchRow = typeof importBatch.$inferSelect;

/**
 * Marks failed every running batch whose run died, and drops what that run had staged: nothing of
 * it was ever visible, and the batch may be started again.
 */
export async function failStaleBatches(db: Executor) {
  await db.execute(sql`
    with stale as (
      update ${importBatch} set status = 'failed', error = ${JSON.stringify(problem('import.interrupted'))}::jsonb, heartbeat_at = null, run_pid = null
       where ${runDied}
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
