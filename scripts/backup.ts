/**
 * `npm run backup [-- --into FOLDER]` (docs/backups.md): one dated archive of the database and the
 * file store, made while the app runs, into DATA_DIR/backups unless told; its path is the last line.
 * On the embedded database the running app makes it (server/backup/controlSocket.ts); with no app
 * running, or on PostgreSQL, this command makes it itself.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultBackupFolder, makeBackup } from '../server/backup/archive';
import { askRunningApp } from '../server/backup/controlSocket';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';

const { values } = parseArgs({ options: { into: { type: 'string' } } });
const config = readConfig();
const into = path.resolve(values.into ?? defaultBackupFolder(config.dataDir));
const filesInBucket = config.s3 !== undefined;

async function backUp(): Promise<string> {
  if (!config.databaseUrl) {
    const made = await askRunningApp(config.dataDir, into);
    if (made) return made;
  }
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    return await makeBackup(database, { dataDir: config.dataDir, into, filesInBucket });
  } finally {
    await database.close();
  }
}

try {
  const archive = await backUp();
  if (filesInBucket) process.stdout.write('Berkas ada di bucket S3 dan tidak ikut dicadangkan: pakai versioning bucket (docs/backups.md).\n');
  process.stdout.write(`Cadangan dibuat:\n${archive}\n`);
} catch (error) {
  process.stderr.write(`Cadangan gagal: ${(error as Error).message}\n`);
  process.exitCode = 1;
}
