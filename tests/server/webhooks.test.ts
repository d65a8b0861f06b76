import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../server/config';
import { emitWebhooks } from '../../server/webhooks/outbox';
import { registerCompany } from './helpers/api';
import { startTestApp, type TestApp } from './helpers/testApp';
import { closeAfterDeliveries, startReceiver } from './helpers/webhookReceiver';

const WEBHOOKS = '/api/master/v1/webhooks';
const WAIT = { timeout: 20_000, interval: 50 };

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let admin: Awaited<ReturnType<typeof registerCompany>>;

beforeAll(async () => {
  receiver = await startReceiver({ '/retry': [500, 200], '/down': [503] });
  // Two retries without waiting, and a pause after two deliveries in a row that failed.
  const webhooks = { ...readConfig({}).webhooks, allowLoopback: true, retryDelaysMs: [0, 0], timeoutMs: 5000, pauseAfter: 2 };
  t = await startTestApp({ config: { webhooks } });
  admin = await registerCompany(t.app, 'Dealer Webhook');
});

afterAll(() => closeAfterDeliveries(t, receiver));

const register = async (path: string, events: string[]) => {
  const response = await admin.api.json('POST', WEBHOOKS, { url: receiver.url(path), description: `Uji ${path}`, events });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; secret: string; status: string };
};

const deliveries = async (id: number) => {
  const response = await admin.api.get(`${WEBHOOKS}/${id}/deliveries`);
  expect(response.statusCode).toBe(200);
  return response.json() as { count: number; data: { id: string; event: string; status: string; attempts: number; attempt_log: { status_code: number | null; response_body: string | null }[] }[] };
};

describe('webhooks', () => {
  it('delivers prospect.created after a prospect is created through the API, signed with the endpoint secret', async () => {
    const endpoint = await register('/prospects', ['prospect.created']);
    expect(endpoint.secret).toMatch(/^whsec_/);
    const created = await admin.api.json('POST', '/api/prospect/v1/prospect', { name: 'Dewi Lestari', phone: '081270000001' });
    expect(created.statusCode, created.body).toBe(201);

    await vi.waitFor(() => expect(receiver.at('/prospects')).toHaveLength(1), WAIT);
    const [request] = receiver.at('/prospects');
    const timestamp = request.headers['x-webhook-timestamp'] as string;
    expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(300);
    const expected = `v1=${createHmac('sha256', endpoint.secret).update(`${timestamp}.${request.body}`).digest('hex')}`;
    expect(request.headers['x-webhook-signature']).toBe(expected);
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({ type: 'prospect.created', id_company: admin.id_company, data: { id: created.json().id, name: 'Dewi Lestari' } });
    expect(request.headers['x-webhook-id']).toBe(body.id);

    await vi.waitFor(async () => expect((await deliveries(endpoint.id)).data[0]).toMatchObject({ id: body.id, status: 'delivered', attempts: 1 }), WAIT);
    const list = await admin.api.get(WEBHOOKS);
    expect(list.json().data.find((e: { id: number }) => e.id === endpoint.id).last_delivery).toMatchObject({ status: 'delivered', event: 'prospect.created' });
  });

  it('signs with the new secret once it is rotated', async () => {
    const endpoint = await register('/rotated', ['order.approved']);
    const rotated = await admin.api.json('POST', `${WEBHOOKS}/${endpoint.id}/rotate_secret`);
    expect(rotated.statusCode).toBe(200);
    const { secret } = rotated.json().data as { secret: string };
    expect(secret).not.toBe(endpoint.secret);
    expect((await admin.api.json('POST', `${WEBHOOKS}/${endpoint.id}/ping`)).statusCode).toBe(202);
    await vi.waitFor(() => expect(receiver.at('/rotated')).toHaveLength(1), WAIT);
    const [request] = receiver.at('/rotated');
    const timestamp = request.headers['x-webhook-timestamp'] as string;
    expect(request.headers['x-webhook-signature']).toBe(`v1=${createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex')}`);
    expect(JSON.parse(request.body)).toMatchObject({ type: 'ping', data: { id_endpoint: endpoint.id } });
  });

  it('tries again after a failure: 500 then 200 is two attempts and delivered', async () => {
    const endpoint = await register('/retry', ['prospect.created']);
    expect((await admin.api.json('POST', `${WEBHOOKS}/${endpoint.id}/ping`)).statusCode).toBe(202);
    await vi.waitFor(async () => expect((await deliveries(endpoint.id)).data[0]).toMatchObject({ status: 'delivered', attempts: 2 }), WAIT);
    const [delivery] = (await deliveries(endpoint.id)).data;
    expect(delivery.attempt_log.map((a) => a.status_code)).toEqual([500, 200]);
    expect(delivery.attempt_log[0].response_body).toBe('jawaban 500');
    expect(receiver.at('/retry')).toHaveLength(2);
    const ids = new Set(receiver.at('/retry').map((r) => r.headers['x-webhook-id']));
    expect(ids.size).toBe(1);
  });

  it('pauses an endpoint whose deliveries keep failing and tells the administrators; it can be resumed', async () => {
    const endpoint = await register('/down', ['import.finished']);
    for (let n = 1; n <= 2; n += 1) {
      expect((await admin.api.json('POST', `${WEBHOOKS}/${endpoint.id}/ping`)).statusCode).toBe(202);
      await vi.waitFor(async () => expect((await deliveries(endpoint.id)).data.filter((d) => d.status === 'failed')).toHaveLength(n), WAIT);
    }
    const [failed] = (await deliveries(endpoint.id)).data;
    expect(failed.attempts).toBe(3);
    expect(failed.attempt_log.map((a) => a.status_code)).toEqual([503, 503, 503]);
    const current = await admin.api.get(`${WEBHOOKS}/${endpoint.id}`);
    expect(current.json().data).toMatchObject({ status: 'paused', failed_in_row: 2 });

    const notifications = await admin.api.get('/api/master/v1/notifikasi', { id_user: admin.id, limit: 10, offset: 0 });
    expect(notifications.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ tipe: 'Webhook', id_data: endpoint.id, aksi: 'penjedaan webhook' })]));

    const refused = await admin.api.json('POST', `${WEBHOOKS}/${endpoint.id}/ping`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('webhook.paused');
    const resumed = await admin.api.json('POST', `${WEBHOOKS}/${endpoint.id}/resume`);
    expect(resumed.json().data).toMatchObject({ status: 'active', failed_in_row: 0 });
  });

  it('sends nothing for a change whose transaction rolls back', async () => {
    const endpoint = await register('/rollback', ['prospect.created']);
    const before = await t.database.query<{ n: number }>('select count(*)::int as n from webhook_delivery where id_endpoint = $1', [endpoint.id]);
    await expect(
      t.app.notifier.transaction(async (tx) => {
        await emitWebhooks(tx, admin.id_company, 'prospect.created', [{ id: 0, name: 'Dibatalkan' }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await t.database.query<{ n: number }>('select count(*)::int as n from webhook_delivery where id_endpoint = $1', [endpoint.id]);
    expect(after[0].n).toBe(before[0].n);

    // A committed event afterwards arrives alone: the rolled-back one was never queued.
    await t.app.notifier.transaction((tx) => emitWebhooks(tx, admin.id_company, 'prospect.created', [{ id: 1, name: 'Tersimpan' }]));
    await vi.waitFor(() => expect(receiver.at('/rollback')).toHaveLength(1), WAIT);
    expect(JSON.parse(receiver.at('/rollback')[0].body).data.name).toBe('Tersimpan');
  });

  it('does not send to a paused endpoint, and answers only what was asked for', async () => {
    const endpoint = await register('/paused', ['prospect.created']);
    expect((await admin.api.json('POST', `${WEBHOOKS}/${endpoint.id}/pause`)).json().data.status).toBe('paused');
    const other = await register('/followups', ['followup.recorded']);
    expect((await admin.api.json('POST', '/api/prospect/v1/prospect', { name: 'Rudi Hartono', phone: '081270000002' })).statusCode).toBe(201);
    // The prospect's own endpoint (test 1) proves the event went out; these two got none.
    await vi.waitFor(() => expect(receiver.at('/prospects')).toHaveLength(2), WAIT);
    expect((await deliveries(endpoint.id)).count).toBe(0);
    expect((await deliveries(other.id)).count).toBe(0);
  });
});
