import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type AppOptions } from '../../../server/app';
import { readConfig, type Config } from '../../../server/config';
import { openDatabase, type DatabaseHandle } from '../../../server/db/connection';
import type { Mail, Mailer } from '../../../server/mailer';
import { checkResponsesAgainstDocument } from './responseCheck';
import type { Resolve } from '../../../server/webhooks/address';

export const APP_KEY = 'sf-web';

/**
 * A fresh database for one test file: in-memory PGlite, or (TEST_DB=postgres) a database created
 * on TEST_DATABASE_URL's server and dropped afterwards.
 */
export type TestDatabase = DatabaseHandle & { /** Set on PostgreSQL: a second instance can open it too. */ url?: string };

export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) return openDatabase({});
  const name = `sf_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Webhook addresses resolve without a real lookup: 'localhost' is loopback, every other name is unknown. */
const loopbackNames: Resolve = async (hostname) => {
  if (hostname === 'localhost') return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`${hostname} is not resolved in tests`), { code: 'ENOTFOUND' });
};

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

type TestAppOptions = Pick<AppOptions, 'push' | 'streamHeartbeatMs' | 'logger' | 'importChunkRows' | 'whatsappTransport' | 'webhookResolve'> & {
  distDir?: string;
  /** Another instance's database: the new app shares it, as instances behind a load balancer do. */
  database?: DatabaseHandle;
  /** Settings the environment would give, beside the test defaults. */
  config?: Partial<Config>;
};

/** The real app on a fresh database, with a mailer that keeps what it sends; every answer is checked against its API document. */
export async function startTestApp({ distDir = '/nonexistent', database: shared, config: settings, ...options }: TestAppOptions = {}) {
  const database: TestDatabase = shared ?? (await openTestDatabase());
  const outbox: Mail[] = [];
  const mailer: Mailer = { send: async (mail) => void outbox.push(mail) };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sf-test-data-'));
  const defaults = readConfig({});
  // Webhook tests run their receiver on loopback (docs/webhooks.md, Address rules).
  const webhooks = { ...defaults.webhooks, allowLoopback: true };
  const config = { ...defaults, dataDir, appKeys: [APP_KEY], publicUrl: 'http://sales.test', webhooks, ...settings };
  const app = await buildApp({ config, database, mailer, distDir, logger: false, webhookResolve: loopbackNames, ...options });
  checkResponsesAgainstDocument(app);
  await app.ready();
  return {
    app,
    database,
    outbox,
    dataDir,
    async close() {
      await app.close();
      if (!shared) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
