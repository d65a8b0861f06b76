import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { addressAllowed, checkEndpoint, guardedLookup, RefusedAddress, type Resolve } from '../../server/webhooks/address';
import { sendOnce } from '../../server/webhooks/send';
import { registerCompany } from './helpers/api';
import { startTestApp, type TestApp } from './helpers/testApp';
import { startReceiver } from './helpers/webhookReceiver';

/**
 * The production rules (no loopback, https only). Nothing here may connect anywhere but the
 * loopback receiver: names resolve through this stub, and every refusal happens before a connection.
 */
const PRODUCTION = { allowLoopback: false };
const DNS: Record<string, string[]> = {
  'intern.dealer.test': ['10.0.0.5'],
  'metadata.dealer.test': ['169.254.169.254'],
  'campur.dealer.test': ['93.184.216.34', '192.168.1.1'],
  'publik.dealer.test': ['93.184.216.34'],
};
const stubResolve: Resolve = async (hostname) => {
  const found = DNS[hostname];
  if (!found) throw Object.assign(new Error(`unknown ${hostname}`), { code: 'ENOTFOUND' });
  return found.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const NOT_PUBLIC = [
  '10.0.0.5',
  '172.16.0.1',
  '192.168.1.1',
  '127.0.0.1',
  '169.254.169.254',
  '100.64.0.1',
  '0.0.0.0',
  '224.0.0.1',
  '255.255.255.255',
  '::1',
  '::',
  'fc00::1',
  'fd12:3456::1',
  'fe80::1',
  'ff02::1',
  '::ffff:127.0.0.1',
  '::ffff:10.0.0.5',
  '::ffff:169.254.169.254',
  '2001:db8::1',
];

describe('webhook address rules', () => {
  it('allows only public unicast addresses in production, loopback too in development', () => {
    for (const address of NOT_PUBLIC) expect(addressAllowed(address, PRODUCTION), address).toBe(false);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.216.34']) expect(addressAllowed(address, PRODUCTION), address).toBe(true);
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(addressAllowed(address, { allowLoopback: true }), address).toBe(true);
    for (const address of ['10.0.0.5', '192.168.1.1', 'fc00::1', '169.254.169.254']) expect(addressAllowed(address, { allowLoopback: true }), address).toBe(false);
  });

  it('refuses private names and addresses, and plain http, before any connection', async () => {
    const refused = [
      'https://10.0.0.5/hook',
      'https://192.168.1.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://intern.dealer.test/hook',
      'https://metadata.dealer.test/hook',
      'https://campur.dealer.test/hook',
      'https://tidak-ada.dealer.test/hook',
      'http://publik.dealer.test/hook',
      'https://user:sandi@publik.dealer.test/hook',
      'ftp://publik.dealer.test/hook',
    ];
    for (const url of refused) await expect(checkEndpoint(url, PRODUCTION, stubResolve), url).rejects.toBeInstanceOf(RefusedAddress);
    await expect(checkEndpoint('https://publik.dealer.test/hook', PRODUCTION, stubResolve)).resolves.toBeInstanceOf(URL);
  });

  it('refuses at connection time a name that now resolves to a private address (DNS rebinding)', async () => {
    const lookup = guardedLookup(PRODUCTION, stubResolve);
    const error = await new Promise<Error | null>((resolve) => lookup('intern.dealer.test', {}, (err) => resolve(err)));
    expect(error).toBeInstanceOf(RefusedAddress);
    const answer = await new Promise<unknown>((resolve) => lookup('publik.dealer.test', { all: true }, (_err, addresses) => resolve(addresses)));
    expect(answer).toEqual([{ address: '93.184.216.34', family: 4 }]);

    // A delivery to the name is refused by the lookup: no connection is made.
    const rebound = await sendOnce({ id: 'x', url: 'https://intern.dealer.test/hook', secret: 's', payload: '{}' }, { rules: PRODUCTION, timeoutMs: 2000, resolve: stubResolve });
    expect(rebound).toMatchObject({ ok: false, status_code: null });
    expect(rebound.error).toMatch(/not public/);
  });

  it('connects through the guarded lookup to the address it allowed (loopback, development rules)', async () => {
    const receiver = await startReceiver();
    try {
      const resolveLocal: Resolve = async () => [{ address: '127.0.0.1', family: 4 }];
      const url = receiver.url('/hook').replace('127.0.0.1', 'penerima.dealer.test');
      const outcome = await sendOnce({ id: 'x', url, secret: 's', payload: '{}' }, { rules: { allowLoopback: true }, timeoutMs: 5000, resolve: resolveLocal });
      expect(outcome).toMatchObject({ ok: true, status_code: 200 });
      expect(receiver.at('/hook')).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('does not reach a loopback receiver with the production rules', async () => {
    const receiver = await startReceiver();
    try {
      const outcome = await sendOnce({ id: 'x', url: receiver.url('/hook'), secret: 's', payload: '{}' }, { rules: PRODUCTION, timeoutMs: 2000 });
      expect(outcome.ok).toBe(false);
      expect(outcome.error).toBe('not https');
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });
});

describe('registering an endpoint with the production rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { webhooks: { ...readConfig({}).webhooks, allowLoopback: false } }, webhookResolve: stubResolve });
  });
  afterAll(() => t?.close());

  it('answers 422 on url for every address that is not public', async () => {
    const admin = await registerCompany(t.app, 'Dealer Aman');
    for (const url of ['https://10.0.0.5/hook', 'https://192.168.1.1/', 'https://169.254.169.254/', 'https://[::1]/', 'https://[::ffff:127.0.0.1]/', 'https://intern.dealer.test/', 'http://127.0.0.1:9/hook']) {
      const response = await admin.api.json('POST', '/api/master/v1/webhooks', { url, events: ['prospect.created'] });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().fields.url.code).toBe('webhook.address_refused');
    }
    expect((await t.database.query<{ n: number }>('select count(*)::int as n from webhook_endpoint'))[0].n).toBe(0);
  });
});
