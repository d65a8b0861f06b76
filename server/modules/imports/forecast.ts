import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ImportForecast, ImportRules } from '../../../domain/imports';
import type { DatabaseHandle } from '../../db/connection';
import { importBatch } from '../../db/schema';
import type { DataFileStore } from '../../files/dataFiles';
import type { JobHandler } from '../../plugins/jobs';
import type { BatchRow } from './batches';
import { addToTally, emptyTally, judgedChunks } from './judgeFile';

/**
 * The forecast of a whole file before 'Mulai impor' (docs/product.md, Import Data): the file judged
 * as a run would judge it, on the job queue, nothing staged; the batch keeps the tally so far and
 * how far the file has been read. Asking again with other choices replaces it, and the older job
 * stops at its next chunk.
 */

export const IMPORT_FORECAST_JOB = 'import.forecast';
export type ForecastJobData = { id_import: number; key: string };

export type ForecastDeps = { database: DatabaseHandle; dataFiles: DataFileStore; log: FastifyBaseLogger; chunkRows?: number };

/** The new forecast for these choices, written on the batch; answers the job to send. */
export async function requestForecast({ db }: DatabaseHandle, batch: BatchRow, rules: ImportRules): Promise<ForecastJobData> {
  const forecast: ImportForecast = { key: randomUUID(), rules, state: 'running', bytes_read: 0, tally: emptyTally() };
  await db.update(importBatch).set({ forecast }).where(eq(importBatch.id, batch.id));
  return { id_import: batch.id, key: forecast.key };
}

/** Writes the forecast while it is still the batch's latest; false once a newer one replaced it. */
async function save({ db }: DatabaseHandle, id_import: number, forecast: ImportForecast) {
  const saved = await db
    .update(importBatch)
    .set({ forecast })
    .where(and(eq(importBatch.id, id_import), sql`${importBatch.forecast}->>'key' = ${forecast.key}`))
    .returning({ id: importBatch.id });
  return saved.length > 0;
}

export function forecastJob(deps: ForecastDeps): JobHandler<ForecastJobData> {
  return async ({ id_import, key }, { signal }) => {
    const [batch] = await deps.database.db.select().from(importBatch).where(eq(importBatch.id, id_import));
    const requested = batch?.forecast;
    if (!requested || requested.key !== key) return;
    const forecast: ImportForecast = { ...requested, tally: emptyTally() };
    try {
      for await (const { judged, bytes_read } of judgedChunks(deps, batch, requested.rules)) {
        addToTally(forecast.tally, judged);
        forecast.bytes_read = bytes_read;
        if (!(await save(deps.database, id_import, forecast))) return;
        // At shutdown the page sees it failed and asks again.
        if (signal.aborted) break;
      }
      await save(deps.database, id_import, { ...forecast, state: signal.aborted ? 'failed' : 'done' });
    } catch (error) {
      deps.log.error({ err: error, id_import }, 'import forecast failed');
      await save(deps.database, id_import, { ...forecast, state: 'failed' });
    }
  };
}
