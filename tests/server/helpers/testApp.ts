import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../../../server/app';
import { readConfig, type Config } from '../../../server/config';
import { openDatabase, type DatabaseHandle } from '../../../server/db/connection';
import type { Mail, Mailer } from '../../../server/mailer';
import { checkResponsesAgainstDocument } from './responseCheck';
import type { Resolve } from '../../../server/webhooks/address';
import type { Template } from './databaseTemplates';
import { jakartaDay } from './jakartaDay';

import { APP_KEY } from './appKey';

export { APP_KEY };

/**
 * A fresh database for one test file: in-memory PGlite, or (TEST_DB=postgres) a database created
 * on TEST_DATABASE_URL's server and dropped afterwards. It starts as a copy of a template the run
 * prepared once (tests/server/globalSetup.ts): migrated, and with the demo dealer when asked.
 */
export type TestDatabase = DatabaseHandle & { /** Set on PostgreSQL: a second instance can open it too. */ url?: string };

/** The demo template holds the day it was seeded on; a run that crossed midnight in Jakarta seeds its own. */
const templateFor = (template: Template): Template => (template === 'demo' && inject('demoSeededOn') !== jakartaDay() ? 'empty' : template);

const pgliteTemplates: Partial<Record<Template, Blob>> = {};

export async function openTestDatabase(requested: Template = 'empty'): Promise<TestDatabase> {
  const template = templateFor(requested);
  const source = inject('databaseTemplates')[template];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) {
    pgliteTemplates[template] ??= new Blob([readFileSync(source)]);
    return openDatabase({ copyOf: pgliteTemplates[template] });
  }
  const name = `sf_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${source}`);
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

export type TestAppOptions = Pick<AppOptions, 'push' | 'streamHeartbeatMs' | 'logger' | 'importChunkRows' | 'whatsappTransport' | 'webhookResolve'> & {
  distDir?: string;
  /** Another instance's database: the new app shares it, as instances behind a load balancer do. */
  database?: DatabaseHandle;
  /** What a database of its own starts as (default: migrated and empty). */
  template?: Template;
  /** Settings the environment would give, beside the test defaults. */
  config?: Partial<Config>;
};

/** The real app on a fresh database, with a mailer that keeps what it sends; every answer is checked against its API document. */
export async function startTestApp({ distDir = '/nonexistent', database: shared, template, config: settings, ...options }: TestAppOptions = {}) {
  const database: TestDatabase = shared ?? (await openTestDatabase(template));
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
