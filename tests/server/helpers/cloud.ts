import { createHmac, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { WA_CLOUD_ACCOUNT, waCloudWebhookPath } from '../../../domain/apiPaths';
import type { FakeGraph } from '../../../server/whatsapp/cloud/fakeGraph';
import { startDemoApp, type Session } from './demo';
import type { TestAppOptions } from './testApp';
import { FAKE_WHATSAPP } from './whatsapp';

/**
 * The demo dealer's app listening on 127.0.0.1 with the fake Meta it started (docs/whatsapp.md,
 * The Cloud API), and a WhatsApp Business number in the fake for the Administrator to connect.
 */
export async function startCloudApp(options: TestAppOptions = {}) {
  const started = await startDemoApp({ ...options, config: { whatsapp: FAKE_WHATSAPP, ...options.config } });
  const { t, admin } = started;
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const fake = t.app.whatsapp.cloud.fakeGraph as FakeGraph;
  const number = {
    phone_number_id: String(100_000_000_000 + admin.id_company),
    business_account_id: String(200_000_000_000 + admin.id_company),
    access_token: `EAAG${randomBytes(24).toString('hex')}`,
    app_secret: randomBytes(16).toString('hex'),
  };
  fake.addNumber(number.phone_number_id, { access_token: number.access_token, business_account_id: number.business_account_id, tier: 'TIER_10K' });
  /** The Administrator connects the number (the fake's webhook is subscribed to the app by the route). */
  const connect = async (session: Session = admin) => {
    const response = await session.api.json('PUT', WA_CLOUD_ACCOUNT, number);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { messaging_limit: number | null; verify_token: string };
  };
  const webhook = `${baseUrl}${waCloudWebhookPath(admin.id_company)}`;
  /** Posts a payload to the company's webhook, signed with the app secret (or the one given). */
  const postEvent = (payload: string, secret: string | null = number.app_secret) =>
    fetch(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(secret ? { 'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(payload).digest('hex')}` } : {}) },
      body: payload,
    });
  return { ...started, baseUrl, fake, number, connect, webhook, postEvent };
}

export type CloudApp = Awaited<ReturnType<typeof startCloudApp>>;
