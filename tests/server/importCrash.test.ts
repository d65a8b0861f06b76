import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApp } from './helpers/demo';
import { csvOf, defaultSettings, freshPhone, IMPORT_PATH, importClient } from './helpers/imports';
import { APP_KEY, openTestDatabase, startTestApp, type TestApp, type TestDatabase } from './helpers/testApp';

/**
 * All or nothing when the process goes away mid-run. Two ways: a shutdown (the job's signal fires,
 * the app closes), and a process killed with SIGKILL — for real on PostgreSQL, where a second process
 * can share the database; on the embedded PGlite, whose files one process owns, by leaving the state
 * such a kill leaves (a running batch with staged rows) and ageing its heartbeat.
 */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

describe('an import interrupted midway', () => {
  let database: TestDatabase;
  let dataDir: string;
  let current: TestApp;
  let token: string;
  let id_company: number;
  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'sf-import-crash-'));
    const { t, admin } = await startDemoApp({ database, config: { dataDir }, importChunkRows: 1 });
    current = t;
    token = admin.token;
    id_company = admin.id_company;
  });
  afterAll(async () => {
    await current.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const rowsOf = (count: number) => csvOf([['Nama', 'No HP'], ...Array.from({ length: count }, (_, i) => [`Prospek ${i}`, freshPhone()])]);
  const visible = async (id: number) => (await database.query('select 1 from prospect where id_import = $1', [id])).length;
  const staged = async (id: number) => (await database.query('select 1 from import_row where id_import = $1', [id])).length;
  /** A new instance on the same database and files, as after a restart. */
  const restart = async () => {
    current = await startTestApp({ database, config: { dataDir } });
    return importClient(current, token);
  };

  it('fails the batch at shutdown, leaving nothing, and the next instance runs it again', async () => {
    const imports = importClient(current, token);
    const batch = await imports.uploaded(rowsOf(400));
    await imports.post(`/${batch.id}/start`, defaultSettings(batch));
    await expect.poll(async () => (await imports.batch(batch.id)).rows_read).toBeGreaterThan(0);
    await current.close();

    const [stopped] = await database.query<{ status: string; error: { code: string } }>('select status, error from import_batch where id = $1', [batch.id]);
    expect(stopped).toMatchObject({ status: 'failed', error: { code: 'import.interrupted' } });
    expect([await visible(batch.id), await staged(batch.id)]).toEqual([0, 0]);

    const next = await restart();
    const again = await next.run(batch.id);
    expect([again.imported, again.attempt]).toEqual([400, 2]);
  });

  it('fails a batch whose process was killed, once its heartbeat is stale, and runs it again', async () => {
    const imports = importClient(current, token);
    const batch = await imports.uploaded(rowsOf(5));
    // What a killed run leaves: the batch running, a rejected row staged, a chunk of accepted rows
    // in the spool folder, and the heartbeat no longer written. The next start clears all of it.
    await database.query("update import_batch set status = 'running', attempt = 1, rows_read = 2, heartbeat_at = now() - interval '10 minutes' where id = $1", [batch.id]);
    await database.query(
      `insert into import_row (id_import, attempt, row_number, verdict, reason, cells) values ($1, 1, 2, 'invalid', '{"code":"import.row.name_missing","params":{}}', '["", "x"]')`,
      [batch.id],
    );
    const spool = path.join(dataDir, 'spool', `import-${batch.id}`);
    mkdirSync(spool, { recursive: true });
    writeFileSync(path.join(spool, '000001.csv'), `${id_company},,,${batch.id},"Setengah","+6281299990000",,,,,,,,"Low","lainnya",,,\n`);
    expect(await visible(batch.id)).toBe(0);

    await current.close();
    const next = await restart();
    expect(await next.batch(batch.id)).toMatchObject({ status: 'failed', error: { code: 'import.interrupted' } });
    expect(await staged(batch.id)).toBe(0);
    expect(existsSync(spool)).toBe(false);
    const again = await next.run(batch.id);
    expect([again.imported, again.attempt]).toEqual([5, 2]);
  });

  // Only the PostgreSQL project declares it: a second process can open a PostgreSQL database, not the
  // embedded one living in this process; on PGlite the test above builds what a killed run leaves.
  if (process.env.TEST_DB === 'postgres') {
    it('leaves nothing visible when the server process is killed with SIGKILL mid-run', async () => {
      const batch = await importClient(current, token).uploaded(rowsOf(60_000));
      await current.close();
      // The real server in a process of its own, on the same database and files; it alone runs jobs now.
      const port = await freePort();
      const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
        env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'false', LOG_LEVEL: 'silent', APP_KEYS: APP_KEY },
        stdio: 'ignore',
      });
      const exited = new Promise((resolve) => server.once('exit', resolve));
      try {
        const base = `http://127.0.0.1:${port}`;
        await expect.poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
        const started = await fetch(`${base}${IMPORT_PATH}/${batch.id}/start`, {
          method: 'POST',
          headers: { 'x-app-key': APP_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(defaultSettings(batch)),
        });
        expect(started.status).toBe(200);
        const progress = async () => (await database.query<{ rows_read: number }>('select rows_read from import_batch where id = $1', [batch.id]))[0].rows_read;
        await expect.poll(progress, { timeout: 60_000 }).toBeGreaterThan(0);
        server.kill('SIGKILL');
        await exited;
        const [left] = await database.query<{ status: string }>('select status from import_batch where id = $1', [batch.id]);
        expect(left.status).toBe('running');
        expect(await visible(batch.id)).toBe(0);
        // Two minutes without a heartbeat, without waiting them.
        await database.query("update import_batch set heartbeat_at = now() - interval '10 minutes' where id = $1", [batch.id]);
        const next = await restart();
        expect((await next.batch(batch.id)).status).toBe('failed');
        expect([await visible(batch.id), await staged(batch.id)]).toEqual([0, 0]);
        expect((await next.run(batch.id)).imported).toBe(60_000);
      } finally {
        server.kill('SIGKILL');
      }
    }, 180_000);
  }
});
