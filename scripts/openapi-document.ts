/**
 * Writes the OpenAPI document of the real app (what /api/docs serves) to the file named by the
 * first argument, or to stdout: the app is built on an in-memory PGlite, no server listens.
 */
import { writeFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';

const dataDir = mkdtempSync(path.join(tmpdir(), 'sf-openapi-'));
const database = await openDatabase({});
const app = await buildApp({ config: { ...readConfig({}), dataDir, appKeys: ['openapi'] }, database, logger: false });
try {
  await app.ready();
  const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  if (process.argv[2]) writeFileSync(process.argv[2], document);
  else process.stdout.write(document);
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
