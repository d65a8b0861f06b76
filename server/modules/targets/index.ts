import type { FastifyPluginAsync } from 'fastify';
import { RESOURCES } from '../../../domain/resources';
import { serveResource, type ModuleOptions } from '../moduleOptions';
import { targetResource } from './target.resource';
import targetRoutes from './target.routes';

/** Setting Task: monthly targets of salespeople and groups, and their progress. */
const targetsModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  await serveResource(app, database, targetResource);
  await app.register(targetRoutes, { prefix: RESOURCES['setting/task'].path, database });
};

export default targetsModule;
