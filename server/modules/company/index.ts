import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIXES } from '../../../domain/apiPaths';
import type { ModuleOptions } from '../moduleOptions';
import companyRoutes from './company.routes';

/** The dealer's own settings. */
const companyModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, files }) => {
  await app.register(companyRoutes, { prefix: API_PREFIXES.master, database, files });
};

export default companyModule;
