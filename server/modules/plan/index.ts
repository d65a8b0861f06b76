import type { FastifyPluginAsync } from 'fastify';
import { PLAN } from '../../../domain/apiPaths';
import type { ModuleOptions } from '../moduleOptions';
import { IMAGE_SIZES_QUEUE, imageSizer } from './imageSizes';
import planRoutes from './plan.routes';

/**
 * Paket Berlangganan: the company's plan and its usage (the limits are enforced by
 * plugins/planLimits.ts where records are created), and the sizes of the images stored before
 * sizes were recorded, measured once after each start.
 */
const planModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, files }) => {
  await app.register(planRoutes, { prefix: PLAN, database });
  await app.jobs.work(IMAGE_SIZES_QUEUE, imageSizer(database.db, files), { expireInSeconds: 3600, retryLimit: 1, policy: 'short' });
  app.addHook('onReady', async () => {
    await app.jobs.sendWith(IMAGE_SIZES_QUEUE, {}, { singletonKey: 'all' });
  });
};

export default planModule;
