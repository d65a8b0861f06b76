import type { FastifyPluginAsync } from 'fastify';
import { serveResource, type ModuleOptions } from '../moduleOptions';
import { orderResource } from './order.resource';

/** Orders, numbered per dealer, with their instalments. */
const ordersModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  await serveResource(app, database, orderResource);
};

export default ordersModule;
