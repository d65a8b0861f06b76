import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteDump, type DatabaseHandle } from '../../server/db/connection';
import { seedDemo } from '../../server/seed';
import { DEMO_ADMIN, type Template } from './helpers/databaseTemplates';
import { jakartaDay } from './helpers/jakartaDay';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each template lives: a PGlite dump's file, or a PostgreSQL template database's name. */
    databaseTemplates: Record<Template, string>;
    /** The day in Jakarta the demo template was seeded on: its "today" and "this month". */
    demoSeededOn: string;
  }
}

const prepare: Record<Template, (handle: DatabaseHandle) => Promise<unknown>> = {
  empty: async () => undefined,
  demo: (handle) => seedDemo(handle, DEMO_ADMIN),
};
const TEMPLATES = Object.keys(prepare) as Template[];

/**
 * Migrates and seeds once per run what each test file would otherwise build again (docs/testing.md,
 * Time): a migrated database, and one with the demo dealer. A file's database starts as a copy.
 */
export default async function setup(project: TestProject) {
  const serverUrl = project.config.env.TEST_DATABASE_URL;
  const demoSeededOn = jakartaDay(new Date());
  const { templates, remove } = project.config.env.TEST_DB === 'postgres' && serverUrl ? await postgresTemplates(serverUrl) : await pgliteTemplates();
  project.provide('databaseTemplates', templates);
  project.provide('demoSeededOn', demoSeededOn);
  return remove;
}

async function pgliteTemplates() {
  const folder = mkdtempSync(path.join(tmpdir(), 'sf-test-templates-'));
  const templates = {} as Record<Template, string>;
  for (const template of TEMPLATES) {
    templates[template] = path.join(folder, `${template}.tar`);
    writeFileSync(templates[template], Buffer.from(await (await pgliteDump(prepare[template])).arrayBuffer()));
  }
  return { templates, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

async function postgresTemplates(serverUrl: string) {
  const suffix = randomBytes(4).toString('hex');
  const templates = {} as Record<Template, string>;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const template of TEMPLATES) {
      templates[template] = `sf_template_${template}_${suffix}`;
      await admin.query(`create database ${templates[template]}`);
      const url = new URL(serverUrl);
      url.pathname = `/${templates[template]}`;
      const handle = await openDatabase({ url: url.toString() });
      await prepare[template](handle).finally(() => handle.close());
    }
  } finally {
    await admin.end();
  }
  return {
    templates,
    async remove() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      for (const name of Object.values(templates)) await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
