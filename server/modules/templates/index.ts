import type { FastifyPluginAsync } from 'fastify';
import { serveResource, type ModuleOptions } from '../moduleOptions';
import metaReviewRoutes from './metaReview.routes';
import { templateResource } from './template.resource';

/** The WhatsApp message templates (docs/whatsapp.md, Templates) and their review at Meta. */
const templatesModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  await serveResource(app, database, templateResource);
  await app.register(metaReviewRoutes, { database });
};

export default templatesModule;
