import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, registerCompany } from './helpers/api';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const anonymous = () => apiClient(t.app);
const linkIn = (text: string, pattern: RegExp) => {
  const match = pattern.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return match;
};

describe('forgot password', () => {
  it('mails a single-use link that sets a new password and closes open sessions', async () => {
    const admin = await registerCompany(t.app);
    const requested = await anonymous().json('POST', '/api/user/v1/auth/forgot_password', { email: admin.email });
    expect(requested.statusCode).toBe(200);
    const mail = t.outbox.at(-1)!;
    expect(mail.to).toBe(admin.email);
    const [, email, id] = linkIn(mail.text, /http:\/\/sales\.test\/forgot_password\/([^/\s]+)\/(\S+)/);
    expect(decodeURIComponent(email)).toBe(admin.email);

    const reset = await anonymous().json('POST', '/api/user/v1/auth/reset_password', { email: admin.email, id, password: 'sandi-baru-99' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toMatch(/Kata sandi berhasil diubah/);
    expect((await admin.api.form('POST', '/api/user/v1/user/detail', { id: admin.id })).statusCode).toBe(401);

    const login = await anonymous().json('POST', '/api/user/v1/auth/login', { email: admin.email, password: 'sandi-baru-99' });
    expect(login.statusCode).toBe(200);

    const again = await anonymous().json('POST', '/api/user/v1/auth/reset_password', { email: admin.email, id, password: 'sandi-lain-99' });
    expect(again.statusCode).toBe(422);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = t.outbox.length;
    const known = await registerCompany(t.app);
    const a = await anonymous().json('POST', '/api/user/v1/auth/forgot_password', { email: known.email });
    const b = await anonymous().json('POST', '/api/user/v1/auth/forgot_password', { email: 'siapa@dealer.test' });
    expect(a.json()).toEqual(b.json());
    expect(t.outbox.length).toBe(before + 1);
  });

  it('refuses an expired link', async () => {
    const admin = await registerCompany(t.app);
    await anonymous().json('POST', '/api/user/v1/auth/forgot_password', { email: admin.email });
    const [, , id] = linkIn(t.outbox.at(-1)!.text, /forgot_password\/([^/\s]+)\/(\S+)/);
    await t.database.query(
      "update password_reset set expires_at = now() - interval '1 minute' where id_user = $1",
      [admin.id],
    );
    const reset = await anonymous().json('POST', '/api/user/v1/auth/reset_password', { email: admin.email, id, password: 'sandi-baru-99' });
    expect(reset.statusCode).toBe(422);
    expect(reset.json().message).toMatch(/tidak valid, sudah dipakai, atau sudah kedaluwarsa/);
  });
});

describe('invited registration', () => {
  it('joins the inviting company directly in the invited role and group, once', async () => {
    const admin = await registerCompany(t.app);
    const roles = (await admin.api.get('/api/user/v1/role')).json() as { id: number; name: string }[];
    const sales = roles.find((r) => r.name === 'Sales')!;
    const group = (await admin.api.json('POST', '/api/user/v1/group', { name: 'Cabang Dago' })).json();
    const email = `undangan.${Date.now()}@dealer.test`;
    const invited = await admin.api.json('POST', '/api/user/v1/users/invite', { email, id_role: sales.id, id_group: group.id });
    expect(invited.statusCode).toBe(201);
    const { link } = invited.json().data as { link: string };
    expect(t.outbox.at(-1)!.text).toContain(link);
    const [, , idcompany, idinvited] = linkIn(link, /register_invited\/([^/]+)\/(\d+)\/(\S+)$/);

    const preview = await anonymous().get(`/api/user/v1/auth/invitation/${idinvited}`);
    expect(preview.json().data).toMatchObject({ email, role_name: 'Sales' });

    const body = { email, idcompany, idinvited, name: 'Sales Undangan', phone_number: '081355556666', password: 'rahasia-123' };
    const registered = await anonymous().json('POST', '/api/user/v1/auth/register_invited', body);
    expect(registered.statusCode).toBe(200);
    const session = registered.json().data[0];
    const detail = await apiClient(t.app, session.token).form('POST', '/api/user/v1/user/detail', { id: session.id });
    expect(detail.json().data[0]).toMatchObject({
      role_name: 'Sales',
      id_company: admin.id_company,
      group_name: 'Cabang Dago',
      invited_email: admin.email,
    });

    const reused = await anonymous().json('POST', '/api/user/v1/auth/register_invited', { ...body, email: `lain.${email}` });
    expect(reused.statusCode).toBe(422);
  });

  it('refuses an invitation presented with another company id', async () => {
    const admin = await registerCompany(t.app);
    const other = await registerCompany(t.app);
    const roles = (await admin.api.get('/api/user/v1/role')).json() as { id: number; name: string }[];
    const email = `silang.${Date.now()}@dealer.test`;
    const { data } = (await admin.api.json('POST', '/api/user/v1/users/invite', { email, id_role: roles[0].id })).json();
    const response = await anonymous().json('POST', '/api/user/v1/auth/register_invited', {
      email,
      idcompany: other.id_company,
      idinvited: data.id,
      name: 'Penyusup',
      phone_number: '081355556667',
      password: 'rahasia-123',
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('public forms are rate-limited per IP', () => {
  it('answers 429 with an Indonesian message past the limit', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/v1/auth/forgot_password',
        remoteAddress: '10.9.8.7',
        headers: { 'x-app-key': 'sf-web' },
        payload: { email: 'banjir@dealer.test' },
      });
    const answers = [];
    for (let i = 0; i < 61; i += 1) answers.push((await ask()).statusCode);
    expect(answers.slice(0, 60).every((status) => status === 200)).toBe(true);
    const last = await ask();
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe('Terlalu banyak permintaan. Coba lagi beberapa saat lagi.');
  });
});

describe('security headers', () => {
  it('sends a content security policy and no framing', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
