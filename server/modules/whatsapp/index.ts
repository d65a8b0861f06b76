import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../moduleOptions';
import demoRoutes from './demo.routes';
import linkRoutes from './link.routes';
import cloudAccountRoutes from './cloudAccount.routes';
import cloudWebhookRoutes from './cloudWebhook.routes';
import cloudDemoRoutes from './cloudDemo.routes';
import { UPKEEP_INTERVAL_MS, upkeepCloudAccounts } from './cloudUpkeep';

/**
 * Linking a WhatsApp number by QR, and the demo's phone when the fake stands in for WhatsApp; the
 * company's WhatsApp Business number on the Cloud API, Meta's webhook, and the number's upkeep.
 */
const whatsappModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, config }) => {
  await app.register(linkRoutes, { database });
  await app.register(cloudAccountRoutes, { database, config });
  await app.register(cloudWebhookRoutes, { database });
  const fake = app.whatsapp.fake;
  if (fake) await app.register(demoRoutes, { database, fake });
  const fakeGraph = app.whatsapp.cloud.fakeGraph;
  if (fakeGraph) await app.register(cloudDemoRoutes, { database, fakeGraph });

  const upkeep = () => upkeepCloudAccounts(app, database.db).catch((err: unknown) => app.log.error({ err }, 'business numbers upkeep'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void upkeep();
    timer = setInterval(upkeep, UPKEEP_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};

export default whatsappModule;
