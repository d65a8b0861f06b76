import type { FastifyPluginAsync } from 'fastify';
import { serveResource, type ModuleOptions } from '../moduleOptions';
import { productResource } from './product.resource';

/** The motorcycles a dealer sells. */
const productsModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  await serveResource(app, database, productResource);
};

export default productsModule;
