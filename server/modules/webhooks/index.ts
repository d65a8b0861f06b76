import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIXES } from '../../../domain/apiPaths';
import type { ModuleOptions } from '../moduleOptions';
import webhookRoutes from './webhook.routes';

/** Outgoing webhooks: the Administrator's endpoints (the sender is server/webhooks). */
const webhooksModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  await app.register(webhookRoutes, { prefix: API_PREFIXES.master, database });
};

export default webhooksModule;
