import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { problem, type Problem } from '../../../domain/errors';
import type { BulkWriter, DatabaseHandle } from '../../db/connection';
import { importBatch, importRow, user } from '../../db/schema';
import type { DataFileStore } from '../../files/dataFiles';
import { AppError, isUniqueViolation } from '../../plugins/errors';
import type { JobHandler, JobQueue } from '../../plugins/jobs';
import { logActivityIn, personActor } from '../../plugins/activityLog';
import { ensureImportWithinPlan, importRoomChecker } from '../../plugins/planLimits';
import { emitWebhooksIn } from '../../webhooks/outbox';
import { sendToRule } from '../distribution/autoDistribution';
import type { ImportTally } from '../../../domain/imports';
import type { BatchRow } from './batches';
import { addToTally, countsOf, emptyTally, judgedChunks } from './judgeFile';
import { CopiedRows, SpooledRows, stageReported, type AcceptedRows, type BatchColumns } from './staging';

/**
 * The run of a batch, on the job queue (docs/architecture.md, Background work). The file is read as
 * a stream and staged a chunk at a time (staging.ts; progress and heartbeat after each chunk, cancel
 * and shutdown looked at between chunks); then ONE transaction COPYs every accepted row into
 * prospect and marks the batch completed. Until that commit nothing of the batch is visible, so a
 * crash or kill leaves only staged rows, which the next start (or the stale check) drops.
 */

export const IMPORT_JOB = 'import.run';

export type ImportJobData = { id_import: number };

export type RunDeps = {
  database: DatabaseHandle;
  dataFiles: DataFileStore;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  chunkRows?: number;
};

/** How staging ended: every row staged, or stopped (cancel, shutdown), or another run took the batch. */
type StageEnd = 'staged' | 'cancelled' | 'aborted' | 'lost';

async function claim({ db }: DatabaseHandle, id_import: number) {
  const [batch] = await db
    .update(importBatch)
    .set({
      status: 'running',
      attempt: sql`${importBatch.attempt} + 1`,
      started_at: sql`now()`,
      heartbeat_at: sql`now()`,
      run_pid: null,
      finished_at: null,
      bytes_read: 0,
      rows_read: 0,
      imported: 0,
      duplicates: 0,
      invalid: 0,
      tally: null,
      error: null,
    })
    .where(and(eq(importBatch.id, id_import), eq(importBatch.status, 'queued')))
    .returning();
  if (batch) await db.delete(importRow).where(eq(importRow.id_import, id_import));
  return batch;
}

/** Ends a run that wrote no prospect: its staged rows go, the batch says why. */
async function endWithout({ database }: RunDeps, batch: BatchRow, spooled: SpooledRows | null, status: 'failed' | 'cancelled', error: Problem | null) {
  await spooled?.remove();
  await database.db.transaction(async (tx) => {
    await tx.delete(importRow).where(and(eq(importRow.id_import, batch.id), eq(importRow.attempt, batch.attempt)));
    await tx
      .update(importBatch)
      .set({ status, error, heartbeat_at: null, finished_at: sql`now()`, cancel_requested: false })
      .where(and(eq(importBatch.id, batch.id), eq(importBatch.attempt, batch.attempt)));
  });
}

async function stageFile(deps: RunDeps, batch: BatchRow, accepted: AcceptedRows, signal: AbortSignal): Promise<StageEnd | ImportTally> {
  const { database } = deps;
  const rules = { mapping: batch.mapping ?? [], source: batch.source, default_status: batch.default_status };
  const tally = emptyTally();
  const ensureRoom = await importRoomChecker(database.db, batch.id_company);
  for await (const { judged, bytes_read } of judgedChunks(deps, batch, rules)) {
    await accepted.add(judged);
    await stageReported(database, batch.id, batch.attempt, judged);
    addToTally(tally, judged);
    ensureRoom(countsOf(tally).imported);
    const [progress] = await database.db
      .update(importBatch)
      .set({ ...countsOf(tally), tally, bytes_read, heartbeat_at: sql`now()` })
      .where(and(eq(importBatch.id, batch.id), eq(importBatch.attempt, batch.attempt), eq(importBatch.status, 'running')))
      .returning({ cancel_requested: importBatch.cancel_requested });
    if (!progress) return 'lost';
    if (progress.cancel_requested) return 'cancelled';
    if (signal.aborted) return 'aborted';
  }
  return tally;
}

/**
 * The end of the one transaction that makes the batch visible: nothing when the batch was cancelled
 * or taken meanwhile, otherwise the accepted rows written, the batch completed and logged.
 */
async function finish(bulk: BulkWriter, batch: BatchRow, accepted: AcceptedRows, tally: ImportTally): Promise<StageEnd | 'committed'> {
  const [current] = await bulk.query<{ status: string; attempt: number; cancel_requested: boolean }>(
    'select status, attempt, cancel_requested from import_batch where id = $1 for update',
    [batch.id],
  );
  if (!current || current.status !== 'running' || current.attempt !== batch.attempt) return 'lost';
  if (current.cancel_requested) return 'cancelled';
  // A prospect typed in meanwhile with a phone of the file breaks the unique index: the whole batch fails.
  await accepted.copyInto(bulk);
  const counts = countsOf(tally);
  // Over the plan's prospects, the whole batch fails and the transaction writes none of its rows.
  await ensureImportWithinPlan(bulk, batch.id_company, counts.imported);
  // now() would be when the run's transaction began; the batch finished now, at its commit.
  await bulk.query(
    `update import_batch set status = 'completed', rows_read = $2, imported = $3, duplicates = $4, invalid = $5, tally = $6,
            bytes_read = file_bytes, heartbeat_at = null, finished_at = clock_timestamp() where id = $1`,
    [batch.id, counts.rows_read, counts.imported, counts.duplicates, counts.invalid, JSON.stringify(tally)],
  );
  await logActivityIn(bulk, {
    id_company: batch.id_company,
    ...personActor(batch.id_user),
    action: 'import',
    entity: 'import_batch',
    id_entity: batch.id,
    detail: { file_name: batch.file_name, owner_mode: batch.owner_mode, ...counts },
  });
  await emitWebhooksIn(bulk, batch.id_company, 'import.finished', [
    { id: batch.id, status: 'completed', file_name: batch.file_name, id_user: batch.id_user, ...counts },
  ]);
  return 'committed';
}

/** Carries a run's end out of its transaction, rolling it back. */
class RunStopped extends Error {
  constructor(readonly end: StageEnd) {
    super(end);
  }
}

/** Names the run's session on the batch, so that its end with a killed process fails the batch at once (batches.ts). */
async function recordSession({ database }: RunDeps, bulk: BulkWriter, batch: BatchRow) {
  const [{ pid }] = await bulk.query<{ pid: number }>('select pg_backend_pid() as pid');
  await database.db
    .update(importBatch)
    .set({ run_pid: pid })
    .where(and(eq(importBatch.id, batch.id), eq(importBatch.attempt, batch.attempt), eq(importBatch.status, 'running')));
}

/** PostgreSQL: the whole run in one transaction of its own connection, the prospects COPYed chunk by chunk. */
async function runInOneTransaction(deps: RunDeps, batch: BatchRow, shared: BatchColumns, signal: AbortSignal) {
  try {
    return await deps.database.bulkTransaction(async (bulk) => {
      await recordSession(deps, bulk, batch);
      const accepted = new CopiedRows(bulk, shared);
      const staged = await stageFile(deps, batch, accepted, signal);
      const end = typeof staged === 'string' ? staged : await finish(bulk, batch, accepted, staged);
      if (end !== 'committed') throw new RunStopped(end);
      return end;
    });
  } catch (error) {
    if (error instanceof RunStopped) return error.end;
    throw error;
  }
}

/** PGlite: the rows staged in the spool folder, then one short transaction that COPYs them. */
async function runSpooled(deps: RunDeps, batch: BatchRow, accepted: SpooledRows, signal: AbortSignal) {
  await accepted.start();
  const staged = await stageFile(deps, batch, accepted, signal);
  return typeof staged === 'string' ? staged : deps.database.bulkTransaction((bulk) => finish(bulk, batch, accepted, staged));
}

/** The owner every prospect of the batch gets, with their group; nobody for List Distribusi and the rule. */
async function ownerOf({ db }: DatabaseHandle, batch: BatchRow) {
  if (batch.owner_mode !== 'user' || batch.id_owner === null) return { id_user: null, id_group: null };
  const [owner] = await db.select({ id: user.id, id_group: user.id_group }).from(user).where(eq(user.id, batch.id_owner));
  return { id_user: owner?.id ?? null, id_group: owner?.id_group ?? null };
}

/** Hands the committed batch's unassigned prospects to the company's distribution rule (its job). */
async function handToRule({ database, jobs }: RunDeps, batch: BatchRow) {
  const prospects = await database.query<{ id: number }>('select id from prospect where id_import = $1 and id_user is null order by id', [batch.id]);
  await sendToRule(jobs, { id_company: batch.id_company, ids: prospects.map((p) => p.id) });
}

/** Why a run failed, as the batch tells it: a refusal it knows (a phone typed in meanwhile, the plan), or a server error, logged. */
function failureOf({ log }: RunDeps, id_import: number, error: unknown): Problem {
  if (isUniqueViolation(error)) return problem('import.phone_taken_meanwhile');
  if (error instanceof AppError) return error.problem;
  log.error({ err: error, id_import }, 'import failed');
  return problem('server_error');
}

export function importJob(deps: RunDeps): JobHandler<ImportJobData> {
  return async ({ id_import }, { signal }) => {
    const batch = await claim(deps.database, id_import);
    if (!batch) return;
    const shared = { id_company: batch.id_company, id_import: batch.id, ...(await ownerOf(deps.database, batch)) };
    const spooled = deps.database.kind === 'postgres' ? null : new SpooledRows(SpooledRows.folderOf(deps.dataFiles.spoolDir, batch.id), shared);
    try {
      const end = spooled ? await runSpooled(deps, batch, spooled, signal) : await runInOneTransaction(deps, batch, shared, signal);
      if (end === 'cancelled') await endWithout(deps, batch, spooled, 'cancelled', null);
      else if (end === 'aborted') await endWithout(deps, batch, spooled, 'failed', problem('import.interrupted'));
      else if (end !== 'lost') await spooled?.remove();
      if (end === 'committed' && batch.owner_mode === 'rule') await handToRule(deps, batch);
    } catch (error) {
      await endWithout(deps, batch, spooled, 'failed', failureOf(deps, id_import, error));
    }
  };
}
