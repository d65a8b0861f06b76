import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream } from '../../server/helpers/sse';
import { startAppServer } from '../appServer';

/**
 * Two app processes, as `npm start` runs them, on one PostgreSQL and one S3-compatible store
 * (docs/deploy.md): what one does, the other sees, and the queue's work runs once.
 */
const ADMIN = { email: 'admin@majumotor.co.id', password: 'dua-instansi-1' };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const database = `sf_instances_${randomBytes(5).toString('hex')}`;
const s3Folder = mkdtempSync(path.join(tmpdir(), 'sf-s3-'));

type Instance = Awaited<ReturnType<typeof startAppServer>>;
let s3: S3rver;
let a: Instance;
let b: Instance;

const onServer = async (sql: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

beforeAll(async () => {
  await onServer(`create database ${database}`);
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Folder, configureBuckets: [{ name: 'berkas', configs: [] }] });
  const { port } = await s3.run();
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  // What every instance shares: the database, the bucket and the key that seals secrets.
  const env = {
    DATABASE_URL: url.toString(),
    S3_BUCKET: 'berkas',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    WA_CREDENTIALS_KEY: randomBytes(32).toString('base64'),
  };
  // One after the other: the first migrates and seeds, the second finds it done.
  a = await startAppServer(ADMIN, { env });
  b = await startAppServer(ADMIN, { env });
});

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await s3?.close();
  rmSync(s3Folder, { recursive: true, force: true });
  await onServer(`drop database if exists ${database} with (force)`);
});

async function signIn(baseUrl: string, email: string) {
  const answer = await fetch(`${baseUrl}/api/user/v1/auth/login`, { method: 'POST', headers: { 'X-App-Key': 'sf-web', 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: ADMIN.password }) });
  expect(answer.status).toBe(200);
  const { id, token } = ((await answer.json()) as { data: [{ id: number; token: string }] }).data[0];
  const call = (instance: Instance, pathname: string, init: RequestInit = {}) =>
    fetch(`${instance.baseUrl}${pathname}`, { ...init, headers: { 'X-App-Key': 'sf-web', Authorization: `Bearer ${token}`, ...init.headers } });
  const json = (instance: Instance, method: string, pathname: string, body: unknown) =>
    call(instance, pathname, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { id, token, call, json };
}

describe('two instances on one PostgreSQL and one bucket', () => {
  it('share sessions, live events and photos: a session opened on A works on B, a write on A reaches B’s stream, a photo sent to A is served by B', async () => {
    const admin = await signIn(a.baseUrl, ADMIN.email);
    const sales = await signIn(b.baseUrl, 'neng@majumotor.co.id');
    expect((await admin.call(b, '/api/user/v1/members?range=[0,0]')).status).toBe(200);
    const stream = await openStream(b.baseUrl, sales.token, sales.id);
    try {
      const [prospect] = (await (await sales.call(b, `/api/prospect/v1/prospect?range=[0,0]&filter=${encodeURIComponent(JSON.stringify({ id_user: sales.id }))}`)).json()) as { id: number; name: string }[];
      const followUp = await admin.json(a, 'POST', '/api/prospect/v1/followup', { id_prospect: prospect.id, method: 'telepon', result: 'Dari instansi A' });
      expect(followUp.status).toBe(201);
      expect(await stream.next('notification')).toMatchObject({ notification: expect.objectContaining({ nama_prospect: prospect.name }) });
    } finally {
      await stream.close();
    }

    const made = await (await admin.json(a, 'POST', '/api/prospect/v1/prospect', { name: 'Foto Dua Instansi', phone: '081955000001' })).json() as { id: number };
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)]), 'foto.png');
    const uploaded = await admin.call(a, `/api/prospect/v1/prospect/${made.id}/photo`, { method: 'POST', body: form });
    expect(uploaded.status).toBe(200);
    const { photo } = (await uploaded.json()) as { photo: string };
    const served = await fetch(`${b.baseUrl}/files/prospects/${photo}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('runs a queued export once, whichever instance takes it, and either instance hands out its file', async () => {
    const admin = await signIn(a.baseUrl, ADMIN.email);
    const started = await admin.json(a, 'POST', '/api/prospect/v1/export', { kind: 'prospect', format: 'csv', filter: {} });
    expect(started.status).toBe(201);
    const { id } = (await started.json()) as { id: number };
    let record: { status: string; rows_total: number | null; rows_done: number } | undefined;
    await expect
      .poll(async () => {
        record = (await (await admin.call(b, `/api/prospect/v1/export/${id}`)).json()) as typeof record;
        return record?.status;
      })
      .toBe('done');
    const link = (await (await admin.json(b, 'POST', `/api/prospect/v1/export/${id}/link`, {})).json()) as { url: string };
    const file = await fetch(`${a.baseUrl}${link.url}`);
    expect(file.status).toBe(200);
    // The file as written, no more (text() drops its byte order mark).
    const text = await file.text();
    expect(text.startsWith('ID,Dibuat,')).toBe(true);
    const rows = Papa.parse(text, { header: true, skipEmptyLines: true }).data;
    // One row per prospect, once: a second run would have failed on the file of the first or written it again.
    expect(rows).toHaveLength(record?.rows_total ?? -1);
    const activity = (await (await admin.call(b, `/api/master/v1/activity?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ action: 'export' }))}`)).json()) as unknown[];
    expect(activity).toHaveLength(1);
  });

  it('runs an import started on A once, followed on B: every row made once', async () => {
    const admin = await signIn(a.baseUrl, ADMIN.email);
    const rows = Array.from({ length: 40 }, (_, n) => `Impor Dua ${n},0858${String(n).padStart(8, '0')},Bandung`);
    const form = new FormData();
    form.append('file', new Blob([['Nama,No HP,Kota', ...rows].join('\n')]), 'prospek.csv');
    const uploaded = await admin.call(a, '/api/prospect/v1/import', { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    const { data: batch } = (await uploaded.json()) as { data: { id: number; mapping: unknown } };
    const settings = { mapping: batch.mapping, source: 'pameran', default_status: 'Low', owner_mode: 'unassigned' };
    expect((await admin.json(a, 'POST', `/api/prospect/v1/import/${batch.id}/start`, settings)).status).toBe(200);
    await expect
      .poll(async () => ((await (await admin.call(b, `/api/prospect/v1/import/${batch.id}`)).json()) as { data: { status: string } }).data.status)
      .toBe('completed');
    const found = await admin.call(b, `/api/prospect/v1/prospect?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ q: 'Impor Dua' }))}`);
    const names = ((await found.json()) as { name: string }[]).map((row) => row.name);
    expect(names.sort()).toEqual(rows.map((row) => row.split(',')[0]).sort());
  });
});
