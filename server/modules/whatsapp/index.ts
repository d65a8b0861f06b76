import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions';
import demoRoutes from './demo.routes';
import linkRoutes from './link.routes';
import cloudAccountRoutes from './cloudAccount.routes';
import cloudWebhookRoutes from './cloudWebhook.routes';
import cloudDemoRoutes from './cloudDemo.routes';

/**
 * Linking a WhatsApp number by QR, and the demo's phone when the fake stands in for WhatsApp; the
 * company's WhatsApp Business number on the Cloud API and Meta's webhook.
 */
const whatsappModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, config }) => {
  await app.register(linkRoutes, { database });
  await app.register(cloudAccountRoutes, { database, config });
  await app.register(cloudWebhookRoutes, { database });
  const fake = app.whatsapp.fake;
  if (fake) await app.register(demoRoutes, { database, fake });
  const fakeGraph = app.whatsapp.cloud.fakeGraph;
  if (fakeGraph) await app.register(cloudDemoRoutes, { database, fakeGraph });
};

export default whatsappModule;
