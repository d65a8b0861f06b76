import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIXES } from '../../../domain/apiPaths';
import type { ModuleOptions } from '../moduleOptions';
import calendarRoutes from './calendar.routes';
import pengajuanRoutes from './pengajuan.routes';
import summaryRoutes from './summary.routes';
import todayRoutes from './today.routes';

/** The dashboard's figures, its list of today, Kalender and the approval counts. */
const dashboardModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  await app.register(pengajuanRoutes, { prefix: API_PREFIXES.dashboard, database });
  await app.register(summaryRoutes, { prefix: API_PREFIXES.dashboard, database });
  await app.register(todayRoutes, { prefix: API_PREFIXES.dashboard, database });
  await app.register(calendarRoutes, { prefix: API_PREFIXES.dashboard, database });
};

export default dashboardModule;
