import type { FastifyPluginAsync } from 'fastify';
import { RESOURCES } from '../../../domain/resources';
import { serveResource, type ModuleOptions } from '../moduleOptions';
import orderDeliveryRoutes from './delivery.routes';
import { orderResource } from './order.resource';

/** Orders, numbered per dealer, with their instalments. */
const ordersModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  await serveResource(app, database, orderResource);
  await app.register(orderDeliveryRoutes, { prefix: RESOURCES.order.path, database });
};

export default ordersModule;
