import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { problem, type Problem } from '../../../domain/errors';
import type { DatabaseHandle } from '../../db/connection';
import { importBatch, importRow, user } from '../../db/schema';
import type { DataFileStore } from '../../files/dataFiles';
import type { JobHandler, JobQueue } from '../../plugins/jobs';
import { logActivity } from '../activity/log';
import type { BatchRow } from './batches';
import { Judge, productNames, type JudgedRow } from './judge';
import { ByteCounter, isBlank, readRecords, type FileRecord } from './parse';
import { PROSPECT_INSERT_COLUMNS, stageRows } from './staging';

/**
 * The run of a batch, on the job queue (docs/architecture.md, Background work). The file is read as
 * a stream and staged a chunk at a time (progress and heartbeat after each chunk, cancel and
 * shutdown looked at between chunks); then ONE transaction inserts every accepted row into prospect
 * and marks the batch completed. Until that commit nothing of the batch is visible, so a crash or
 * kill leaves only staged rows, which the next start (or the stale check) drops.
 */

export const IMPORT_JOB = 'import.run';
/** Sent after a batch whose owner is the company's distribution rule commits (built by the distribution work). */
export const DISTRIBUTION_JOB = 'distribution.auto';
/** Folder of the uploaded files in the file store. */
export const IMPORT_FILES = 'imports';
/** Rows judged and staged between two progress writes, cancel checks and heartbeats. */
const CHUNK_ROWS = 5000;

export type ImportJobData = { id_import: number };

type RunDeps = { database: DatabaseHandle; dataFiles: DataFileStore; jobs: JobQueue; log: FastifyBaseLogger; chunkRows?: number };

type Counts = { rows_read: number; imported: number; duplicates: number; invalid: number };
/** How staging ended: every row staged, or stopped (cancel, shutdown), or another run took the batch. */
type StageEnd = 'staged' | 'cancelled' | 'aborted' | 'lost';

const CLOSED_STATUSES = sql`('Deal', 'Not Deal')`;

async function claim({ db }: DatabaseHandle, id_import: number) {
  const [batch] = await db
    .update(importBatch)
    .set({
      status: 'running',
      attempt: sql`${importBatch.attempt} + 1`,
      started_at: sql`now()`,
      heartbeat_at: sql`now()`,
      finished_at: null,
      bytes_read: 0,
      rows_read: 0,
      imported: 0,
      duplicates: 0,
      invalid: 0,
      error: null,
    })
    .where(and(eq(importBatch.id, id_import), eq(importBatch.status, 'queued')))
    .returning();
  if (batch) await db.delete(importRow).where(eq(importRow.id_import, id_import));
  return batch;
}

/** Ends a run that wrote no prospect: its staged rows go, the batch says why. */
async function endWithout({ db }: DatabaseHandle, batch: BatchRow, status: 'failed' | 'cancelled', error: Problem | null) {
  await db.transaction(async (tx) => {
    await tx.delete(importRow).where(and(eq(importRow.id_import, batch.id), eq(importRow.attempt, batch.attempt)));
    await tx
      .update(importBatch)
      .set({ status, error, heartbeat_at: null, finished_at: sql`now()`, cancel_requested: false })
      .where(and(eq(importBatch.id, batch.id), eq(importBatch.attempt, batch.attempt)));
  });
}

async function stageFile(deps: RunDeps, batch: BatchRow, signal: AbortSignal): Promise<StageEnd | Counts> {
  const { database } = deps;
  const source = await deps.dataFiles.open(IMPORT_FILES, batch.file);
  if (!source) throw new Error(`import ${batch.id}: the uploaded file is gone`);
  const counter = new ByteCounter();
  source.once('error', (error) => counter.destroy(error));
  source.pipe(counter);
  const judge = new Judge(database, batch.id_company, {
    mapping: batch.mapping ?? [],
    source: batch.source,
    default_status: batch.default_status,
    products: await productNames(database, batch.id_company),
  });
  const counts: Counts = { rows_read: 0, imported: 0, duplicates: 0, invalid: 0 };
  let pending: FileRecord[] = [];

  const flush = async (bytes_read: number): Promise<StageEnd | null> => {
    const judged: JudgedRow[] = await judge.judge(pending);
    pending = [];
    await stageRows(database, batch.id, batch.attempt, judged);
    for (const entry of judged) {
      counts.rows_read += 1;
      if (entry.verdict === 'ok') counts.imported += 1;
      else if (entry.verdict === 'duplicate') counts.duplicates += 1;
      else counts.invalid += 1;
    }
    const [progress] = await database.db
      .update(importBatch)
      .set({ ...counts, bytes_read, heartbeat_at: sql`now()` })
      .where(and(eq(importBatch.id, batch.id), eq(importBatch.attempt, batch.attempt), eq(importBatch.status, 'running')))
      .returning({ cancel_requested: importBatch.cancel_requested });
    if (!progress) return 'lost';
    if (progress.cancel_requested) return 'cancelled';
    return signal.aborted ? 'aborted' : null;
  };

  let header = true;
  for await (const record of readRecords(counter, batch.file_kind)) {
    if (isBlank(record.cells)) continue;
    if (header) header = false;
    else pending.push(record);
    if (pending.length >= (deps.chunkRows ?? CHUNK_ROWS)) {
      const end = await flush(counter.bytes);
      if (end) return end;
    }
  }
  return (await flush(batch.file_bytes)) ?? counts;
}

/** The one transaction that makes the batch visible, or nothing when the batch was cancelled or taken meanwhile. */
async function commit({ database }: RunDeps, batch: BatchRow, counts: Counts): Promise<StageEnd | 'committed'> {
  return database.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: importBatch.status, attempt: importBatch.attempt, cancel_requested: importBatch.cancel_requested })
      .from(importBatch)
      .where(eq(importBatch.id, batch.id))
      .for('update');
    if (!current || current.status !== 'running' || current.attempt !== batch.attempt) return 'lost';
    if (current.cancel_requested) return 'cancelled';

    const owner = batch.owner_mode === 'user' && batch.id_owner !== null ? batch.id_owner : null;
    const [ownerGroup] = owner ? await tx.select({ id_group: user.id_group }).from(user).where(eq(user.id, owner)) : [];
    const columns = sql.raw(PROSPECT_INSERT_COLUMNS.join(', '));
    // A prospect typed in meanwhile with the same phone wins: the row counts as a duplicate.
    const inserted = await tx.execute(sql`
      with inserted as (
        insert into prospect (id_company, id_user, id_group, id_import, ${columns})
        select ${batch.id_company}, ${owner}::int, ${ownerGroup?.id_group ?? null}::int, ${batch.id}, ${columns}
          from import_row
         where id_import = ${batch.id} and attempt = ${batch.attempt} and verdict = 'ok'
        on conflict (id_company, phone) where status not in ${CLOSED_STATUSES} do nothing
        returning 1)
      select count(*)::int as n from inserted`);
    const imported = (inserted as unknown as { rows: { n: number }[] }).rows[0].n;
    const final = { ...counts, imported, duplicates: counts.duplicates + counts.imported - imported };
    await tx
      .update(importBatch)
      .set({ ...final, status: 'completed', bytes_read: batch.file_bytes, heartbeat_at: null, finished_at: sql`now()` })
      .where(eq(importBatch.id, batch.id));
    // Accepted rows are prospects now; the rejected ones stay for the report.
    await tx.delete(importRow).where(and(eq(importRow.id_import, batch.id), eq(importRow.verdict, 'ok')));
    await logActivity(tx, {
      id_company: batch.id_company,
      id_user: batch.id_user,
      action: 'import',
      entity: 'import_batch',
      id_entity: batch.id,
      detail: { file_name: batch.file_name, owner_mode: batch.owner_mode, ...final },
    });
    return 'committed';
  });
}

export function importJob(deps: RunDeps): JobHandler<ImportJobData> {
  return async ({ id_import }, { signal }) => {
    const batch = await claim(deps.database, id_import);
    if (!batch) return;
    try {
      const staged = await stageFile(deps, batch, signal);
      const end = typeof staged === 'string' ? staged : await commit(deps, batch, staged);
      if (end === 'cancelled') await endWithout(deps.database, batch, 'cancelled', null);
      if (end === 'aborted') await endWithout(deps.database, batch, 'failed', problem('import.interrupted'));
      if (end === 'committed' && batch.owner_mode === 'rule') {
        await deps.jobs.send(DISTRIBUTION_JOB, { id_company: batch.id_company, id_import: batch.id });
      }
    } catch (error) {
      deps.log.error({ err: error, id_import }, 'import failed');
      await endWithout(deps.database, batch, 'failed', problem('server_error'));
    }
  };
}
