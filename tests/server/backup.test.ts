import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBackup } from '../../server/backup/archive';
import { dailyBackup } from '../../server/backup/dailyBackups';
import { restoreBackup, RestoreRefused, type RestoreTarget } from '../../server/backup/restore';
import { openDatabase } from '../../server/db/connection';
import { s3Backend } from '../../server/files/s3';
import { startBucket } from './helpers/bucket';
import { startDemoApp, type Session } from './helpers/demo';
import { APP_KEY, type TestApp } from './helpers/testApp';

const PROSPECTS = '/api/prospect/v1/prospect';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let t: TestApp;
let admin: Session;
const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(path.join(tmpdir(), 'sf-backup-test-'));
  folders.push(made);
  return made;
};

/** A place to restore into, of the test's backend: a new data folder, and on PostgreSQL a new empty database. */
async function emptyTarget(): Promise<RestoreTarget & { rows<T>(sql: string): Promise<T[]>; drop(): Promise<void> }> {
  const dataDir = folder();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (t.database.kind === 'pglite' || !serverUrl) {
    return {
      dataDir,
      filesInBucket: false,
      replace: false,
      async rows<T>(sql: string) {
        const restored = await openDatabase({ dataDir });
        try {
          return await restored.query<T>(sql);
        } finally {
          await restored.close();
        }
      },
      drop: async () => undefined,
    };
  }
  const name = `sf_restore_${randomBytes(5).toString('hex')}`;
  const run = async (sql: string, url = serverUrl) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    filesInBucket: false,
    replace: false,
    rows: (sql) => run(sql, url.toString()),
    drop: async () => void (await run(`drop database if exists ${name} with (force)`)),
  };
}

beforeAll(async () => {
  ({ t, admin } = await startDemoApp());
});
afterAll(async () => {
  await t.close();
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

describe('a backup made while the app works, restored elsewhere', () => {
  it('holds every record committed before it began and their photos, and refuses to overwrite data unless told', async () => {
    const pictured = (await admin.api.json('POST', PROSPECTS, { name: 'Berfoto Cadangan', phone: '081977000001' })).json() as { id: number };
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)]), 'foto.png');
    const photoUpload = await t.app.inject({ method: 'POST', url: `${PROSPECTS}/${pictured.id}/photo`, headers: { authorization: `Bearer ${admin.token}`, 'x-app-key': APP_KEY }, payload: form });
    const photo = photoUpload.json().photo as string;
    // A key the app made for itself in DATA_DIR, which sealed secrets in the database.
    writeFileSync(path.join(t.dataDir, 'wa-credentials.key'), randomBytes(32));

    // Prospects keep being written, one after another, before, during and after the backup.
    const committed: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n += 1) {
        const name = `Cadangan ${n}`;
        const made = await admin.api.json('POST', PROSPECTS, { name, phone: `0819880${String(n).padStart(5, '0')}` });
        expect(made.statusCode, made.body).toBe(201);
        committed.push(name);
      }
    })();
    await expect.poll(() => committed.length).toBeGreaterThanOrEqual(3);
    const before = [...committed];
    const archive = await makeBackup(t.database, { dataDir: t.dataDir, into: folder(), filesInBucket: false });
    writing = false;
    await writer;
    expect(path.basename(archive)).toMatch(/^cadangan-\d{8}-\d{6}-\d{3}\.tar\.gz$/);

    const target = await emptyTarget();
    try {
      const manifest = await restoreBackup(archive, target);
      expect(manifest).toMatchObject({ format: 1, database: t.database.kind, files: expect.any(Number) });
      const names = new Set((await target.rows<{ name: string }>("select name from prospect where name like 'Cadangan %'")).map((row) => row.name));
      expect(before.filter((name) => !names.has(name))).toEqual([]);
      const [restoredPhoto] = await target.rows<{ photo: string }>(`select photo from prospect where id = ${pictured.id}`);
      expect(restoredPhoto.photo).toBe(photo);
      expect(existsSync(path.join(target.dataDir, 'files', 'prospects', photo))).toBe(true);
      expect(readFileSync(path.join(target.dataDir, 'wa-credentials.key'))).toEqual(readFileSync(path.join(t.dataDir, 'wa-credentials.key')));

      await expect(restoreBackup(archive, target)).rejects.toThrow('Tujuan pemulihan sudah berisi data. Pakai --replace untuk menimpanya (data yang ada akan hilang).');
      await restoreBackup(archive, { ...target, replace: true });
      expect((await target.rows<{ n: number }>(`select count(*)::int as n from prospect where id = ${pictured.id}`))[0].n).toBe(1);
    } finally {
      await target.drop();
    }
  });

  it('refuses a file that is no backup of this app, and a backup of the other kind of database', async () => {
    const notAnArchive = path.join(folder(), 'bukan.tar.gz');
    writeFileSync(notAnArchive, 'bukan arsip');
    const target = await emptyTarget();
    try {
      await expect(restoreBackup(notAnArchive, target)).rejects.toBeInstanceOf(RestoreRefused);
      const archive = await makeBackup(t.database, { dataDir: t.dataDir, into: folder(), filesInBucket: false });
      const otherKind = target.databaseUrl ? { ...target, databaseUrl: undefined } : { ...target, databaseUrl: 'postgres://127.0.0.1:1/none' };
      await expect(restoreBackup(archive, otherKind)).rejects.toThrow(/^Cadangan ini dari /);
    } finally {
      await target.drop();
    }
  });

  it('keeps the newest daily backups in DATA_DIR/backups and removes the older', async () => {
    const dataDir = folder();
    const options = { dataDir, keep: 2 };
    const made = [await dailyBackup(t.database, options), await dailyBackup(t.database, options), await dailyBackup(t.database, options)];
    expect(readdirSync(path.join(dataDir, 'backups')).sort()).toEqual(made.slice(1).map((archive) => path.basename(archive)));
  });

  it('keeps the newest daily backups in the S3 bucket of several instances, none left on the instance', async () => {
    const bucket = await startBucket('cadangan');
    try {
      const dataDir = folder();
      const options = { dataDir, keep: 2, bucket: s3Backend(bucket.options) };
      const made = [await dailyBackup(t.database, options), await dailyBackup(t.database, options), await dailyBackup(t.database, options)];
      expect((await bucket.keys('backups/')).sort()).toEqual(made.slice(1));
      expect(readdirSync(path.join(dataDir, 'backups'))).toEqual([]);
      const newest = await bucket.object(made[2]);
      // A gzip archive holding the database's snapshot, as `npm run restore` takes it once downloaded.
      expect(newest?.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    } finally {
      await bucket.close();
    }
  });
});
