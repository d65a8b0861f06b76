import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../../server/app';
import { readConfig } from '../../../server/config';
import { openDatabase, type DatabaseHandle } from '../../../server/db/connection';
import type { Mail, Mailer } from '../../../server/mailer';

export const APP_KEY = 'sf-web';

/**
 * A fresh database for one test file: in-memory PGlite, or (TEST_DB=postgres) a database created
 * on TEST_DATABASE_URL's server and dropped afterwards.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
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
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** The real app on a fresh database, with a mailer that keeps what it sends. */
export async function startTestApp({ distDir = '/nonexistent' }: { distDir?: string } = {}) {
  const database = await openTestDatabase();
  const outbox: Mail[] = [];
  const mailer: Mailer = { send: async (mail) => void outbox.push(mail) };
  const config = { ...readConfig({}), appKeys: [APP_KEY], publicUrl: 'http://sales.test' };
  const app = await buildApp({ config, database, mailer, logger: false, distDir });
  await app.ready();
  return {
    app,
    database,
    outbox,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
