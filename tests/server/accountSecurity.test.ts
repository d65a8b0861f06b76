import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { apiClient, registerCompany } from './helpers/api';
import { APP_KEY, startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  t = await startTestApp({ logger: { level: 'error', stream } });
});
afterAll(() => t.close());

const anonymous = () => apiClient(t.app);
const tokenIn = (text: string) => /forgot_password\/[^/\s]+\/(\S+)/.exec(text)![1];
const resetWith = (email: string, id: string) =>
  anonymous().json('POST', '/api/user/v1/auth/reset_password', { email, id, password: 'sandi-baru-99' });

describe('mailed links go only where the configuration says', () => {
  it('ignores a forged Host or X-Forwarded-Host in password-reset and invitation links', async () => {
    const admin = await registerCompany(t.app);
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    await t.app.inject({
      method: 'POST',
      url: '/api/user/v1/auth/forgot_password',
      headers: { 'x-app-key': APP_KEY, ...forged },
      payload: { email: admin.email },
    });
    expect(t.outbox.at(-1)!.text).toMatch(/http:\/\/sales\.test\/forgot_password\//);
    expect(t.outbox.at(-1)!.text).not.toContain('evil.example');

    const [sales] = ((await admin.api.get('/api/user/v1/role')).json() as { id: number; name: string }[]).filter((r) => r.name === 'Sales');
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/user/v1/users/invite',
      headers: { 'x-app-key': APP_KEY, authorization: `Bearer ${admin.token}`, ...forged },
      payload: { email: `undang.${Date.now()}@dealer.test`, id_role: sales.id },
    });
    expect(invited.json().data.link).toMatch(/^http:\/\/sales\.test\/register_invited\//);
  });

  it('takes the links’ origin from PUBLIC_URL, which production must set', () => {
    expect(readConfig({ PUBLIC_URL: 'https://crm.dealer.co.id/' }).publicUrl).toBe('https://crm.dealer.co.id');
    expect(readConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is required in production/);
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '10.0.0.5, 172.16.0.0/12,loopback' }).trustProxy).toEqual(['10.0.0.5', '172.16.0.0/12', 'loopback']);
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});

describe('a password change ends what the old password opened', () => {
  it("an administrator's change of a user's password ends that user's sessions, not the administrator's", async () => {
    const admin = await registerCompany(t.app);
    const [sales] = ((await admin.api.get('/api/user/v1/role')).json() as { id: number; name: string }[]).filter((r) => r.name === 'Sales');
    const email = `sales.${Date.now()}@dealer.test`;
    const created = (await admin.api.json('POST', '/api/user/v1/users', { email, name: 'Sales Lama', id_role: sales.id, password: 'sandi-lama-1' })).json();
    const login = await anonymous().json('POST', '/api/user/v1/auth/login', { email, password: 'sandi-lama-1' });
    const salesApi = apiClient(t.app, login.json().data[0].token as string);
    expect((await salesApi.form('POST', '/api/user/v1/user/detail', { id: created.id })).statusCode).toBe(200);

    expect((await admin.api.json('PUT', `/api/user/v1/users/${created.id}`, { password: 'sandi-baru-2' })).statusCode).toBe(200);
    expect((await salesApi.form('POST', '/api/user/v1/user/detail', { id: created.id })).statusCode).toBe(401);
    expect((await admin.api.form('POST', '/api/user/v1/user/detail', { id: admin.id })).statusCode).toBe(200);
  });

  it('a newer reset link voids the older one, and using one voids every other', async () => {
    const admin = await registerCompany(t.app);
    await anonymous().json('POST', '/api/user/v1/auth/forgot_password', { email: admin.email });
    const older = tokenIn(t.outbox.at(-1)!.text);
    await anonymous().json('POST', '/api/user/v1/auth/forgot_password', { email: admin.email });
    const newer = tokenIn(t.outbox.at(-1)!.text);
    expect((await resetWith(admin.email, older)).statusCode).toBe(422);
    expect((await resetWith(admin.email, newer)).statusCode).toBe(200);
    expect((await resetWith(admin.email, newer)).statusCode).toBe(422);
  });

  it('an administrator setting a new password voids the reset links mailed before', async () => {
    const admin = await registerCompany(t.app);
    await anonymous().json('POST', '/api/user/v1/auth/forgot_password', { email: admin.email });
    const mailed = tokenIn(t.outbox.at(-1)!.text);
    expect((await admin.api.json('PUT', `/api/user/v1/users/${admin.id}`, { password: 'sandi-admin-3' })).statusCode).toBe(200);
    expect((await resetWith(admin.email, mailed)).statusCode).toBe(422);
  });
});

describe('the app key is checked on the route, not on the raw URL', () => {
  it('refuses a percent-encoded path to a public call without the key', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/%61pi/user/v1/auth/forgot_password', payload: { email: 'a@b.test' } });
    expect(response.statusCode).toBe(403);
    const withKey = await t.app.inject({
      method: 'POST',
      url: '/%61pi/user/v1/auth/forgot_password',
      headers: { 'x-app-key': APP_KEY },
      payload: { email: 'a@b.test' },
    });
    expect(withKey.statusCode).toBe(200);
  });
});

describe('the log never holds secrets', () => {
  it('logs a failed insert of a user without its parameters or the failing row', async () => {
    const admin = await registerCompany(t.app);
    const [sales] = ((await admin.api.get('/api/user/v1/role')).json() as { id: number; name: string }[]).filter((r) => r.name === 'Sales');
    await t.database.query(`create function refuse_test_user() returns trigger language plpgsql as $$
      begin if new.name = 'Gagal Simpan' then raise exception 'baris ditolak' using detail = 'Failing row contains ' || new::text; end if; return new; end $$`);
    await t.database.query('create trigger refuse_test_user before insert on app_user for each row execute function refuse_test_user()');
    try {
      const response = await admin.api.json('POST', '/api/user/v1/users', {
        email: `gagal.${Date.now()}@dealer.test`,
        name: 'Gagal Simpan',
        id_role: sales.id,
        password: 'rahasia-yang-dijaga',
      });
      expect(response.statusCode).toBe(500);
      const logged = logLines.join('\n');
      const errors = logLines.map((line) => JSON.parse(line) as { err?: { message: string; cause?: { code: string } } });
      expect(errors.map((entry) => entry.err?.message)).toContainEqual(expect.stringMatching(/^Failed query: insert into "app_user"/));
      expect(errors.map((entry) => entry.err?.cause?.code)).toContain('P0001');
      expect(logged).not.toMatch(/argon2|Failing row|rahasia-yang-dijaga/);
    } finally {
      await t.database.query('drop trigger refuse_test_user on app_user');
      await t.database.query('drop function refuse_test_user()');
    }
  });
});
