import type { FastifyPluginAsync } from 'fastify';
import { IMPORTS } from '../../../domain/apiPaths';
import type { ModuleOptions } from '../moduleOptions';
import { failStaleBatches } from './batches';
import { forecastJob, IMPORT_FORECAST_JOB, type ForecastJobData } from './forecast';
import importRoutes from './import.routes';
import { IMPORT_JOB, importJob, type ImportJobData } from './run';
import { SpooledRows } from './staging';

/** A run may take this long before the queue counts its process as dead (100,000 rows take well under a minute). */
const RUN_EXPIRES_SECONDS = 60 * 60;

/** Import Data: prospects from a CSV or XLSX file, run in the background (docs/product.md). */
const importsModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, dataFiles, importChunkRows }) => {
  await app.register(importRoutes, { prefix: IMPORTS, database, dataFiles, jobs: app.jobs });
  // A person must see a failed run and start it again: the queue never retries it by itself.
  const run = importJob({ database, dataFiles, jobs: app.jobs, log: app.log, chunkRows: importChunkRows });
  await app.jobs.work<ImportJobData>(IMPORT_JOB, run, { expireInSeconds: RUN_EXPIRES_SECONDS, retryLimit: 0 });
  // A forecast that failed is asked for again by the page.
  const forecast = forecastJob({ database, dataFiles, log: app.log, chunkRows: importChunkRows });
  await app.jobs.work<ForecastJobData>(IMPORT_FORECAST_JOB, forecast, { expireInSeconds: RUN_EXPIRES_SECONDS, retryLimit: 0 });
  // Runs left by a process that died are failed at start rather than at the first look, and the
  // accepted rows they spooled removed.
  await failStaleBatches(database.db);
  await SpooledRows.removeLeftOver(database, dataFiles.spoolDir);
};

export default importsModule;
