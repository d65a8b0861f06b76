import type { FastifyPluginAsync } from 'fastify';
import { serveResource, type ModuleOptions } from '../moduleOptions';
import { templateResource } from './template.resource';

/** The WhatsApp message templates (docs/whatsapp.md, Templates). */
const templatesModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  await serveResource(app, database, templateResource);
};

export default templatesModule;
