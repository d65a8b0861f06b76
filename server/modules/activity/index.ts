import type { FastifyPluginAsync } from 'fastify';
import { RESOURCES } from '../../../domain/resources';
import type { ModuleOptions } from '../moduleOptions';
import activityRoutes from './activity.routes';

/** Aktivitas Pengguna: reading the activity log that the other modules write (server/plugins/activityLog.ts). */
const activityModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  await app.register(activityRoutes, { prefix: RESOURCES['setting/aktivitasUser'].path, database });
};

export default activityModule;
