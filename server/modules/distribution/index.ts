import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIXES } from '../../../domain/apiPaths';
import type { ModuleOptions } from '../moduleOptions';
import { workAutoDistribution } from './autoDistribution';
import distributionRoutes from './distribution.routes';
import historyRoutes from './history.routes';
import monitoringRoutes from './monitoring.routes';
import ruleRoutes from './rule.routes';

/** Distribusi Data: List Distribusi, the standing rule and its worker, Monitoring User, Riwayat Distribusi. */
const distributionModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  const prefix = API_PREFIXES.distribution;
  await app.register(distributionRoutes, { prefix, database });
  await app.register(historyRoutes, { prefix, database });
  await app.register(ruleRoutes, { prefix, database });
  await app.register(monitoringRoutes, { prefix, database });
  await workAutoDistribution(app);
};

export default distributionModule;
