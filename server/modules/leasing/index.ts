import type { FastifyPluginAsync } from 'fastify';
import { RESOURCES } from '../../../domain/resources';
import { serveResource, type ModuleOptions } from '../moduleOptions';
import { leasingPartnerResource } from './partner.resource';
import simulationRoutes from './simulation.routes';
import unmappedRoutes from './unmapped.routes';

/** Credit sales: the leasing partners and their offers, and the simulations shown to prospects. */
const leasingModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  await serveResource(app, database, leasingPartnerResource);
  await app.register(unmappedRoutes, { prefix: RESOURCES['setting/leasing'].path, database });
  await app.register(simulationRoutes, { prefix: RESOURCES.prospect.path, database });
};

export default leasingModule;
