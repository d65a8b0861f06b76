import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApp, type Session } from './helpers/demo';
import type { TestApp } from './helpers/testApp';

let t: TestApp;
let admin: Session;
let sales: Session;
let supervisor: Session;

beforeAll(async () => {
  ({ t, admin, sales, supervisor } = await startDemoApp());
});
afterAll(() => t.close());

const count = async (sql: string, params: unknown[]) => (await t.database.query<{ n: number }>(sql, params))[0].n;

describe('user/detail, permissions and training (docs/api.md)', () => {
  it('answers data[0] with every user field from a form-encoded body', async () => {
    const response = await sales.api.form('POST', '/api/user/v1/user/detail', { id: sales.id });
    expect(Object.keys(response.json().data[0]).sort()).toEqual(
      ['company_logo', 'company_name', 'company_time_zone', 'email', 'group_name', 'id', 'id_company', 'id_group', 'id_role', 'invited_email', 'language', 'name', 'npm', 'phone_number', 'photo', 'role_name'].sort(),
    );
    expect(response.json().data[0]).toMatchObject({ id: sales.id, role_name: 'Sales', email: sales.email, company_name: 'PT Maju Motor Sejahtera' });
  });

  it('lets an administrator read a colleague, but not a salesperson', async () => {
    expect((await admin.api.form('POST', '/api/user/v1/user/detail', { id: sales.id })).statusCode).toBe(200);
    expect((await sales.api.form('POST', '/api/user/v1/user/detail', { id: admin.id })).statusCode).toBe(403);
  });

  it('answers the permission rows of the own role; other roles only for role managers', async () => {
    const own = await sales.api.form('POST', '/api/user/v1/roles/get_permission', { id_role: sales.id_role });
    const rows = own.json().data as { name_module: string; access: string; import: string; export: string }[];
    expect(rows.find((r) => r.name_module === 'Prospect')).toMatchObject({ access: 'enabled' });
    expect(rows.find((r) => r.name_module === 'user_management')).toMatchObject({ access: 'none' });
    expect((await sales.api.form('POST', '/api/user/v1/roles/get_permission', { id_role: admin.id_role })).statusCode).toBe(403);
    expect((await admin.api.form('POST', '/api/user/v1/roles/get_permission', { id_role: sales.id_role })).statusCode).toBe(200);
    const exports = await sales.api.form('POST', '/api/user/v1/roles/get_permission_export', { id_role: sales.id_role });
    expect(Object.keys(exports.json().data[0]).sort()).toEqual(['export', 'name_module']);
  });

  it('stores the caller’s own push token and refuses anyone else’s', async () => {
    const saved = await sales.api.form('PUT', '/api/user/v1/user/update_fcm', { id: sales.id, fcm_token: 'token-perangkat' });
    expect(saved.statusCode).toBe(200);
    expect(await count('select count(*)::int as n from app_user where id = $1 and fcm_token = $2', [sales.id, 'token-perangkat'])).toBe(1);
    expect((await sales.api.form('PUT', '/api/user/v1/user/update_fcm', { id: admin.id, fcm_token: 'x' })).statusCode).toBe(403);
  });

  it('reports whether the user finished training', async () => {
    const [{ training_done }] = await t.database.query<{ training_done: boolean }>('select training_done from app_user where id = $1', [sales.id]);
    const response = await sales.api.get('/api/user/v1/user/check_user_training', { id_user: sales.id });
    expect(response.json()).toEqual({ api_status: training_done });
  });

  it('enforces module permissions on the server, not only in the menu', async () => {
    expect((await sales.api.get('/api/user/v1/users')).statusCode).toBe(403);
    expect((await sales.api.json('POST', '/api/user/v1/role', { name: 'Bos Baru' })).statusCode).toBe(403);
    expect((await sales.api.json('POST', '/api/user/v1/group', { name: 'Grup Liar' })).statusCode).toBe(403);
    expect((await sales.api.get(`/api/user/v1/role/${sales.id_role}/permission`)).statusCode).toBe(403);
    // Group and role names are lookups every member reads.
    expect((await sales.api.get('/api/user/v1/group')).statusCode).toBe(200);
    // A supervisor edits their own group only; creating groups is the Administrator's.
    expect((await supervisor.api.json('POST', '/api/user/v1/group', { name: 'Grup Baru Asep' })).statusCode).toBe(403);
    expect((await supervisor.api.get('/api/user/v1/users')).statusCode).toBe(403);
  });
});

describe('notifications', () => {
  it('pages by limit and offset, newest first, with the total', async () => {
    const total = await count('select count(*)::int as n from notification where id_user = $1', [admin.id]);
    const first = (await admin.api.get('/api/master/v1/notifikasi', { id_user: admin.id, limit: 5, offset: 0 })).json();
    const second = (await admin.api.get('/api/master/v1/notifikasi', { id_user: admin.id, limit: 5, offset: 5 })).json();
    expect(first.count).toBe(total);
    expect(first.data).toHaveLength(5);
    expect(second.data).toHaveLength(5);
    const times = [...first.data, ...second.data].map((n: { created_at: string }) => Date.parse(n.created_at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(new Set([...first.data, ...second.data].map((n: { id: number }) => n.id)).size).toBe(10);
    expect(first.data[0]).toEqual(
      expect.objectContaining({ id_data: expect.any(Number), tipe: expect.stringMatching(/^(Prospek|Order)$/), status: expect.stringMatching(/^[NY]$/), nama_user: expect.any(String), aksi: expect.any(String) }),
    );
  });

  it('reads one, then all, and answers the unread count each time', async () => {
    const unread = async () => (await admin.api.get('/api/master/v1/notifikasi/unread', { id_user: admin.id })).json().count as number;
    const before = await unread();
    expect(before).toBeGreaterThanOrEqual(7);
    const [target] = await t.database.query<{ id: number }>("select id from notification where id_user = $1 and status = 'N' limit 1", [admin.id]);
    const one = await admin.api.form('POST', '/api/user/v1/user/read_notifikasi', { id: target.id, all: false, id_user: admin.id });
    expect(one.json().count).toBe(before - 1);
    expect(await unread()).toBe(before - 1);
    const all = await admin.api.form('POST', '/api/user/v1/user/read_notifikasi', { all: true, id_user: admin.id });
    expect(all.json().count).toBe(0);
    expect(await unread()).toBe(0);
  });

  it('cannot read or mark someone else’s notifications', async () => {
    const [theirs] = await t.database.query<{ id: number }>('select id from notification where id_user = $1 limit 1', [admin.id]);
    expect((await sales.api.get('/api/master/v1/notifikasi', { id_user: admin.id })).statusCode).toBe(403);
    const mark = await sales.api.form('POST', '/api/user/v1/user/read_notifikasi', { id: theirs.id, all: false, id_user: sales.id });
    expect(mark.statusCode).toBe(404);
  });
});

describe('approval counts (pengajuan)', () => {
  const pending = (table: string) => count(`select count(*)::int as n from ${table} where status = 'pending'`, []);

  it('answers the administrator the company’s pending rows of each queue', async () => {
    const get = (kind: string) =>
      admin.api.get(`/api/dashboard/v1/notifikasi/pengajuan/${kind}`, { id_user: admin.id, id_company: admin.id_company });
    expect((await get('collab')).json().count).toBe(await pending('collab'));
    expect((await get('followup')).json().count).toBe(await pending('follow_up'));
    expect((await get('order')).json().count).toBe(await pending('sales_order'));
    expect((await get('user')).json().count).toBe(await pending('app_user'));
    expect(await pending('sales_order')).toBeGreaterThan(0);
  });

  it('answers a supervisor only the pending orders of their group', async () => {
    const expected = await count(
      "select count(*)::int as n from sales_order o join app_user u on u.id = o.id_user where o.status = 'pending' and u.id_group = $1",
      [supervisor.id_group],
    );
    const response = await supervisor.api.get('/api/dashboard/v1/notifikasi/pengajuan/order', { id_user: supervisor.id });
    expect(response.json().count).toBe(expected);
    expect(expected).toBeLessThan(await pending('sales_order'));
  });

  it('refuses a queue the role cannot open', async () => {
    expect((await sales.api.get('/api/dashboard/v1/notifikasi/pengajuan/order', { id_user: sales.id })).statusCode).toBe(403);
  });
});
