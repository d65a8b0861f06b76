import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from './helpers/api';
import { startDemoApp, type Session } from './helpers/demo';
import type { TestApp } from './helpers/testApp';

const WEBHOOKS = '/api/master/v1/webhooks';
/** Never called: no event is sent to it in this file (nothing subscribes to what happens here). */
const URL = 'http://127.0.0.1:9/hook';

let t: TestApp;
let admin: Session;
let supervisor: Session;
let sales: Session;
beforeAll(async () => {
  ({ t, admin, supervisor, sales } = await startDemoApp());
});
afterAll(() => t?.close());

describe('webhook access', () => {
  it('is for Administrators only, inside their own company', async () => {
    const created = await admin.api.json('POST', WEBHOOKS, { url: URL, description: 'DMS', events: ['import.finished', 'import.finished'] });
    expect(created.statusCode).toBe(201);
    const endpoint = created.json().data;
    expect(endpoint).toMatchObject({ url: URL, description: 'DMS', events: ['import.finished'], status: 'active', last_delivery: null });
    expect((await admin.api.get(`${WEBHOOKS}/${endpoint.id}`)).json().data).not.toHaveProperty('secret');

    expect((await sales.api.get(WEBHOOKS)).statusCode).toBe(403);
    expect((await sales.api.json('POST', WEBHOOKS, { url: URL, events: ['prospect.created'] })).statusCode).toBe(403);
    expect((await sales.api.get(`${WEBHOOKS}/${endpoint.id}/deliveries`)).statusCode).toBe(403);
    expect((await supervisor.api.json('POST', `${WEBHOOKS}/${endpoint.id}/ping`)).statusCode).toBe(403);

    const other = await registerCompany(t.app, 'Dealer Lain');
    expect((await other.api.get(WEBHOOKS)).json().data).toEqual([]);
    const calls = [
      other.api.get(`${WEBHOOKS}/${endpoint.id}`),
      other.api.json('PUT', `${WEBHOOKS}/${endpoint.id}`, { description: 'diambil' }),
      other.api.json('POST', `${WEBHOOKS}/${endpoint.id}/rotate_secret`),
      other.api.json('POST', `${WEBHOOKS}/${endpoint.id}/pause`),
      other.api.json('POST', `${WEBHOOKS}/${endpoint.id}/resume`),
      other.api.json('POST', `${WEBHOOKS}/${endpoint.id}/ping`),
      other.api.get(`${WEBHOOKS}/${endpoint.id}/deliveries`),
      other.api.json('DELETE', `${WEBHOOKS}/${endpoint.id}`),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode, response.body).toBe(404);
    expect((await admin.api.get(`${WEBHOOKS}/${endpoint.id}`)).json().data).toMatchObject({ description: 'DMS', status: 'active' });
    expect((await t.database.query<{ n: number }>('select count(*)::int as n from webhook_delivery'))[0].n).toBe(0);

    const updated = await admin.api.json('PUT', `${WEBHOOKS}/${endpoint.id}`, { events: ['order.approved', 'order.rejected'] });
    expect(updated.json().data.events).toEqual(['order.approved', 'order.rejected']);
    expect((await admin.api.json('DELETE', `${WEBHOOKS}/${endpoint.id}`)).statusCode).toBe(200);
    expect((await admin.api.get(`${WEBHOOKS}/${endpoint.id}`)).statusCode).toBe(404);
  });

  it('refuses unknown events and an empty choice', async () => {
    const admin = await registerCompany(t.app, 'Dealer Pilih');
    const unknown = await admin.api.json('POST', WEBHOOKS, { url: URL, events: ['prospect.deleted'] });
    expect(unknown.statusCode).toBe(422);
    const none = await admin.api.json('POST', WEBHOOKS, { url: URL, events: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.events).toBe('Pilih minimal satu peristiwa.');
  });
});
