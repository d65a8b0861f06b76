import type { FastifyPluginAsync } from 'fastify';
import { serveResource, type ModuleOptions } from '../moduleOptions';
import { templateResource } from './template.resource';

/** WhatsApp message templates (Pengaturan Template). */
const templatesModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  await serveResource(app, database, templateResource);
};

export default templatesModule;
