import type { FastifyPluginAsync } from 'fastify';
import { EXPORTS } from '../../../domain/apiPaths';
import type { ModuleOptions } from '../moduleOptions';
import { CLEANUP_INTERVAL_MS, removeExpiredExports } from './cleanup';
import exportRoutes from './export.routes';
import { EXPORT_QUEUE, exportBuilder, type ExportJobData } from './exportJob';

/**
 * Export Data: an export is a durable job on the queue (docs/architecture.md, Background work). The
 * routes record and queue it, the job writes its file into the file store, and exports past
 * EXPORT_KEEP_HOURS are removed by every instance now and then.
 */
const exportsModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, files }) => {
  // A killed process's run is expired by the queue after an hour and tried once more from the start.
  await app.jobs.work<ExportJobData>(EXPORT_QUEUE, exportBuilder(database, files, app.log), { expireInSeconds: 3600, retryLimit: 1 });
  await app.register(exportRoutes, { prefix: EXPORTS, database, files });

  const cleanUp = () => removeExpiredExports(database.db, files).catch((err: unknown) => app.log.error({ err }, 'removing old exports'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void cleanUp();
    timer = setInterval(cleanUp, CLEANUP_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};

export default exportsModule;
