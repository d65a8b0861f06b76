import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions';
import demoRoutes from './demo.routes';
import linkRoutes from './link.routes';

/** Linking a WhatsApp number by QR, and the demo's phone when the fake stands in for WhatsApp. */
const whatsappModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  await app.register(linkRoutes, { database });
  const fake = app.whatsapp.fake;
  if (fake) await app.register(demoRoutes, { database, fake });
};

export default whatsappModule;
