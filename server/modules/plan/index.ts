import type { FastifyPluginAsync } from 'fastify';
import { PLAN } from '../../../domain/apiPaths';
import type { ModuleOptions } from '../moduleOptions';
import planRoutes from './plan.routes';

/** Paket Berlangganan: the company's plan and its usage (the limits are enforced by plugins/planLimits.ts where records are created). */
const planModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  await app.register(planRoutes, { prefix: PLAN, database });
};

export default planModule;
