import { hkdfSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connection';
import { localKey, secretBox, type SecretBox } from '../whatsapp/secretBox';
import type { AddressRules, Resolve } from './address';
import { createWorker, DELIVER_QUEUE } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: {
      /** Seals and opens the endpoints' secrets. */
      box: SecretBox;
      rules: AddressRules;
      /** Name resolution for the address checks; tests give a stub. */
      resolve?: Resolve;
      /** Queues the committed deliveries that wait (after a ping, a resume). */
      dispatch(): Promise<void>;
    };
  }
}

/** How often an instance looks for deliveries a dead process left behind. */
const SWEEP_MS = 60_000;

/**
 * The endpoints' secrets are sealed with WEBHOOK_SECRETS_KEY, or with a key derived from
 * WA_CREDENTIALS_KEY (required in production), or with one kept in DATA_DIR (a single instance).
 */
function secretsKey(config: Config) {
  if (config.webhooks.secretsKey) return config.webhooks.secretsKey;
  if (config.whatsapp.credentialsKey) return Buffer.from(hkdfSync('sha256', config.whatsapp.credentialsKey, '', 'webhook-secrets', 32));
  return localKey(config.dataDir, 'webhook-secrets.key');
}

/** Outgoing webhooks (docs/webhooks.md): the outbox's sender on the job queue. */
export default fp<{ database: DatabaseHandle; config: Config; resolve?: Resolve }>(async function webhooks(app: FastifyInstance, { database, config, resolve }) {
  const box = secretBox(secretsKey(config));
  const rules: AddressRules = { allowLoopback: config.webhooks.allowLoopback };
  const worker = createWorker({ db: database.db, jobs: app.jobs, notifier: app.notifier, box, rules, resolve, ...config.webhooks });
  const failed = (err: unknown) => app.log.error({ err }, 'webhook dispatch');
  app.decorate('webhooks', { box, rules, resolve, dispatch: worker.dispatch });

  let timer: NodeJS.Timeout | undefined;
  const unsubscribe = app.events.subscribeAll((event) => {
    if (event.type === 'webhook') worker.dispatch().catch(failed);
  });
  app.addHook('onReady', async () => {
    // A retry waits for its delay in the queue; the attempt itself is bounded by the timeout.
    await app.jobs.work<{ id: string }>(DELIVER_QUEUE, (data, { signal }) => worker.deliver(data, signal), { retryLimit: 0, expireInSeconds: config.webhooks.timeoutMs / 1000 + 120 });
    await worker.sweep(true);
    timer = setInterval(() => void worker.sweep().catch(failed), SWEEP_MS);
    timer.unref();
  });
  // preClose: before the job queue stops and the database closes.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    unsubscribe();
    await worker.stop();
  });
});
