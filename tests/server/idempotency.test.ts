import { once } from 'node:events';
import { existsSync, readdirSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATION_KEYS } from '../../domain/apiPaths';
import { MODULES } from '../../domain/permissions';
import { PURGE_QUEUE } from '../../server/plugins/idempotency';
import { apiClient, registerCompany, type ApiClient } from './helpers/api';
import { startDemoApp, type Session } from './helpers/demo';
import { APP_KEY, type TestApp } from './helpers/testApp';
import { closeAfterDeliveries, startReceiver } from './helpers/webhookReceiver';

/** Idempotency keys on writes (docs/api.md, Idempotency keys), on PGlite and PostgreSQL alike. */

const PROSPECTS = '/api/prospect/v1/prospect';
/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let t: TestApp;
let admin: Session;
let supervisor: Session;
let sales: Session;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
  ({ t, admin, supervisor, sales } = await startDemoApp());
  // An endpoint that hears of every new prospect: a write run twice would queue a second delivery.
  const endpoint = await admin.api.json('POST', '/api/master/v1/webhooks', { url: receiver.url('/prospek'), description: 'Uji idempotensi', events: ['prospect.created'] });
  expect(endpoint.statusCode).toBe(201);
});
afterAll(() => closeAfterDeliveries(t, receiver));

let sequence = 0;
/** A new prospect's fields: a name and a mobile number no other test uses. */
const newProspect = () => {
  sequence += 1;
  return { name: `Prospek Idempoten ${sequence}`, phone: `0812${String(77_000_000 + sequence)}` };
};
const keyed = (key: string) => ({ 'idempotency-key': key });
const count = async (fromWhere: string, params: unknown[]) => (await t.database.query<{ n: number }>(`select count(*)::int as n from ${fromWhere}`, params))[0].n;
const prospectsNamed = (name: string) => count('prospect where name = $1', [name]);
const keyRow = async (key: string) =>
  (await t.database.query<{ response_status: number | null; expires_in_hours: number }>(
    `select response_status, extract(epoch from expires_at - now())::float8 / 3600 as expires_in_hours from idempotency_key where key = $1`,
    [key],
  ))[0];

/** What a prospect's creation wrote besides the row: its activity entries, notifications and webhook deliveries. */
const tracesOf = async (id: number) => ({
  activity: await count(`activity_log where entity = 'prospect' and id_entity = $1`, [id]),
  notifications: await count('notification where id_data = $1', [id]),
  deliveries: await count(`webhook_delivery where event = 'prospect.created' and (payload::jsonb -> 'data' ->> 'id')::int = $1`, [id]),
});

describe('a write sent again with its key', () => {
  it('runs once and answers the retry with the first answer, marked as repeated', async () => {
    const fields = newProspect();
    // The IETF draft sends the key as a quoted string: it is taken as written.
    const key = '"8e03978e-40d5-43e8-bc93-6894a57f9324"';
    const first = await sales.api.json('POST', PROSPECTS, fields, keyed(key));
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const traces = await tracesOf(first.json().id);
    expect(traces.activity).toBe(1);
    expect(traces.deliveries).toBe(1);

    const retry = await sales.api.json('POST', PROSPECTS, fields, keyed(key));
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toBe(first.headers['content-type']);
    expect(retry.body).toBe(first.body);
    expect(await prospectsNamed(fields.name)).toBe(1);
    expect(await tracesOf(first.json().id)).toEqual(traces);
  });

  it('keeps the key at least 24 hours after the answer', async () => {
    const key = 'kunci-simpan-24-jam';
    expect((await sales.api.json('POST', PROSPECTS, newProspect(), keyed(key))).statusCode).toBe(201);
    const row = await keyRow(key);
    expect(row.response_status).toBe(201);
    expect(row.expires_in_hours).toBeGreaterThan(23.9);
  });

  it('repeats a refusal, even once what refused it is gone', async () => {
    const fields = newProspect();
    const taken = (await sales.api.json('POST', PROSPECTS, fields)).json().id as number;
    const key = 'kunci-nomor-terpakai';
    const refused = await sales.api.json('POST', PROSPECTS, { ...fields, name: `${fields.name} kedua` }, keyed(key));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('prospect.phone_taken');

    expect((await sales.api.json('DELETE', `${PROSPECTS}/${taken}`)).statusCode).toBe(200);
    const retry = await sales.api.json('POST', PROSPECTS, { ...fields, name: `${fields.name} kedua` }, keyed(key));
    expect(retry.statusCode).toBe(409);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(refused.body);
    expect(await prospectsNamed(`${fields.name} kedua`)).toBe(0);
  });

  it('keeps no server error: the retry runs the request', async () => {
    const fields = newProspect();
    // A constraint the API does not know makes the insert fail as an unexpected error (500).
    await t.database.query(`alter table prospect add constraint idem_test_refuse check (name <> '${fields.name}') not valid`);
    const key = 'kunci-galat-server';
    const failed = await sales.api.json('POST', PROSPECTS, fields, keyed(key));
    expect(failed.statusCode).toBe(500);
    expect(await keyRow(key)).toBeUndefined();

    await t.database.query('alter table prospect drop constraint idem_test_refuse');
    const retry = await sales.api.json('POST', PROSPECTS, fields, keyed(key));
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await prospectsNamed(fields.name)).toBe(1);
  });

  it('refuses the key with another request (422) and writes nothing', async () => {
    const key = 'kunci-untuk-satu-permintaan';
    const fields = newProspect();
    expect((await sales.api.json('POST', PROSPECTS, fields, keyed(key))).statusCode).toBe(201);

    const other = newProspect();
    const reused = await sales.api.json('POST', PROSPECTS, other, keyed(key));
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      code: 'idempotency.key_reused',
      message: 'Idempotency-Key ini sudah dipakai untuk permintaan lain. Kirim permintaan ini dengan kunci baru.',
    });
    expect(await prospectsNamed(other.name)).toBe(0);
    const id = (await t.database.query<{ id: number }>('select id from prospect where name = $1', [fields.name]))[0].id;
    const elsewhere = await sales.api.json('PUT', `${PROSPECTS}/${id}`, { notes: 'Diubah' }, keyed(key));
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().code).toBe('idempotency.key_reused');
    expect(await count(`prospect where id = $1 and notes = 'Diubah'`, [id])).toBe(0);
  });

  it('runs exactly one of several requests sent at once', async () => {
    const fields = newProspect();
    const answers = await Promise.all([1, 2, 3].map(() => sales.api.json('POST', PROSPECTS, fields, keyed('kunci-serentak'))));
    const ran = answers.filter((answer) => answer.statusCode === 201 && !answer.headers['idempotent-replayed']);
    expect(ran).toHaveLength(1);
    for (const answer of answers.filter((a) => a !== ran[0])) {
      // Sent while the first ran, or after it answered.
      if (answer.statusCode === 409) expect(answer.json().code).toBe('idempotency.in_progress');
      else expect(answer.body).toBe(ran[0].body);
    }
    expect(await prospectsNamed(fields.name)).toBe(1);
  });

  it('refuses invalid keys (400) and writes nothing', async () => {
    const fields = newProspect();
    for (const key of ['', 'k'.repeat(256), 'dua kata', 'kunci-ü', 'a, b']) {
      const refused = await sales.api.json('POST', PROSPECTS, fields, keyed(key));
      expect(refused.statusCode, JSON.stringify(key)).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'idempotency.key_invalid',
        message: 'Header Idempotency-Key tidak valid: isinya harus 1–255 karakter ASCII yang terlihat, tanpa spasi.',
      });
    }
    expect(await prospectsNamed(fields.name)).toBe(0);
    expect((await sales.api.json('POST', PROSPECTS, fields, keyed('k'.repeat(255)))).statusCode).toBe(201);
  });
});

describe('whose key it is', () => {
  it('never answers another user, another company or an integration key with the first answer', async () => {
    const key = 'kunci-bersama';
    const fields = newProspect();
    const first = await admin.api.json('POST', PROSPECTS, fields, keyed(key));
    expect(first.statusCode).toBe(201);

    // The same request by a colleague runs: the number is already the company's.
    const colleague = await supervisor.api.json('POST', PROSPECTS, fields, keyed(key));
    expect(colleague.statusCode).toBe(409);
    expect(colleague.json().code).toBe('prospect.phone_taken');
    expect(colleague.headers['idempotent-replayed']).toBeUndefined();

    // So does the same request by a key the administrator created, which acts on their behalf.
    const permissions = MODULES.map((name_module) => ({ name_module, access: name_module === 'Prospect' ? 'enabled' : 'none', import: 'none', export: 'Not Set' }));
    const integration = await admin.api.json('POST', INTEGRATION_KEYS, { name: 'Formulir idempoten', permissions });
    const byKey: ApiClient = apiClient(t.app, integration.json().data.key);
    const keyAnswer = await byKey.json('POST', PROSPECTS, fields, keyed(key));
    expect(keyAnswer.statusCode).toBe(409);
    expect(keyAnswer.headers['idempotent-replayed']).toBeUndefined();

    // Another dealer's administrator gets a prospect of their own.
    const otherDealer = await registerCompany(t.app, 'Dealer Lain');
    const elsewhere = await otherDealer.api.json('POST', PROSPECTS, fields, keyed(key));
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.headers['idempotent-replayed']).toBeUndefined();
    expect(elsewhere.json().id).not.toBe(first.json().id);
    expect(await prospectsNamed(fields.name)).toBe(2);
  });
});

describe('housekeeping', () => {
  it('removes expired keys with the job queue; the key then runs as new', async () => {
    const fields = newProspect();
    const key = 'kunci-kedaluwarsa';
    expect((await sales.api.json('POST', PROSPECTS, fields, keyed(key))).statusCode).toBe(201);
    const kept = 'kunci-masih-berlaku';
    expect((await sales.api.json('POST', PROSPECTS, newProspect(), keyed(kept))).statusCode).toBe(201);

    // The start queued the chain's first run, which queued the next an hour on.
    const nextRuns = () =>
      count(`pgboss.job where name = $1 and state = 'created' and start_after > now() + interval '50 minutes'`, [PURGE_QUEUE]);
    await expect.poll(nextRuns).toBe(1);

    await t.database.query(`update idempotency_key set expires_at = now() - interval '1 minute' where key = $1`, [key]);
    await t.app.jobs.send(PURGE_QUEUE, {});
    await expect.poll(() => keyRow(key)).toBeUndefined();
    expect((await keyRow(kept)).response_status).toBe(201);

    // Forgotten, the key no longer repeats the creation: the request runs and meets its own prospect.
    const again = await sales.api.json('POST', PROSPECTS, fields, keyed(key));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('prospect.phone_taken');
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('a photo upload sent again with its key', () => {
  const newProspectId = async () => (await sales.api.json('POST', PROSPECTS, newProspect())).json().id as number;
  const storedPhotos = () => {
    const folder = path.join(t.dataDir, 'files', 'prospects');
    return existsSync(folder) ? readdirSync(folder) : [];
  };
  const photoOf = async (id: number) => (await t.database.query<{ photo: string | null }>('select photo from prospect where id = $1', [id]))[0].photo;
  const upload = (id: number, key: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)]), 'foto.png');
    return t.app.inject({ method: 'POST', url: `${PROSPECTS}/${id}/photo`, headers: { authorization: `Bearer ${sales.token}`, 'x-app-key': APP_KEY, ...keyed(key) }, payload: form });
  };
  const BOUNDARY = 'batas-unggahan-idempoten';
  const partHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`;
  const partTail = `\r\n--${BOUNDARY}--\r\n`;
  /** An upload whose body is still on its way: its request holds the key until `body` ends. */
  const slowUpload = (id: number, key: string) => {
    const body = new PassThrough();
    body.write(partHead);
    const answer = t.app.inject({
      method: 'POST',
      url: `${PROSPECTS}/${id}/photo`,
      headers: { authorization: `Bearer ${sales.token}`, 'x-app-key': APP_KEY, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...keyed(key) },
      payload: body,
    });
    return { body, answer };
  };

  it('stores one photo and repeats its name', async () => {
    const id = await newProspectId();
    const before = storedPhotos().length;
    const first = await upload(id, 'kunci-foto');
    expect(first.statusCode).toBe(200);
    const retry = await upload(id, 'kunci-foto');
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await photoOf(id)).toBe(first.json().photo);
    expect(storedPhotos()).toHaveLength(before + 1);
  });

  it('answers 409 while the first upload still runs, then repeats its answer', async () => {
    const id = await newProspectId();
    const key = 'kunci-foto-lambat';
    const { body, answer } = slowUpload(id, key);
    await expect.poll(() => keyRow(key)).toMatchObject({ response_status: null });

    const meanwhile = await upload(id, key);
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().code).toBe('idempotency.in_progress');

    body.end(Buffer.concat([PNG, Buffer.from(partTail)]));
    const first = await answer;
    expect(first.statusCode).toBe(200);
    const retry = await upload(id, key);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
    expect(await photoOf(id)).toBe(first.json().photo);
  });

  it('lets a retry take over a key whose request stopped answering long ago', async () => {
    const id = await newProspectId();
    const key = 'kunci-foto-ditinggal';
    const { body, answer } = slowUpload(id, key);
    await expect.poll(() => keyRow(key)).toMatchObject({ response_status: null });
    // As if its process had been killed a quarter of an hour ago.
    await t.database.query(`update idempotency_key set claimed_at = now() - interval '16 minutes' where key = $1`, [key]);

    const retry = await upload(id, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    // The stalled request ends at last, its file cut short; its answer no longer belongs to the key.
    body.end();
    expect((await answer).json().code).toBe('upload.incomplete');
    const third = await upload(id, key);
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(third.body).toBe(retry.body);
    expect(await photoOf(id)).toBe(retry.json().photo);
  });

  it('gives the key back when the connection drops mid-upload, so the retry runs', async () => {
    const id = await newProspectId();
    const key = 'kunci-foto-terputus';
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    const head = [
      `POST ${PROSPECTS}/${id}/photo HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      `X-App-Key: ${APP_KEY}`,
      `Authorization: Bearer ${sales.token}`,
      `Idempotency-Key: ${key}`,
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
      `Content-Length: ${Buffer.byteLength(partHead) + PNG.length + Buffer.byteLength(partTail)}`,
    ].join('\r\n');
    socket.write(`${head}\r\n\r\n${partHead}`);
    socket.write(PNG.subarray(0, 20));
    await expect.poll(() => keyRow(key)).toMatchObject({ response_status: null });

    socket.destroy();
    await expect.poll(() => keyRow(key)).toBeUndefined();
    const retry = await upload(id, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await photoOf(id)).toBe(retry.json().photo);
  });
});
