import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INTEGRATION_KEYS } from '../../domain/apiPaths';
import { MODULES } from '../../domain/permissions';
import { apiClient } from './helpers/api';
import { startDemoApp, type Session } from './helpers/demo';
import type { TestApp } from './helpers/testApp';
import { closeAfterDeliveries, startReceiver } from './helpers/webhookReceiver';

/** The worked example of docs/api.md (Worked example: a website form), step by step. */

const WEBHOOKS = '/api/master/v1/webhooks';
const PROSPECTS = '/api/prospect/v1/prospect';
const WAIT = { timeout: 20_000, interval: 50 };

let t: TestApp;
let admin: Session;
let sales: Session;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
  ({ t, admin, sales } = await startDemoApp());
});
afterAll(() => closeAfterDeliveries(t, receiver));

/** The receiver's check as docs/webhooks.md gives it (Verifying a delivery). */
function verifyWebhook(secret: string, headers: IncomingHttpHeaders, rawBody: string, toleranceSeconds = 300) {
  const timestamp = Number(headers['x-webhook-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
  const given = String(headers['x-webhook-signature'] ?? '');
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

describe('a website form sends its leads with a key and hears back through a webhook', () => {
  it('creates the prospect unassigned, announces it signed, and announces its assignment', async () => {
    // 1. The Administrator makes a key that opens Prospect only.
    const permissions = MODULES.map((name_module) => ({ name_module, access: name_module === 'Prospect' ? 'enabled' : 'none', import: 'none', export: 'Not Set' }));
    const created = await admin.api.json('POST', INTEGRATION_KEYS, { name: 'Formulir situs', permissions });
    expect(created.statusCode).toBe(201);
    const { key } = created.json().data as { key: string };

    // 2. …and registers the website's receiver for two events, keeping the secret.
    const endpoint = await admin.api.json('POST', WEBHOOKS, { url: receiver.url('/hooks/sales'), description: 'Situs dealer', events: ['prospect.created', 'prospect.assigned'] });
    expect(endpoint.statusCode).toBe(201);
    const { secret } = endpoint.json().data as { secret: string };

    // 3. The form's server posts the lead with the key.
    const website = apiClient(t.app, key);
    const lead = await website.json('POST', PROSPECTS, { name: 'Rina Wulandari', phone: '0812 7788 1200' });
    expect(lead.statusCode, lead.body).toBe(201);
    const prospect = lead.json() as { id: number; id_user: number | null; phone: string };
    expect(prospect.id_user).toBeNull();

    // 4. The receiver gets prospect.created, and the signature checks out with the secret.
    await vi.waitFor(() => expect(receiver.at('/hooks/sales')).toHaveLength(1), WAIT);
    const [announced] = receiver.at('/hooks/sales');
    expect(verifyWebhook(secret, announced.headers, announced.body)).toBe(true);
    expect(verifyWebhook('whsec_lain', announced.headers, announced.body)).toBe(false);
    expect(JSON.parse(announced.body)).toMatchObject({ type: 'prospect.created', data: { id: prospect.id, name: 'Rina Wulandari', id_user: null } });

    // 5. Someone at the dealer hands the prospect to a salesperson: prospect.assigned follows.
    expect((await admin.api.json('PUT', `${PROSPECTS}/${prospect.id}`, { id_user: sales.id })).statusCode).toBe(200);
    await vi.waitFor(() => expect(receiver.at('/hooks/sales')).toHaveLength(2), WAIT);
    const assigned = receiver.at('/hooks/sales')[1];
    expect(verifyWebhook(secret, assigned.headers, assigned.body)).toBe(true);
    expect(JSON.parse(assigned.body)).toMatchObject({ type: 'prospect.assigned', data: { id: prospect.id, id_user: sales.id, id_user_previous: null } });

    // The activity log names the key, not a person.
    const [entry] = await t.database.query<{ id_user: number | null; name: string }>(
      "select a.id_user, k.name from activity_log a join integration_key k on k.id = a.id_integration_key where a.entity = 'prospect' and a.id_entity = $1",
      [prospect.id],
    );
    expect(entry).toEqual({ id_user: null, name: 'Formulir situs' });
  });
});
