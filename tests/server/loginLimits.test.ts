import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from './helpers/api';
import { APP_KEY, startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const loginFrom = (app: TestApp, remoteAddress: string, email: string, password: string, headers: Record<string, string> = {}) =>
  app.app.inject({
    method: 'POST',
    url: '/api/user/v1/auth/login',
    remoteAddress,
    headers: { 'x-app-key': APP_KEY, ...headers },
    payload: { email, password },
  });

const recordedAddresses = async (app: TestApp, email: string) =>
  (await app.database.query<{ ip: string }>('select ip from login_attempt where email = $1', [email])).map((r) => r.ip);

describe('a client cannot choose the address the limits count', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    const email = `tamu.${Date.now()}@dealer.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 70; i += 1) {
      statuses.push((await loginFrom(t, '198.51.100.7', email, `salah-${i}`, { 'x-forwarded-for': `203.0.113.${i}` })).statusCode);
    }
    expect(statuses).toContain(429);
    expect(new Set(await recordedAddresses(t, email))).toEqual(new Set(['198.51.100.7']));
  });

  it('believes X-Forwarded-For from a configured proxy', async () => {
    const behindProxy = await startTestApp({ config: { trustProxy: ['10.20.0.5'] } });
    try {
      const email = `proksi.${Date.now()}@dealer.test`;
      await loginFrom(behindProxy, '10.20.0.5', email, 'salah-sekali', { 'x-forwarded-for': '203.0.113.50' });
      await loginFrom(behindProxy, '10.20.0.9', email, 'salah-sekali', { 'x-forwarded-for': '203.0.113.51' });
      expect((await recordedAddresses(behindProxy, email)).sort()).toEqual(['10.20.0.9', '203.0.113.50']);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('nobody can lock another user out', () => {
  it('blocks the guessing address, not the owner at their usual address', async () => {
    const admin = await registerCompany(t.app);
    expect((await loginFrom(t, '192.0.2.10', admin.email, 'rahasia-123')).statusCode).toBe(200);

    for (let i = 0; i < 10; i += 1) expect((await loginFrom(t, '192.0.2.66', admin.email, `tebak-${i}`)).statusCode).toBe(401);
    const attacker = await loginFrom(t, '192.0.2.66', admin.email, 'rahasia-123');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json().message).toMatch(/^Terlalu banyak percobaan masuk\. Coba lagi dalam 15 menit\./);

    expect((await loginFrom(t, '192.0.2.10', admin.email, 'rahasia-123')).statusCode).toBe(200);
  });

  it('only slows down a new address while the account is being guessed from elsewhere', async () => {
    const admin = await registerCompany(t.app);
    for (let i = 0; i < 10; i += 1) expect((await loginFrom(t, '192.0.2.77', admin.email, `tebak-${i}`)).statusCode).toBe(401);
    const newPhone = await loginFrom(t, '192.0.2.88', admin.email, 'rahasia-123');
    expect(newPhone.statusCode).toBe(429);
    expect(newPhone.json().message).toBe('Terlalu banyak percobaan masuk ke akun ini. Coba lagi dalam 30 detik.');

    // The slow-down is a pause after the last failure, not a lock: once it has passed, the owner gets in.
    await t.database.query("update login_attempt set created_at = created_at - interval '31 seconds' where email = $1", [admin.email]);
    expect((await loginFrom(t, '192.0.2.88', admin.email, 'rahasia-123')).statusCode).toBe(200);
  });

  it('blocks an address that guesses across many accounts, and no other', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await loginFrom(t, '192.0.2.99', `orang${i}.${Date.now()}@dealer.test`, 'tebak')).statusCode).toBe(401);
    }
    const admin = await registerCompany(t.app);
    const blocked = await loginFrom(t, '192.0.2.99', admin.email, 'rahasia-123');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/dari alamat ini/);
    expect((await loginFrom(t, '192.0.2.100', admin.email, 'rahasia-123')).statusCode).toBe(200);
  });
});
