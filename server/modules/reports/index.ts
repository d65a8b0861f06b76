import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIXES } from '../../../domain/apiPaths';
import type { ModuleOptions } from '../moduleOptions';
import reportsRoutes from './reports.routes';

/** Laporan: the report figures and the records behind them (docs/reports.md). */
const reportsModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  await app.register(reportsRoutes, { prefix: API_PREFIXES.dashboard, database });
};

export default reportsModule;
