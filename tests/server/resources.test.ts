import { MODULES } from '../../domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from './helpers/api';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let a: Awaited<ReturnType<typeof registerCompany>>;
let b: Awaited<ReturnType<typeof registerCompany>>;
let salesRoleA: number;

beforeAll(async () => {
  t = await startTestApp();
  a = await registerCompany(t.app, 'Dealer A');
  b = await registerCompany(t.app, 'Dealer B');
  const roles = (await a.api.get('/api/user/v1/role')).json() as { id: number; name: string }[];
  salesRoleA = roles.find((r) => r.name === 'Sales')!.id;
});
afterAll(() => t.close());

const newUser = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}.${Date.now()}@dealer.test`,
  password: 'rahasia-123',
  id_role: salesRoleA,
  ...extra,
});

describe('users resource (simple-rest convention)', () => {
  it('creates, lists with Content-Range, searches, sorts, updates and never answers the password hash', async () => {
    const created = await a.api.json('POST', '/api/user/v1/users', newUser('Budi Santoso', { phone_number: '0812-7777-8888' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Budi Santoso', phone_number: '+6281277778888', status: 'active' });
    expect(created.json()).not.toHaveProperty('password_hash');
    await a.api.json('POST', '/api/user/v1/users', newUser('Citra Lestari'));

    const list = await a.api.get('/api/user/v1/users', { sort: '["name","DESC"]', range: '[0,1]' });
    expect(list.headers['content-range']).toBe('users 0-1/3');
    expect(list.json().map((u: { name: string }) => u.name)).toEqual(['Citra Lestari', 'Budi Santoso']);

    const search = await a.api.get('/api/user/v1/users', { filter: '{"q":"budi"}' });
    expect(search.json().map((u: { name: string }) => u.name)).toEqual(['Budi Santoso']);

    const updated = await a.api.json('PUT', `/api/user/v1/users/${created.json().id}`, { npm: 'MM-0099' });
    expect(updated.json()).toMatchObject({ npm: 'MM-0099', status: 'active', name: 'Budi Santoso' });
  });

  it('answers 400 for an unknown filter or sort column and 422 for a malformed one', async () => {
    expect((await a.api.get('/api/user/v1/users', { filter: '{"password_hash":"x"}' })).statusCode).toBe(400);
    expect((await a.api.get('/api/user/v1/users', { sort: '["password_hash","ASC"]' })).statusCode).toBe(400);
    expect((await a.api.get('/api/user/v1/users', { filter: '{oops' })).statusCode).toBe(422);
  });

  it('deletes in bulk in one transaction: one foreign id and nothing is deleted', async () => {
    const one = (await a.api.json('POST', '/api/user/v1/users', newUser('Hapus Satu'))).json();
    const two = (await a.api.json('POST', '/api/user/v1/users', newUser('Hapus Dua'))).json();
    const foreign = (await b.api.get('/api/user/v1/users')).json()[0];
    const refused = await a.api.json('DELETE', `/api/user/v1/users?filter=${encodeURIComponent(JSON.stringify({ id: [one.id, foreign.id] }))}`);
    expect(refused.statusCode).toBe(404);
    expect((await a.api.get(`/api/user/v1/users/${one.id}`)).statusCode).toBe(200);
    expect((await b.api.get(`/api/user/v1/users/${foreign.id}`)).statusCode).toBe(200);

    const done = await a.api.json('DELETE', `/api/user/v1/users?filter=${encodeURIComponent(JSON.stringify({ id: [one.id, two.id] }))}`);
    expect(done.json().sort()).toEqual([one.id, two.id].sort());
    expect((await a.api.get(`/api/user/v1/users/${two.id}`)).statusCode).toBe(404);
  });

  it('does not let an administrator delete or disable themselves', async () => {
    expect((await a.api.json('DELETE', `/api/user/v1/users/${a.id}`)).statusCode).toBe(409);
    expect((await a.api.json('PUT', `/api/user/v1/users/${a.id}`, { status: 'disabled' })).statusCode).toBe(409);
  });
});

describe('no request from one company reads or writes another company', () => {
  it('lists only its own users and groups', async () => {
    await b.api.json('POST', '/api/user/v1/group', { name: 'Grup Rahasia B' });
    const users = (await a.api.get('/api/user/v1/users', { range: '[0,499]' })).json() as { email: string }[];
    expect(users.some((u) => u.email === b.email)).toBe(false);
    const groups = (await a.api.get('/api/user/v1/group')).json() as { name: string }[];
    expect(groups.some((g) => g.name === 'Grup Rahasia B')).toBe(false);
  });

  it('answers 404 for reads, updates and deletes of another company’s rows', async () => {
    expect((await a.api.get(`/api/user/v1/users/${b.id}`)).statusCode).toBe(404);
    expect((await a.api.json('PUT', `/api/user/v1/users/${b.id}`, { name: 'Dibajak' })).statusCode).toBe(404);
    expect((await a.api.json('DELETE', `/api/user/v1/users/${b.id}`)).statusCode).toBe(404);
    expect((await a.api.get(`/api/user/v1/role/${b.id_role}/permission`)).statusCode).toBe(404);
    const detail = await b.api.form('POST', '/api/user/v1/user/detail', { id: b.id });
    expect(detail.json().data[0].name).toBe(`Admin Dealer B`);
  });

  it('refuses references into another company', async () => {
    const foreignRole = await a.api.json('POST', '/api/user/v1/users', newUser('Salah Role', { id_role: b.id_role }));
    expect(foreignRole.statusCode).toBe(422);
    expect(foreignRole.json().errors).toEqual({ id_role: 'Role tidak ditemukan.' });
    const leader = await a.api.json('POST', '/api/user/v1/group', { name: 'Grup Salah', id_leader: b.id });
    expect(leader.json().errors).toEqual({ id_leader: 'Pengguna tidak ditemukan.' });
  });

  it('refuses id_user, id_company and id_role parameters that name another company', async () => {
    expect((await a.api.form('POST', '/api/user/v1/user/detail', { id: b.id })).statusCode).toBe(403);
    expect((await a.api.form('POST', '/api/user/v1/roles/get_permission', { id_role: b.id_role })).statusCode).toBe(403);
    const count = await a.api.get('/api/dashboard/v1/notifikasi/pengajuan/user', { id_user: a.id, id_company: b.id_company });
    expect(count.statusCode).toBe(403);
    expect((await a.api.get('/api/master/v1/notifikasi', { id_user: b.id })).statusCode).toBe(403);
  });
});

describe('roles and their permission rows', () => {
  it('a new role starts with every module closed; rows can be changed', async () => {
    const role = (await a.api.json('POST', '/api/user/v1/role', { name: 'Kasir' })).json();
    const rows = (await a.api.get(`/api/user/v1/role/${role.id}/permission`)).json().data as { access: string; export: string }[];
    expect(rows.length).toBe(MODULES.length);
    expect(rows.every((r) => r.access === 'none' && r.export === 'Not Set')).toBe(true);
    const changed = await a.api.json('PUT', `/api/user/v1/role/${role.id}/permission`, {
      data: [{ name_module: 'Prospect', access: 'enabled', import: 'enabled', export: 'own' }],
    });
    expect(changed.json().data.find((r: { name_module: string }) => r.name_module === 'Prospect')).toEqual({
      name_module: 'Prospect',
      access: 'enabled',
      import: 'enabled',
      export: 'own',
    });
    const bad = await a.api.json('PUT', `/api/user/v1/role/${role.id}/permission`, {
      data: [{ name_module: 'Prospect', access: 'semua', import: 'none', export: 'own' }],
    });
    expect(bad.statusCode).toBe(422);
  });

  it('keeps the Administrator role: it cannot be renamed or deleted', async () => {
    expect((await a.api.json('PUT', `/api/user/v1/role/${a.id_role}`, { name: 'Bos' })).statusCode).toBe(409);
    expect((await a.api.json('DELETE', `/api/user/v1/role/${a.id_role}`)).statusCode).toBe(409);
  });
});

describe('bulk update', () => {
  it('updates every listed row in one transaction, or none when one is not the company’s', async () => {
    const one = (await a.api.json('POST', '/api/user/v1/users', newUser('Massal Satu'))).json();
    const two = (await a.api.json('POST', '/api/user/v1/users', newUser('Massal Dua'))).json();
    const filter = (ids: number[]) => encodeURIComponent(JSON.stringify({ id: ids }));

    const refused = await a.api.json('PUT', `/api/user/v1/users?filter=${filter([one.id, b.id])}`, { status: 'disabled' });
    expect(refused.statusCode).toBe(404);
    expect((await a.api.get(`/api/user/v1/users/${one.id}`)).json().status).toBe('active');

    const done = await a.api.json('PUT', `/api/user/v1/users?filter=${filter([one.id, two.id])}`, { status: 'disabled' });
    expect(done.json()).toEqual([one.id, two.id]);
    expect((await a.api.get(`/api/user/v1/users/${two.id}`)).json().status).toBe('disabled');
  });

  it('rolls back rows already changed when a later row breaks a rule', async () => {
    const other = (await a.api.json('POST', '/api/user/v1/users', newUser('Massal Tiga'))).json();
    const filter = encodeURIComponent(JSON.stringify({ id: [other.id, a.id] }));
    const refused = await a.api.json('PUT', `/api/user/v1/users?filter=${filter}`, { status: 'disabled' });
    expect(refused.statusCode).toBe(409);
    expect((await a.api.get(`/api/user/v1/users/${other.id}`)).json().status).toBe('active');
  });
});
