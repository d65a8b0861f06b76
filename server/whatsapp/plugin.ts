import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connection';
import { FakeWhatsApp } from './fakeTransport';
import { createLinkManager, type LinkManager } from './links';
import { RENEW_MS } from './lease';
import { localKey, secretBox } from './secretBox';
import type { WaTransport } from './transport';
import { queueCloudOutbox, workCloudOutbox, type CloudContext } from './cloud/cloudOutbox';
import { startFakeGraph, type FakeGraph } from './cloud/fakeGraph';

declare module 'fastify' {
  interface FastifyInstance {
    whatsapp: {
      links: LinkManager;
      /** Set when the transport is the in-process fake: the demo's and tests' phone. */
      fake?: FakeWhatsApp;
      /** The Cloud API's Graph endpoint and the box of its secrets (docs/whatsapp.md, The Cloud API). */
      cloud: Pick<CloudContext, 'endpoint' | 'box'> & {
        /** Set in demo mode without a Graph API base: the local fake Meta. */
        fakeGraph?: FakeGraph;
      };
    };
  }
}

async function transportFor(config: Config, log: FastifyBaseLogger): Promise<WaTransport> {
  if (config.whatsapp.transport === 'fake') return new FakeWhatsApp();
  // baileys is large and only needed with a real number: loaded on demand.
  return (await import('./baileysTransport')).baileysTransport(log);
}

/** The WhatsApp links of this instance (docs/whatsapp.md); `transport` lets tests share one fake between instances. */
export default fp<{ database: DatabaseHandle; config: Config; transport?: WaTransport }>(async function whatsapp(
  app: FastifyInstance,
  { database, config, transport: given },
) {
  const transport = given ?? (await transportFor(config, app.log));
  const box = secretBox(config.whatsapp.credentialsKey ?? localKey(config.dataDir, 'wa-credentials.key'));
  const links = createLinkManager({
    database,
    transport,
    box,
    log: app.log,
    attemptMs: config.whatsapp.linkTimeoutSeconds * 1000,
  });
  const fakeGraph = config.whatsapp.cloud.baseUrl ? undefined : await startFakeGraph({ acceptAnyNumber: true });
  const { version, timeoutMs, parallel } = config.whatsapp.cloud;
  const endpoint = { baseUrl: config.whatsapp.cloud.baseUrl ?? (fakeGraph as FakeGraph).baseUrl, version, timeoutMs };
  app.decorate('whatsapp', { links, fake: transport instanceof FakeWhatsApp ? transport : undefined, cloud: { endpoint, box, fakeGraph } });
  await workCloudOutbox({ app, database, box, endpoint, parallel });

  const unsubscribe = app.events.subscribeAll((event) => {
    if (event.type === 'wa_link' || event.type === 'wa_outbox') links.onEvent(event.type, event.id_user);
    if (event.type === 'wa_cloud_outbox') queueCloudOutbox(app, event.id_company).catch((err: unknown) => app.log.error({ err }, 'Cloud API outbox'));
  });
  const tend = () => links.tend().catch((err: unknown) => app.log.error({ err }, 'WhatsApp leases'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await tend();
    timer = setInterval(tend, RENEW_MS);
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    unsubscribe();
    await links.close();
    await fakeGraph?.close();
  });
});
