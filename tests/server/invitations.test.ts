import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, registerCompany } from './helpers/api';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const anonymous = () => apiClient(t.app);
let sequence = 0;
const newEmail = (name: string) => `${name}.${(sequence += 1)}.${Date.now()}@dealer.test`;
type Invitation = { id: string; email: string; status: string; role_name: string; group_name: string | null; sent_at: string; expires_at: string };

async function company() {
  const admin = await registerCompany(t.app, 'Dealer Undang');
  const roles = (await admin.api.get('/api/user/v1/role')).json() as { id: number; name: string }[];
  const roleId = (name: string) => roles.find((r) => r.name === name)!.id;
  const invite = async (email = newEmail('calon'), extra: Record<string, unknown> = {}) => {
    const response = await admin.api.json('POST', '/api/user/v1/users/invite', { email, id_role: roleId('Sales'), ...extra });
    return { response, email, id: response.statusCode === 201 ? (response.json().data.id as string) : '' };
  };
  const list = async (query: Record<string, string | number> = {}) => {
    const response = await admin.api.get('/api/user/v1/users/invitations', query);
    expect(response.statusCode).toBe(200);
    return response.json() as { data: Invitation[]; count: number };
  };
  return { admin, roleId, invite, list };
}

const register = (email: string, id_company: number, idinvited: string) =>
  anonymous().json('POST', '/api/user/v1/auth/register_invited', {
    email,
    idcompany: id_company,
    idinvited,
    name: 'Sales Undangan',
    phone_number: '081355556666',
    password: 'rahasia-123',
  });

describe('the invitation list', () => {
  it('lists the company’s invitations newest first with their status, filtered and paged', async () => {
    const { admin, invite, list } = await company();
    const group = (await admin.api.json('POST', '/api/user/v1/group', { name: 'Cabang Buah Batu' })).json();
    const first = await invite(newEmail('satu'), { id_group: group.id });
    const second = await invite();
    const third = await invite();
    await t.database.query("update invitation set expires_at = now() - interval '1 minute' where id = $1", [second.id]);
    await register(third.email, admin.id_company, third.id);

    const all = await list();
    expect(all.count).toBe(3);
    expect(all.data.map((i) => [i.email, i.status])).toEqual([
      [third.email, 'accepted'],
      [second.email, 'expired'],
      [first.email, 'pending'],
    ]);
    expect(all.data[2]).toMatchObject({ role_name: 'Sales', group_name: 'Cabang Buah Batu' });

    const pending = await list({ status: 'pending' });
    expect(pending).toMatchObject({ count: 1, data: [{ id: first.id }] });
    const page = await list({ limit: 1, offset: 1 });
    expect(page.count).toBe(3);
    expect(page.data.map((i) => i.id)).toEqual([second.id]);
    expect((await admin.api.get('/api/user/v1/users/invitations', { status: 'lama' })).statusCode).toBe(422);
  });
});

describe('resending', () => {
  it('gives an expired invitation seven new days, mails it again, and the link works', async () => {
    const { admin, invite, list } = await company();
    const { id, email } = await invite();
    await t.database.query("update invitation set expires_at = now() - interval '1 minute', sent_at = now() - interval '8 days' where id = $1", [id]);
    const mails = t.outbox.length;
    const resent = await admin.api.json('POST', `/api/user/v1/users/invitations/${id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toBe('Undangan telah dikirim ulang.');
    expect(t.outbox.length).toBe(mails + 1);
    expect(t.outbox.at(-1)).toMatchObject({ to: email });
    expect(t.outbox.at(-1)!.text).toContain(`/register_invited/${encodeURIComponent(email)}/${admin.id_company}/${id}`);
    const [row] = (await list()).data;
    expect(row.status).toBe('pending');
    expect(Date.now() - new Date(row.sent_at).getTime()).toBeLessThan(60_000);
    expect(new Date(row.expires_at).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
    expect((await register(email, admin.id_company, id)).statusCode).toBe(200);
  });

  it('refuses an accepted or revoked invitation and mails nothing', async () => {
    const { admin, invite } = await company();
    const accepted = await invite();
    await register(accepted.email, admin.id_company, accepted.id);
    const revoked = await invite();
    await admin.api.json('POST', `/api/user/v1/users/invitations/${revoked.id}/revoke`);
    const mails = t.outbox.length;
    for (const id of [accepted.id, revoked.id]) {
      const response = await admin.api.json('POST', `/api/user/v1/users/invitations/${id}/resend`);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Undangan yang sudah diterima atau dicabut tidak dapat dikirim ulang.');
    }
    expect(t.outbox.length).toBe(mails);
  });
});

describe('mail limit', () => {
  it('answers 429 past 20 resends a minute of one member', async () => {
    const { admin, invite } = await company();
    const { id } = await invite();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await admin.api.json('POST', `/api/user/v1/users/invitations/${id}/resend`)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('revoking', () => {
  it('stops the link: the preview and the registration say it was withdrawn', async () => {
    const { admin, invite, list } = await company();
    const { id, email } = await invite();
    const revoked = await admin.api.json('POST', `/api/user/v1/users/invitations/${id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect((await list()).data[0].status).toBe('revoked');

    const preview = await anonymous().get(`/api/user/v1/auth/invitation/${id}`);
    expect(preview.statusCode).toBe(404);
    expect(preview.json().message).toBe('Undangan ini telah dicabut oleh administrator perusahaan. Mintalah undangan baru.');
    const registered = await register(email, admin.id_company, id);
    expect(registered.statusCode).toBe(422);
    expect(registered.json().message).toMatch(/telah dicabut/);
    const [{ n }] = await t.database.query<{ n: number }>('select count(*)::int as n from app_user where email = $1', [email]);
    expect(n).toBe(0);

    const again = await admin.api.json('POST', `/api/user/v1/users/invitations/${id}/revoke`);
    expect(again.statusCode).toBe(409);
  });

  it('refuses registering through an expired invitation', async () => {
    const { admin, invite } = await company();
    const { id, email } = await invite();
    await t.database.query("update invitation set expires_at = now() - interval '1 minute' where id = $1", [id]);
    const registered = await register(email, admin.id_company, id);
    expect(registered.statusCode).toBe(422);
    expect(registered.json().message).toBe('Undangan tidak valid, sudah dipakai, atau sudah kedaluwarsa.');
  });
});

describe('duplicates', () => {
  it('refuses an email with an account or with a pending invitation, and mails nothing', async () => {
    const { admin, invite, list } = await company();
    const mails = t.outbox.length;
    const taken = await invite(admin.email);
    expect(taken.response.statusCode).toBe(409);
    expect(taken.response.json().errors.email).toBe('Email sudah terdaftar. Gunakan email lain.');

    const { email } = await invite();
    const twice = await invite(email.toUpperCase());
    expect(twice.response.statusCode).toBe(409);
    expect(twice.response.json().errors.email).toBe('Email ini sudah memiliki undangan yang menunggu. Kirim ulang atau cabut undangan tersebut.');
    expect((await list()).count).toBe(1);
    expect(t.outbox.length).toBe(mails + 1);
  });

  it('refuses resending an expired invitation while the email has a newer pending one', async () => {
    const { admin, invite } = await company();
    const old = await invite();
    await t.database.query("update invitation set expires_at = now() - interval '1 minute' where id = $1", [old.id]);
    expect((await invite(old.email)).response.statusCode).toBe(201);
    const resent = await admin.api.json('POST', `/api/user/v1/users/invitations/${old.id}/resend`);
    expect(resent.statusCode).toBe(409);
    expect(resent.json().errors.email).toMatch(/sudah memiliki undangan yang menunggu/);
  });

  it('invites the email again once its invitation was revoked', async () => {
    const { admin, invite } = await company();
    const { id, email } = await invite();
    await admin.api.json('POST', `/api/user/v1/users/invitations/${id}/revoke`);
    expect((await invite(email)).response.statusCode).toBe(201);
  });
});

describe('company isolation and permissions', () => {
  it('answers 404 for another company’s invitation and changes nothing', async () => {
    const mine = await company();
    const theirs = await company();
    const { id } = await theirs.invite();
    for (const action of ['resend', 'revoke']) {
      const response = await mine.admin.api.json('POST', `/api/user/v1/users/invitations/${id}/${action}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Undangan tidak ditemukan.');
    }
    expect((await mine.list()).count).toBe(0);
    expect((await theirs.list()).data[0].status).toBe('pending');
  });

  it('refuses every invitation call without user_management', async () => {
    const { admin, roleId, invite } = await company();
    const { id } = await invite();
    const email = newEmail('sales');
    await admin.api.json('POST', '/api/user/v1/users', { email, name: 'Sales Biasa', id_role: roleId('Sales'), password: 'rahasia-123' });
    const login = await anonymous().json('POST', '/api/user/v1/auth/login', { email, password: 'rahasia-123' });
    const sales = apiClient(t.app, login.json().data[0].token as string);
    const calls = [
      sales.get('/api/user/v1/users/invitations'),
      sales.json('POST', '/api/user/v1/users/invite', { email: newEmail('lain'), id_role: roleId('Sales') }),
      sales.json('POST', `/api/user/v1/users/invitations/${id}/resend`),
      sales.json('POST', `/api/user/v1/users/invitations/${id}/revoke`),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
    const [{ revoked_at }] = await t.database.query<{ revoked_at: Date | null }>('select revoked_at from invitation where id = $1', [id]);
    expect(revoked_at).toBeNull();
  });
});
