import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DISTRIBUTION_PATHS } from '../../domain/apiPaths';
import { WEBHOOK_EVENTS } from '../../domain/webhooks';
import { startDemoApp, type Demo, type Session } from './helpers/demo';
import { csvOf, freshPhone, importClient } from './helpers/imports';
import { addUnassigned } from './helpers/prospects';
import type { TestApp } from './helpers/testApp';
import { closeAfterDeliveries, startReceiver } from './helpers/webhookReceiver';

/** Each event arrives after the action through the API that causes it (docs/webhooks.md, Events). */
const WAIT = { timeout: 20_000, interval: 50 };

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let demo: Demo;
let admin: Session;
let sales: Session;

beforeAll(async () => {
  receiver = await startReceiver();
  ({ t, demo, admin, sales } = await startDemoApp());
  const created = await admin.api.json('POST', '/api/master/v1/webhooks', { url: receiver.url('/all'), events: [...WEBHOOK_EVENTS] });
  expect(created.statusCode).toBe(201);
});

afterAll(() => closeAfterDeliveries(t, receiver));

type Event = { type: string; data: Record<string, unknown> };
const events = () => receiver.at('/all').map((r) => JSON.parse(r.body) as Event);
const arrived = async (type: string, match: Record<string, unknown>) => {
  await vi.waitFor(() => expect(events()).toContainEqual(expect.objectContaining({ type, data: expect.objectContaining(match) })), WAIT);
};

describe('webhook events', () => {
  it('tells of a prospect, its follow-up, an order submitted, approved and rejected, and a new owner', async () => {
    const prospect = (await sales.api.json('POST', '/api/prospect/v1/prospect', { name: 'Sinta Maharani', phone: freshPhone() })).json();
    await arrived('prospect.created', { id: prospect.id, id_user: sales.id });

    const followup = await sales.api.json('POST', '/api/prospect/v1/followup', { id_prospect: prospect.id, method: 'telepon', result: 'Tertarik' });
    expect(followup.statusCode, followup.body).toBe(201);
    await arrived('followup.recorded', { id: followup.json().id, id_prospect: prospect.id });

    const [bike] = await t.database.query<{ id: number }>('select id from product where active and id_company = $1 order by id limit 1', [admin.id_company]);
    const order = async () => {
      const response = await sales.api.json('POST', '/api/order/v1/order', { id_prospect: prospect.id, id_product: bike.id, payment: 'cash' });
      expect(response.statusCode, response.body).toBe(201);
      await arrived('order.submitted', { id: response.json().id, status: 'pending' });
      return response.json().id as number;
    };
    const first = await order();
    expect((await admin.api.json('POST', `/api/order/v1/order/${first}/approve`, {})).statusCode).toBe(200);
    await arrived('order.approved', { id: first, status: 'approved' });
    const second = await order();
    expect((await admin.api.json('POST', `/api/order/v1/order/${second}/reject`, { reason: 'Stok habis' })).statusCode).toBe(200);
    await arrived('order.rejected', { id: second, status: 'rejected' });

    const other = demo.users.find((u) => u.role === 'Sales' && u.id !== sales.id)!;
    expect((await admin.api.json('PUT', `/api/prospect/v1/prospect/${prospect.id}`, { id_user: other.id })).statusCode).toBe(200);
    await arrived('prospect.assigned', { id: prospect.id, id_user: other.id, id_user_previous: sales.id });
  });

  it('tells of every prospect a distribution hands out, and of a finished import', async () => {
    const ids = await addUnassigned(t.database, admin.id_company, 3, 'Webhook');
    const applied = await admin.api.json('POST', DISTRIBUTION_PATHS.apply, {
      source: { kind: 'unassigned' },
      method: 'round_robin',
      user_ids: [sales.id],
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const { id_batch } = applied.json().data;
    for (const id of ids) await arrived('prospect.assigned', { id, id_user: sales.id, id_user_previous: null, id_distribution_batch: id_batch });

    const imports = importClient(t, admin.token);
    const batch = await imports.uploaded(csvOf([['Nama', 'No HP'], ['Impor Satu', freshPhone()], ['Impor Dua', freshPhone()]]));
    await imports.run(batch.id);
    await arrived('import.finished', { id: batch.id, status: 'completed', imported: 2 });
    // The imported prospects are told of by the batch's event, not one by one.
    expect(events().filter((e) => e.type === 'prospect.created' && String(e.data.name).startsWith('Impor'))).toEqual([]);
  });
});
