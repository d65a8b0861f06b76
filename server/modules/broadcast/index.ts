import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIXES } from '../../../domain/apiPaths';
import type { ModuleOptions } from '../moduleOptions';
import broadcastRoutes from './broadcast.routes';
import { workBroadcastSteps } from './step';
import broadcastUsersRoutes from './users.routes';

/** Pesan Siaran (docs/whatsapp.md, Broadcasts): making broadcasts, their paced run on the job queue, the logs. */
const broadcastModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, config }) => {
  await app.register(broadcastRoutes, { prefix: API_PREFIXES.prospect, database });
  await app.register(broadcastUsersRoutes, { prefix: API_PREFIXES.user, database });
  await workBroadcastSteps(app, database, config.broadcast);
};

export default broadcastModule;
