import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, registerCompany } from './helpers/api';
import { startTestApp, type TestApp } from './helpers/testApp';
import argon2 from 'argon2';
import { API_REFERENCE } from '../../domain/apiPaths';
import { PASSWORD_HASH_OPTIONS } from '../../server/modules/users/password';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  apiClient(t.app).json('POST', '/api/user/v1/auth/login', { email, password });

describe('register a new company', () => {
  it('makes the first user the active Administrator of a new company with default roles', async () => {
    const admin = await registerCompany(t.app, 'Dealer Baru');
    const detail = await admin.api.form('POST', '/api/user/v1/user/detail', { id: admin.id });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data[0]).toMatchObject({ id: admin.id, role_name: 'Administrator', id_company: admin.id_company });
    const roles = await admin.api.get('/api/user/v1/role', { sort: '["name","ASC"]' });
    expect(roles.json().map((r: { name: string }) => r.name)).toEqual(['Administrator', 'Sales', 'Supervisor']);
  });

  it('answers per-field Indonesian messages for bad input and creates nothing', async () => {
    const response = await apiClient(t.app).json('POST', '/api/user/v1/auth/register', {
      name: '',
      email: 'bukan-email',
      password: 'pendek',
      phone_number: '12',
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors).toMatchObject({
      name: 'Nama wajib diisi.',
      email: 'Format email tidak valid.',
      password: 'Kata sandi minimal 8 karakter.',
    });
    expect(body.errors.phone_number).toMatch(/Nomor HP tidak valid/);
  });

  it('refuses an email that is already registered', async () => {
    const admin = await registerCompany(t.app);
    const again = await apiClient(t.app).json('POST', '/api/user/v1/auth/register', {
      name: 'Orang Lain',
      email: admin.email.toUpperCase(),
      password: 'rahasia-123',
      phone_number: '081298765432',
      company_name: 'Dealer Lain',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.email).toMatch(/Email sudah terdaftar/);
  });

  it('answers 400 with a message for a malformed body, never 5xx', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/v1/auth/register',
      headers: { 'x-app-key': 'sf-web', 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Permintaan tidak dapat dibaca oleh server.');
  });
});

describe('join an existing company by its code', () => {
  it('waits for approval: 202, cannot log in, and counts as a pending registration', async () => {
    const admin = await registerCompany(t.app);
    const [{ code }] = await t.database.query<{ code: string }>('select code from company where id = $1', [admin.id_company]);
    const email = `sales.${Date.now()}@dealer.test`;
    const joined = await apiClient(t.app).json('POST', '/api/user/v1/auth/register', {
      name: 'Sales Baru',
      email,
      password: 'rahasia-123',
      phone_number: '0812 1111 2222',
      company_code: code.toLowerCase(),
    });
    expect(joined.statusCode).toBe(202);
    expect(joined.json()).toMatchObject({ data: [], message: expect.stringMatching(/menunggu persetujuan/) });

    const attempt = await login(email, 'rahasia-123');
    expect(attempt.statusCode).toBe(403);
    expect(attempt.json().message).toBe('Akun anda masih menunggu persetujuan administrator.');

    const count = await admin.api.get('/api/dashboard/v1/notifikasi/pengajuan/user', { id_user: admin.id, id_company: admin.id_company });
    expect(count.json()).toEqual({ count: 1 });
  });

  it('says which field is wrong for an unknown company code', async () => {
    const response = await apiClient(t.app).json('POST', '/api/user/v1/auth/register', {
      name: 'Sales Nyasar',
      email: `nyasar.${Date.now()}@dealer.test`,
      password: 'rahasia-123',
      phone_number: '081211112223',
      company_code: 'ZZZZZZ',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ company_code: 'Kode perusahaan tidak ditemukan.' });
  });
});

describe('login and sessions', () => {
  it('gives the same answer for an unknown email and a wrong password', async () => {
    const admin = await registerCompany(t.app);
    const wrong = await login(admin.email, 'salah-sekali');
    const unknown = await login('tidak.ada@dealer.test', 'salah-sekali');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Email atau kata sandi salah.');
  });

  it('stores a password as an argon2id hash, at the recommended cost outside the tests', async () => {
    const admin = await registerCompany(t.app);
    const [{ password_hash }] = await t.database.query<{ password_hash: string }>('select password_hash from app_user where id = $1', [admin.id]);
    expect(password_hash).toMatch(/^\$argon2id\$/);
    expect(password_hash).not.toContain('rahasia-123');
    expect(await argon2.hash('rahasia-123', PASSWORD_HASH_OPTIONS)).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
  });

  it('keeps one active session per user: a new login revokes the older one', async () => {
    const admin = await registerCompany(t.app);
    const first = await login(admin.email, 'rahasia-123');
    const firstToken = first.json().data[0].token as string;
    const second = await login(admin.email, 'rahasia-123');
    expect(second.statusCode).toBe(200);
    const stale = await apiClient(t.app, firstToken).form('POST', '/api/user/v1/user/detail', { id: admin.id });
    expect(stale.statusCode).toBe(401);
    const fresh = await apiClient(t.app, second.json().data[0].token).form('POST', '/api/user/v1/user/detail', { id: admin.id });
    expect(fresh.statusCode).toBe(200);
  });

  it('stores only a digest of the token', async () => {
    const admin = await registerCompany(t.app);
    const token = (await login(admin.email, 'rahasia-123')).json().data[0].token as string;
    const rows = await t.database.query<{ token_hash: string }>('select token_hash from session where id_user = $1', [admin.id]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });

  it('logout ends the session', async () => {
    const admin = await registerCompany(t.app);
    expect((await admin.api.json('POST', '/api/user/v1/auth/logout')).statusCode).toBe(200);
    expect((await admin.api.form('POST', '/api/user/v1/user/detail', { id: admin.id })).statusCode).toBe(401);
  });

  it('refuses the address that failed 10 times on an account, even with the right password', async () => {
    const admin = await registerCompany(t.app);
    for (let i = 0; i < 10; i += 1) expect((await login(admin.email, `salah-${i}`)).statusCode).toBe(401);
    const locked = await login(admin.email, 'rahasia-123');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Terlalu banyak percobaan masuk/);
  });
});

describe('every call checks the app key and the token', () => {
  it('refuses a missing or unknown app key with 403', async () => {
    const admin = await registerCompany(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/v1/user/detail',
      headers: { authorization: `Bearer ${admin.token}`, 'x-app-key': 'lain' },
      payload: { id: admin.id },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Kunci aplikasi tidak dikenal.');
  });

  it('answers 401 without a token or with a forged one', async () => {
    expect((await apiClient(t.app).get('/api/master/v1/notifikasi/unread', { id_user: 1 })).statusCode).toBe(401);
    expect((await apiClient(t.app, 'palsu').get('/api/master/v1/notifikasi/unread', { id_user: 1 })).statusCode).toBe(401);
  });

  it('serves health and the OpenAPI document without credentials', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const docs = (await t.app.inject({ url: '/api/docs' })).json();
    expect(docs.openapi).toMatch(/^3\./);
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining(['/api/user/v1/auth/login', '/api/user/v1/user/detail', '/api/master/v1/notifikasi']),
    );
  });

  it("serves the API reference and its files from the app itself, without credentials, under the app's CSP", async () => {
    const page = await t.app.inject({ url: API_REFERENCE });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    // Every script of the page is a file of the app: nothing from another origin, nothing inline.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(new RegExp(`src="${API_REFERENCE}/static/`));
      expect(inline.trim()).toBe('');
    }
    const [, bundle] = /src="([^"]*swagger-ui-bundle\.js)"/.exec(page.body) ?? [];
    const file = await t.app.inject({ url: bundle, headers: { 'accept-encoding': 'br' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-encoding']).toBe('br');
  });
});
