import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { expect } from 'vitest';
import { addNumberedProspects, allowLinkedBroadcasts, grantBroadcast, markLinked } from '../../server/helpers/broadcast';
import { startAppServer } from '../appServer';

/**
 * App processes as `npm start` runs them, on one PostgreSQL database and one S3-compatible store
 * (docs/deploy.md): the database is made for the test file and dropped afterwards.
 */

export const ADMIN = { email: 'admin@majumotor.co.id', password: 'dua-instansi-1' };

export type Instance = Awaited<ReturnType<typeof startAppServer>>;

export async function startCluster() {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const database = `sf_instances_${randomBytes(5).toString('hex')}`;
  const s3Folder = mkdtempSync(path.join(tmpdir(), 'sf-s3-'));
  const onDatabase = async <Row>(url: string, text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as Row[];
    } finally {
      await client.end();
    }
  };
  await onDatabase(serverUrl, `create database ${database}`);
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Folder, configureBuckets: [{ name: 'berkas', configs: [] }] });
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
  const instances: Instance[] = [];
  const query = <Row>(text: string, values?: unknown[]) => onDatabase<Row>(url.toString(), text, values);
  return {
    /** Another instance; started one after the other, the first migrates and seeds, the next find it done. */
    async start() {
      const instance = await startAppServer(ADMIN, { env });
      instances.push(instance);
      return instance;
    },
    /** A statement on the shared database, as an operator would run it. */
    query,
    /**
     * Locks a table from a session of its own, as another long transaction would, until the answered
     * function releases it: work that writes the table waits, mid-run, meanwhile.
     */
    async lockTable(table: string, mode: string) {
      const holder = new pg.Client({ connectionString: url.toString() });
      await holder.connect();
      await holder.query('begin');
      await holder.query(`lock table ${table} in ${mode} mode`);
      return async () => {
        await holder.query('rollback');
        await holder.end();
      };
    },
    /** Lets a salesperson broadcast through a linked phone (no live link: the outbox fills) to `n` new prospects named '<label> 1..n'. */
    async readyToBroadcast(id_user: number, label: string, n: number, numbersFrom: number) {
      const [owner] = await query<{ id_company: number; id_group: number | null }>('select id_company, id_group from app_user where id = $1', [id_user]);
      const database = { query };
      await grantBroadcast(database);
      await allowLinkedBroadcasts(database);
      await markLinked(database, owner.id_company, id_user);
      await addNumberedProspects(database, { id: id_user, ...owner }, n, label, numbersFrom);
    },
    /** How many messages each chat of a broadcast got, one number per chat. */
    messagesPerChat: async (id_broadcast: number) =>
      (await query<{ n: number }>('select count(*)::int as n from chat_message where id_broadcast = $1 group by id_room', [id_broadcast])).map((row) => row.n),
    async close() {
      await Promise.all(instances.map((instance) => instance.stop()));
      await s3.close();
      rmSync(s3Folder, { recursive: true, force: true });
      await onDatabase(serverUrl, `drop database if exists ${database} with (force)`);
    },
  };
}

/** Signs in through one instance and answers helpers that call any instance with that session. */
export async function signIn(baseUrl: string, email: string) {
  const answer = await fetch(`${baseUrl}/api/user/v1/auth/login`, {
    method: 'POST',
    headers: { 'X-App-Key': 'sf-web', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: ADMIN.password }),
  });
  expect(answer.status).toBe(200);
  const { id, token } = ((await answer.json()) as { data: [{ id: number; token: string }] }).data[0];
  const call = (instance: Instance, pathname: string, init: RequestInit = {}) =>
    fetch(`${instance.baseUrl}${pathname}`, { ...init, headers: { 'X-App-Key': 'sf-web', Authorization: `Bearer ${token}`, ...init.headers } });
  const json = (instance: Instance, method: string, pathname: string, body: unknown) =>
    call(instance, pathname, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { id, token, call, json };
}

/** Uploads a CSV through an instance and starts it with the guessed mapping; answers the batch's id. */
export async function startImport(session: Awaited<ReturnType<typeof signIn>>, instance: Instance, csv: string, options: object) {
  const form = new FormData();
  form.append('file', new Blob([csv]), 'prospek.csv');
  const uploaded = await session.call(instance, '/api/prospect/v1/import', { method: 'POST', body: form });
  expect(uploaded.status).toBe(201);
  const { data: batch } = (await uploaded.json()) as { data: { id: number; mapping: unknown } };
  const settings = { mapping: batch.mapping, source: 'pameran', default_status: 'Low', owner_mode: 'unassigned', ...options };
  expect((await session.json(instance, 'POST', `/api/prospect/v1/import/${batch.id}/start`, settings)).status).toBe(200);
  return batch.id;
}
