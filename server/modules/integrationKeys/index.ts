import type { FastifyPluginAsync } from 'fastify';
import { INTEGRATION_KEYS } from '../../../domain/apiPaths';
import type { ModuleOptions } from '../moduleOptions';
import integrationKeyRoutes from './integrationKey.routes';

/** Kunci Integrasi: the Administrator's integration keys (the requests they sign are read by plugins/integrationKey.ts). */
const integrationKeysModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  await app.register(integrationKeyRoutes, { prefix: INTEGRATION_KEYS, database });
};

export default integrationKeysModule;
