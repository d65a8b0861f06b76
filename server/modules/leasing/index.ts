import type { FastifyPluginAsync } from 'fastify';
import { RESOURCES } from '../../../domain/resources';
import { serveReadOnlyResource, serveResource, type ModuleOptions } from '../moduleOptions';
import applicationRoutes from './application.routes';
import { leasingApplicationResource } from './application.resource';
import documentRoutes from './documents.routes';
import orderLeasingRoutes from './orderLeasing.routes';
import spkRoutes from './spk.routes';
import { leasingPartnerResource } from './partner.resource';
import simulationRoutes from './simulation.routes';
import unmappedRoutes from './unmapped.routes';
import offerFileRoutes from './offerFile.routes';

/** Credit sales: the leasing partners and their offers, the simulations shown to prospects, orders' applications and their documents, the SPK. */
const leasingModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, files, dataFiles }) => {
  await serveResource(app, database, leasingPartnerResource);
  await serveReadOnlyResource(app, database, leasingApplicationResource);
  const applications = RESOURCES['leasing/application'].path;
  await app.register(applicationRoutes, { prefix: applications, database });
  await app.register(documentRoutes, { prefix: applications, database, files });
  await app.register(orderLeasingRoutes, { prefix: RESOURCES.order.path });
  await app.register(spkRoutes, { prefix: RESOURCES.order.path, database, files });
  await app.register(unmappedRoutes, { prefix: RESOURCES['setting/leasing'].path, database });
  await app.register(offerFileRoutes, { prefix: RESOURCES['setting/leasing'].path, database, dataFiles });
  await app.register(simulationRoutes, { prefix: RESOURCES.prospect.path, database, files });
};

export default leasingModule;
