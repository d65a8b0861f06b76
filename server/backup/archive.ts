import { chmod, cp, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { create } from 'tar';
import type { DatabaseHandle } from '../db/connection';
import { filesFolder } from '../files/local';

/**
 * A backup (docs/backups.md): one dated .tar.gz holding `manifest.json`, the database's snapshot
 * (`database.tar`, PGlite's data folder, or `database.dump`, pg_dump's custom format), the file
 * store's folder (`files/`: photos, documents, import and export files) and the keys the app made
 * itself in DATA_DIR (`keys/`), without which the secrets it sealed in the database cannot be opened.
 */
export const ARCHIVE_FORMAT = 1;
export const DATABASE_ENTRY = { pglite: 'database.tar', postgres: 'database.dump' } as const;

export type Manifest = {
  format: number;
  made_at: string;
  database: DatabaseHandle['kind'];
  /** How many of the app's migrations the database had: an app that knows fewer cannot restore it. */
  migrations: number;
  /** Files copied from the local store; null when the files live in an S3 bucket, which keeps its own. */
  files: number | null;
};

export const defaultBackupFolder = (dataDir: string) => path.join(dataDir, 'backups');
/** The keys made once in DATA_DIR when none is configured (README, Configuration): wa-credentials.key and the like. */
export const keyFilesOf = async (folder: string) => (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.key'));

/** 2026-11-30T04:05:06.789Z → 20261130-040506-789 (UTC): sorts as it was made, two in one second apart. */
const stamp = (moment: Date) => moment.toISOString().slice(0, 23).replaceAll('-', '').replace('T', '-').replaceAll(':', '').replace('.', '-');

async function countFiles(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

export const appliedMigrations = async (database: Pick<DatabaseHandle, 'query'>) =>
  (await database.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'))[0].n;

/**
 * Backs up the database and the local file store into `into` while the app keeps serving; answers
 * the archive's path. The database is copied first: a file taken after it belongs to a record that
 * is in it, or is one more file than its records need, never one fewer, save a file removed in
 * between (a photo replaced, a record deleted).
 */
export async function makeBackup(database: DatabaseHandle, { dataDir, into, filesInBucket }: { dataDir: string; into: string; filesInBucket: boolean }) {
  await mkdir(into, { recursive: true });
  const madeAt = new Date();
  const staging = await mkdtemp(path.join(into, '.making-'));
  try {
    await database.snapshot(path.join(staging, DATABASE_ENTRY[database.kind]));
    const entries: string[] = [DATABASE_ENTRY[database.kind], 'manifest.json', 'keys'];
    await mkdir(path.join(staging, 'keys'));
    for (const key of await keyFilesOf(dataDir)) await cp(path.join(dataDir, key), path.join(staging, 'keys', key));
    let files: number | null = null;
    if (!filesInBucket) {
      const source = filesFolder(dataDir);
      const present = await stat(source).then((found) => found.isDirectory(), () => false);
      if (present) await cp(source, path.join(staging, 'files'), { recursive: true });
      else await mkdir(path.join(staging, 'files'));
      files = await countFiles(path.join(staging, 'files'));
      entries.push('files');
    }
    const manifest: Manifest = { format: ARCHIVE_FORMAT, made_at: madeAt.toISOString(), database: database.kind, migrations: await appliedMigrations(database), files };
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const archive = path.join(into, `cadangan-${stamp(madeAt)}.tar.gz`);
    // Written under another name and renamed at the end: a half-written archive never looks like a backup.
    const partial = `${archive}.partial`;
    // Readable by the owner only: the archive holds the data and the keys that open its secrets.
    await create({ gzip: true, cwd: staging, file: partial, portable: true }, entries);
    await chmod(partial, 0o600);
    await rename(partial, archive);
    return archive;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
