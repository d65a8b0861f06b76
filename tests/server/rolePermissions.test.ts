import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, registerCompany, type ApiClient } from './helpers/api';
import { openStream } from './helpers/sse';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await startTestApp({ streamHeartbeatMs: 300 });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

type Row = { name_module: string; access: string; import: string; export: string };
type Admin = Awaited<ReturnType<typeof registerCompany>>;

const ADMINISTRATOR_RIGHTS = 'Role Administrator harus tetap memiliki akses Kelola Pengguna dan Hak Akses.';
const LAST_USER_MANAGEMENT = 'Perubahan ditolak: minimal satu role harus tetap memiliki akses Kelola Pengguna.';
const LOCKED_OUT =
  'Perubahan ditolak: perusahaan harus tetap memiliki minimal satu pengguna aktif yang dapat mengelola pengguna dan hak akses.';

const matrixPath = (id_role: number) => `/api/user/v1/role/${id_role}/permission`;
const rowsOf = async (api: ApiClient, id_role: number) => (await api.get(matrixPath(id_role))).json().data as Row[];
const saveMatrix = (api: ApiClient, id_role: number, data: unknown) => api.json('PUT', matrixPath(id_role), { data });
const withRow = (rows: Row[], module: string, change: Partial<Row>) =>
  rows.map((r) => (r.name_module === module ? { ...r, ...change } : r));

async function company(name = 'Dealer Hak Akses') {
  const admin = await registerCompany(t.app, name);
  const roles = (await admin.api.get('/api/user/v1/role')).json() as { id: number; name: string }[];
  const roleId = (roleName: string) => roles.find((r) => r.name === roleName)!.id;
  return { admin, administrator: roleId('Administrator'), supervisor: roleId('Supervisor'), sales: roleId('Sales') };
}

let people = 0;
/** A new active user of the admin's company in the given role, logged in. */
async function member(admin: Admin, id_role: number) {
  people += 1;
  const email = `anggota${people}.${Date.now()}@dealer.test`;
  const created = await admin.api.json('POST', '/api/user/v1/users', { email, name: `Anggota ${people}`, id_role, password: 'rahasia-123' });
  expect(created.statusCode, created.body).toBe(201);
  const login = await apiClient(t.app).json('POST', '/api/user/v1/auth/login', { email, password: 'rahasia-123' });
  const token = login.json().data[0].token as string;
  return { id: (created.json() as { id: number }).id, token, api: apiClient(t.app, token) };
}

/** A new role of the admin's company whose listed modules are enabled. */
async function roleWith(admin: Admin, name: string, modules: string[]) {
  const created = (await admin.api.json('POST', '/api/user/v1/role', { name })).json() as { id: number };
  const rows = (await rowsOf(admin.api, created.id)).map((r) => (modules.includes(r.name_module) ? { ...r, access: 'enabled' } : r));
  expect((await saveMatrix(admin.api, created.id, rows)).statusCode).toBe(200);
  return created.id;
}

describe('the matrix is saved in one transaction', () => {
  it('writes every sent row, answers the stored matrix and logs the change', async () => {
    const { admin, sales } = await company();
    const changed = withRow(withRow(await rowsOf(admin.api, sales), 'Product', { access: 'enabled' }), 'Order', { export: 'group' });
    const response = await saveMatrix(admin.api, sales, changed);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(changed);
    expect(await rowsOf(admin.api, sales)).toEqual(changed);
    const [logged] = await t.database.query<{ action: string; detail: { changes: Row[] } }>(
      "select action, detail from activity_log where entity = 'role' and id_entity = $1",
      [sales],
    );
    expect(logged.action).toBe('update_permissions');
    expect(logged.detail.changes.map((r) => r.name_module)).toEqual(['Product', 'Order']);
  });

  it('refuses a body with an invalid or repeated row and changes nothing', async () => {
    const { admin, sales } = await company();
    const before = await rowsOf(admin.api, sales);
    const invalid = [...withRow(before, 'Prospect', { access: 'none' }).slice(0, -1), { ...before.at(-1)!, export: 'semua' }];
    const refused = await saveMatrix(admin.api, sales, invalid);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ [`data.${before.length - 1}.export`]: 'Ekspor tidak valid.' });
    const repeated = await saveMatrix(admin.api, sales, [before[0], { ...before[0], access: 'none' }]);
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json().errors).toEqual({ 'data.1.name_module': 'Modul ini disebut lebih dari sekali.' });
    expect(await rowsOf(admin.api, sales)).toEqual(before);
  });

  it('rolls back rows already written when a rule refuses the change', async () => {
    const { admin, administrator } = await company();
    const before = await rowsOf(admin.api, administrator);
    const response = await saveMatrix(admin.api, administrator, withRow(withRow(before, 'Chat', { access: 'none' }), 'Roles', { access: 'none' }));
    expect(response.statusCode).toBe(409);
    expect(await rowsOf(admin.api, administrator)).toEqual(before);
  });

  it("answers 404 for another company's role and 403 to a role without 'Roles'", async () => {
    const one = await company('Dealer Satu');
    const other = await company('Dealer Dua');
    const theirs = await rowsOf(other.admin.api, other.sales);
    expect((await one.admin.api.get(matrixPath(other.sales))).statusCode).toBe(404);
    const foreign = await saveMatrix(one.admin.api, other.sales, withRow(theirs, 'Product', { access: 'enabled' }));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Role tidak ditemukan.');
    expect(await rowsOf(other.admin.api, other.sales)).toEqual(theirs);

    const salesperson = await member(one.admin, one.sales);
    expect((await salesperson.api.get(matrixPath(one.sales))).statusCode).toBe(403);
    const own = withRow(await rowsOf(one.admin.api, one.sales), 'Roles', { access: 'enabled' });
    expect((await saveMatrix(salesperson.api, one.sales, own)).statusCode).toBe(403);
    expect((await rowsOf(one.admin.api, one.sales)).find((r) => r.name_module === 'Roles')?.access).toBe('none');
  });
});

describe('Administrator stays Administrator', () => {
  it('cannot be renamed or deleted, and no other role takes its name', async () => {
    const { admin, administrator, sales } = await company();
    const renamed = await admin.api.json('PUT', `/api/user/v1/role/${administrator}`, { name: 'Pemilik' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().errors).toEqual({ name: 'Role Administrator tidak dapat diubah namanya atau dihapus.' });
    expect((await admin.api.json('DELETE', `/api/user/v1/role/${administrator}`)).statusCode).toBe(409);
    expect((await admin.api.json('PUT', `/api/user/v1/role/${sales}`, { name: 'Administrator' })).statusCode).toBe(409);
    const names = ((await admin.api.get('/api/user/v1/role')).json() as { name: string }[]).map((r) => r.name);
    expect(names.sort()).toEqual(['Administrator', 'Sales', 'Supervisor']);
  });

  it.each(['user_management', 'Roles'])('keeps %s enabled even while someone else could manage users', async (module) => {
    const { admin, administrator } = await company();
    const personnel = await roleWith(admin, 'Personalia', ['user_management', 'Roles']);
    await member(admin, personnel);
    const before = await rowsOf(admin.api, administrator);
    const response = await saveMatrix(admin.api, administrator, withRow(before, module, { access: 'none' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'role.administrator_rights', message: ADMINISTRATOR_RIGHTS });
    expect(await rowsOf(admin.api, administrator)).toEqual(before);
  });

  it('lets the rest of its matrix change', async () => {
    const { admin, administrator } = await company();
    const changed = withRow(await rowsOf(admin.api, administrator), 'Chat', { access: 'none', export: 'none' });
    expect((await saveMatrix(admin.api, administrator, changed)).statusCode).toBe(200);
    expect(await rowsOf(admin.api, administrator)).toEqual(changed);
  });
});

describe('the company keeps someone who manages users', () => {
  it('refuses taking user_management from the last role that has it, by saving or by deleting', async () => {
    const { admin, administrator } = await company();
    const personnel = await roleWith(admin, 'Personalia', ['user_management', 'Roles']);
    await member(admin, personnel);
    // A company whose Administrator lost the right before the rule existed.
    await t.database.query("update role_permission set access = 'none' where id_role = $1 and name_module = 'user_management'", [administrator]);
    const before = await rowsOf(admin.api, personnel);
    const saved = await saveMatrix(admin.api, personnel, withRow(before, 'user_management', { access: 'none' }));
    expect(saved.statusCode).toBe(409);
    expect(saved.json()).toMatchObject({ code: 'role.last_user_management', message: LAST_USER_MANAGEMENT });
    expect(await rowsOf(admin.api, personnel)).toEqual(before);
    const deleted = await admin.api.json('DELETE', `/api/user/v1/role/${personnel}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().code).toBe('role.last_user_management');
  });

  it('checks two changes made at once one after the other', async () => {
    const { admin } = await company();
    const first = await roleWith(admin, 'Kepala Cabang', ['user_management', 'Roles']);
    const second = await roleWith(admin, 'Personalia', ['user_management', 'Roles']);
    await member(admin, second);
    expect((await admin.api.json('PUT', `/api/user/v1/users/${admin.id}`, { id_role: first })).statusCode).toBe(200);
    // Each change alone leaves the other role's user; both together would leave nobody.
    const [a, b] = await Promise.all(
      [first, second].map(async (id_role) => saveMatrix(admin.api, id_role, withRow(await rowsOf(admin.api, id_role), 'Roles', { access: 'none' }))),
    );
    const [saved, refused] = [a, b].sort((x, y) => x.statusCode - y.statusCode);
    expect(saved.statusCode).toBe(200);
    // The second is checked after the first commits: refused as the last way in (409) or, when the
    // first took the caller's own right away before the second was let in, for want of it (403).
    expect([refused.statusCode, refused.json().message]).toEqual(refused.statusCode === 403 ? [403, expect.any(String)] : [409, LOCKED_OUT]);
  });
});

describe('a change takes effect at once', () => {
  it("answers a member's next request with the role's new rows", async () => {
    const { admin, sales } = await company();
    const salesperson = await member(admin, sales);
    expect((await salesperson.api.get('/api/prospect/v1/prospect')).statusCode).toBe(200);
    const rows = await rowsOf(admin.api, sales);
    expect((await saveMatrix(admin.api, sales, withRow(rows, 'Prospect', { access: 'none' }))).statusCode).toBe(200);
    expect((await salesperson.api.get('/api/prospect/v1/prospect')).statusCode).toBe(403);
    const own = await salesperson.api.form('POST', '/api/user/v1/roles/get_permission', { id_role: sales });
    expect((own.json().data as Row[]).find((r) => r.name_module === 'Prospect')?.access).toBe('none');
    expect((await saveMatrix(admin.api, sales, rows)).statusCode).toBe(200);
    expect((await salesperson.api.get('/api/prospect/v1/prospect')).statusCode).toBe(200);
  });

  it("tells the live stream of the role's members, not the others, once the change commits", async () => {
    const { admin, administrator, supervisor, sales } = await company();
    const salesperson = await member(admin, sales);
    const head = await member(admin, supervisor);
    const salesStream = await openStream(baseUrl, salesperson.token, salesperson.id);
    const headStream = await openStream(baseUrl, head.token, head.id);
    const adminStream = await openStream(baseUrl, admin.token, admin.id);
    expect(salesStream.status).toBe(200);

    await saveMatrix(admin.api, sales, withRow(await rowsOf(admin.api, sales), 'Product', { access: 'enabled' }));
    expect(await salesStream.next('permissions')).toEqual({ id_role: sales });
    await expect(headStream.next('permissions', 500)).rejects.toThrow(/no 'permissions' event/);

    const refused = await saveMatrix(admin.api, administrator, withRow(await rowsOf(admin.api, administrator), 'Roles', { access: 'none' }));
    expect(refused.statusCode).toBe(409);
    await expect(adminStream.next('permissions', 500)).rejects.toThrow(/no 'permissions' event/);

    // A member moved to another role is told at once, and hears that role's changes on the stream they already had open.
    expect((await admin.api.json('PUT', `/api/user/v1/users/${salesperson.id}`, { id_role: supervisor })).statusCode).toBe(200);
    expect(await salesStream.next('permissions')).toEqual({ id_role: supervisor });
    expect(await headStream.next('permissions')).toEqual({ id_role: supervisor });
    await saveMatrix(admin.api, supervisor, withRow(await rowsOf(admin.api, supervisor), 'Template Whatsapp', { access: 'enabled' }));
    expect(await salesStream.next('permissions')).toEqual({ id_role: supervisor });
    expect(await headStream.next('permissions')).toEqual({ id_role: supervisor });
    await Promise.all([salesStream.close(), headStream.close(), adminStream.close()]);
  });
});
