import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, registerCompany, type ApiClient } from './helpers/api';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LOCKED_OUT = 'Perubahan ditolak: perusahaan harus tetap memiliki minimal satu pengguna aktif yang dapat mengelola pengguna dan hak akses.';
type Row = { name_module: string; access: string; import: string; export: string };

async function company() {
  const admin = await registerCompany(t.app, 'Dealer Kunci');
  const roles = (await admin.api.get('/api/user/v1/role')).json() as { id: number; name: string }[];
  const roleId = (name: string) => roles.find((r) => r.name === name)!.id;
  return { admin, administrator: roleId('Administrator'), sales: roleId('Sales') };
}

const rowsOf = async (api: ApiClient, id_role: number) => (await api.get(`/api/user/v1/role/${id_role}/permission`)).json().data as Row[];
const withAccess = (rows: Row[], module: string, access: string) => rows.map((r) => (r.name_module === module ? { ...r, access } : r));

describe('no change may leave a company without someone who manages users and roles', () => {
  // The Administrator role keeps both rights in any case (rolePermissions.test.ts): here the only
  // user who manages users and roles holds another role.
  it.each(['Roles', 'user_management'])('refuses closing %s on the role of the only user who manages users and roles', async (module) => {
    const { admin } = await company();
    const personnel = (await admin.api.json('POST', '/api/user/v1/role', { name: 'Personalia' })).json() as { id: number };
    const opened = withAccess(withAccess(await rowsOf(admin.api, personnel.id), 'user_management', 'enabled'), 'Roles', 'enabled');
    expect((await admin.api.json('PUT', `/api/user/v1/role/${personnel.id}/permission`, { data: opened })).statusCode).toBe(200);
    expect((await admin.api.json('PUT', `/api/user/v1/users/${admin.id}`, { id_role: personnel.id })).statusCode).toBe(200);
    const response = await admin.api.json('PUT', `/api/user/v1/role/${personnel.id}/permission`, { data: withAccess(opened, module, 'none') });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(LOCKED_OUT);
    expect(await rowsOf(admin.api, personnel.id)).toEqual(opened);
  });

  it('refuses moving the only administrator to Sales, alone or in a bulk update', async () => {
    const { admin, administrator, sales } = await company();
    const single = await admin.api.json('PUT', `/api/user/v1/users/${admin.id}`, { id_role: sales });
    expect(single.statusCode).toBe(409);
    expect(single.json().message).toBe(LOCKED_OUT);
    const bulk = await admin.api.json('PUT', `/api/user/v1/users?filter=${encodeURIComponent(JSON.stringify({ id: [admin.id] }))}`, { id_role: sales });
    expect(bulk.statusCode).toBe(409);
    const [{ id_role }] = await t.database.query<{ id_role: number }>('select id_role from app_user where id = $1', [admin.id]);
    expect(id_role).toBe(administrator);
  });

  it('allows it while another active user still manages users and roles, and guards that one too', async () => {
    const { admin, administrator, sales } = await company();
    const second = await admin.api.json('POST', '/api/user/v1/users', {
      email: `wakil.${Date.now()}@dealer.test`,
      name: 'Wakil Administrator',
      id_role: administrator,
      password: 'rahasia-123',
    });
    expect(second.statusCode).toBe(201);
    const deputy = second.json() as { id: number };

    expect((await admin.api.json('PUT', `/api/user/v1/users/${deputy.id}`, { status: 'disabled' })).statusCode).toBe(200);
    expect((await admin.api.json('PUT', `/api/user/v1/users/${admin.id}`, { id_role: sales })).statusCode).toBe(409);

    expect((await admin.api.json('PUT', `/api/user/v1/users/${deputy.id}`, { status: 'active' })).statusCode).toBe(200);
    expect((await admin.api.json('PUT', `/api/user/v1/users/${admin.id}`, { id_role: sales })).statusCode).toBe(200);
  });

  it('refuses deleting the only administrator, even by someone who may manage users', async () => {
    const { admin } = await company();
    const personnel = (await admin.api.json('POST', '/api/user/v1/role', { name: 'Personalia' })).json() as { id: number };
    const rows = withAccess(await rowsOf(admin.api, personnel.id), 'user_management', 'enabled');
    expect((await admin.api.json('PUT', `/api/user/v1/role/${personnel.id}/permission`, { data: rows })).statusCode).toBe(200);
    const email = `personalia.${Date.now()}@dealer.test`;
    const created = await admin.api.json('POST', '/api/user/v1/users', { email, name: 'Staf Personalia', id_role: personnel.id, password: 'rahasia-123' });
    expect(created.statusCode).toBe(201);
    const login = await apiClient(t.app).json('POST', '/api/user/v1/auth/login', { email, password: 'rahasia-123' });
    const staff = apiClient(t.app, login.json().data[0].token as string);

    const single = await staff.json('DELETE', `/api/user/v1/users/${admin.id}`);
    expect(single.statusCode).toBe(409);
    expect(single.json().message).toBe(LOCKED_OUT);
    expect((await staff.json('DELETE', `/api/user/v1/users?filter=${encodeURIComponent(JSON.stringify({ id: [admin.id] }))}`)).statusCode).toBe(409);
    const [{ count }] = await t.database.query<{ count: number }>('select count(*)::int as count from app_user where id = $1', [admin.id]);
    expect(count).toBe(1);
  });
});
