import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { extract } from 'tar';
import { PGLITE_EXTENSIONS, pgliteFolder } from '../db/connection';
import { pgRestore } from '../db/pgTools';
import { filesFolder } from '../files/local';
import { ARCHIVE_FORMAT, DATABASE_ENTRY, keyFilesOf, type Manifest } from './archive';


/** A refusal the operator can act on, printed as it is (Indonesian, as the app's other messages). */
export class RestoreRefused extends Error {}

const knownMigrations = (): number => {
  const journal = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations/meta/_journal.json');
  return (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
};

const isEmptyFolder = async (folder: string) => (await readdir(folder).catch(() => [])).length === 0;

/** Runs `work` on one connection to the PostgreSQL database at `url`. */
async function onPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The database's own schemas (the app's, its migrations', the job queue's, anything else). */
const ownSchemas = (client: pg.Client) =>
  client.query<{ name: string }>("select nspname as name from pg_namespace where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'");

/** Whether a PostgreSQL database already holds a table of its own. */
const postgresHoldsTables = (url: string) =>
  onPostgres(url, async (client) => {
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')");
    return rows[0].n > 0;
  });

/**
 * Empties a PostgreSQL database for a replacing restore: every schema of its own is dropped and
 * `public` made again. pg_restore's own --clean drops object by object, which the job queue's
 * partitioned tables refuse.
 */
const emptyPostgres = (url: string) =>
  onPostgres(url, async (client) => {
    for (const { name } of (await ownSchemas(client)).rows) await client.query(`drop schema ${pg.escapeIdentifier(name)} cascade`);
    await client.query('create schema public');
  });

export type RestoreTarget = { dataDir: string; databaseUrl?: string; filesInBucket: boolean; replace: boolean };

/**
 * Brings an archive of makeBackup back into the data folder and database `npm start` would use. An
 * archive of PGlite goes to PGlite, one of PostgreSQL to PostgreSQL. A target that already holds data
 * is refused unless `replace`, which drops it first. Answers what the archive said of itself.
 */
export async function restoreBackup(archive: string, target: RestoreTarget): Promise<Manifest> {
  const unpacked = await mkdtemp(path.join(tmpdir(), 'sf-restore-'));
  try {
    await extract({ file: archive, cwd: unpacked }).catch((error: unknown) => {
      throw new RestoreRefused(`Berkas ${archive} bukan arsip cadangan yang dapat dibaca: ${String(error)}`);
    });
    const manifest = JSON.parse(await readFile(path.join(unpacked, 'manifest.json'), 'utf8').catch(() => 'null')) as Manifest | null;
    if (manifest?.format !== ARCHIVE_FORMAT) throw new RestoreRefused(`Berkas ${archive} bukan arsip cadangan aplikasi ini.`);
    if (manifest.migrations > knownMigrations()) {
      throw new RestoreRefused('Cadangan ini dibuat oleh versi aplikasi yang lebih baru. Perbarui aplikasi dulu, lalu pulihkan.');
    }
    const targetKind = target.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== targetKind) {
      throw new RestoreRefused(
        manifest.database === 'pglite'
          ? 'Cadangan ini dari basis data bawaan (PGlite): pulihkan tanpa DATABASE_URL.'
          : 'Cadangan ini dari PostgreSQL: pulihkan dengan DATABASE_URL ke basis data PostgreSQL.',
      );
    }
    const files = filesFolder(target.dataDir);
    const restoresFiles = manifest.files !== null && !target.filesInBucket;
    // Every refusal before anything is written.
    const holdsData = target.databaseUrl ? await postgresHoldsTables(target.databaseUrl) : !(await isEmptyFolder(pgliteFolder(target.dataDir)));
    const holdsFiles = restoresFiles && !(await isEmptyFolder(files));
    if ((holdsData || holdsFiles) && !target.replace) {
      throw new RestoreRefused('Tujuan pemulihan sudah berisi data. Pakai --replace untuk menimpanya (data yang ada akan hilang).');
    }

    await mkdir(target.dataDir, { recursive: true });
    const snapshot = path.join(unpacked, DATABASE_ENTRY[manifest.database]);
    if (target.databaseUrl) {
      if (holdsData) await emptyPostgres(target.databaseUrl);
      await pgRestore(target.databaseUrl, snapshot);
    } else {
      await rm(pgliteFolder(target.dataDir), { recursive: true, force: true });
      const restored = new PGlite(pgliteFolder(target.dataDir), { loadDataDir: new Blob([await readFile(snapshot)]), extensions: PGLITE_EXTENSIONS });
      await restored.waitReady;
      await restored.close();
    }
    // The keys that sealed the restored secrets, over any the target had: those sealed nothing restored.
    const keys = path.join(unpacked, 'keys');
    for (const key of await keyFilesOf(keys)) await cp(path.join(keys, key), path.join(target.dataDir, key));
    if (restoresFiles) {
      await rm(files, { recursive: true, force: true });
      await cp(path.join(unpacked, 'files'), files, { recursive: true });
    }
    return manifest;
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}
