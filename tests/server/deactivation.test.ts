import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, registerCompany } from './helpers/api';
import { openStream } from './helpers/sse';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  // A heartbeat far beyond the test's wait: a stream that closes was closed by the deactivation itself.
  t = await startTestApp({ streamHeartbeatMs: 3_600_000 });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const LOCKED_OUT = 'Perubahan ditolak: perusahaan harus tetap memiliki minimal satu pengguna aktif yang dapat mengelola pengguna dan hak akses.';
let sequence = 0;

async function company() {
  const admin = await registerCompany(t.app, 'Dealer Pamit');
  const roles = (await admin.api.get('/api/user/v1/role')).json() as { id: number; name: string }[];
  const roleId = (name: string) => roles.find((r) => r.name === name)!.id;
  const groupId = ((await admin.api.json('POST', '/api/user/v1/group', { name: `Cabang ${(sequence += 1)}` })).json() as { id: number }).id;
  /** A new member of the company, signed in. */
  const member = async (role: string | number = 'Sales', id_group: number | null = null) => {
    const email = `anggota.${(sequence += 1)}.${Date.now()}@dealer.test`;
    const created = await admin.api.json('POST', '/api/user/v1/users', { email, name: `Anggota ${sequence}`, id_role: typeof role === 'number' ? role : roleId(role), id_group, password: 'rahasia-123' });
    expect(created.statusCode).toBe(201);
    const login = await apiClient(t.app).json('POST', '/api/user/v1/auth/login', { email, password: 'rahasia-123' });
    const token = login.json().data[0].token as string;
    return { id: (created.json() as { id: number }).id, token, api: apiClient(t.app, token) };
  };
  /** Prospects owned by `id_user`: the given statuses, one each. */
  const prospects = async (id_user: number, statuses: string[]) =>
    (
      await t.database.query<{ id: number }>(
        `insert into prospect (id_company, id_user, name, phone, status)
         select $1, $2, 'Calon ' || s.n, '+6287' || lpad((floor(random() * 1e8))::text, 8, '0'), s.status
           from unnest($3::text[]) with ordinality as s(status, n) returning id`,
        [admin.id_company, id_user, statuses],
      )
    ).map((r) => r.id);
  return { admin, roleId, groupId, member, prospects };
}

const owners = async (ids: number[]) =>
  (await t.database.query<{ id_user: number | null; id_group: number | null }>('select id_user, id_group from prospect where id = any($1::int[]) order by id', [ids]));
const statusOf = async (id: number) => (await t.database.query<{ status: string }>('select status from app_user where id = $1', [id]))[0].status;

describe('deactivating a user', () => {
  it('ends their session at once and closes their live stream', async () => {
    const { admin, member } = await company();
    const sales = await member();
    expect((await sales.api.form('POST', '/api/user/v1/user/detail', { id: sales.id })).statusCode).toBe(200);
    const stream = await openStream(baseUrl, sales.token, sales.id);
    expect(stream.status).toBe(200);

    const response = await admin.api.json('POST', `/api/user/v1/users/${sales.id}/deactivate`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { id: sales.id, status: 'disabled', handed_over: 0 }, message: 'Pengguna telah dinonaktifkan.' });
    expect(await stream.next('session_ended')).toEqual({});
    expect(await stream.ended()).toBe(true);

    const after = await sales.api.form('POST', '/api/user/v1/user/detail', { id: sales.id });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Akun anda dinonaktifkan. Hubungi administrator perusahaan anda.');
    const [{ n }] = await t.database.query<{ n: number }>('select count(*)::int as n from session where id_user = $1 and revoked_at is null', [sales.id]);
    expect(n).toBe(0);
    const [log] = await t.database.query<{ action: string }>("select action from activity_log where entity = 'user' and id_entity = $1 order by id desc limit 1", [sales.id]);
    expect(log.action).toBe('deactivate');
  });

  it('hands their open prospects to the chosen user in the same step, and keeps the rest theirs', async () => {
    const { admin, groupId, member, prospects } = await company();
    const leaving = await member();
    const heir = await member('Sales', groupId);
    const open = await prospects(leaving.id, ['Low', 'Hot', 'Medium']);
    const closed = await prospects(leaving.id, ['Deal', 'Not Deal']);
    await t.database.query(
      "insert into follow_up (id_company, id_prospect, id_user, method) values ($1, $2, $3, 'telepon')",
      [admin.id_company, open[0], leaving.id],
    );
    expect((await admin.api.get(`/api/user/v1/users/${leaving.id}/open_prospects`)).json()).toEqual({ data: { open_prospects: 3 } });

    const response = await admin.api.json('POST', `/api/user/v1/users/${leaving.id}/deactivate`, { id_handover_user: heir.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.handed_over).toBe(3);
    expect(await owners(open)).toEqual(open.map(() => ({ id_user: heir.id, id_group: groupId })));
    expect(await owners(closed)).toEqual(closed.map(() => ({ id_user: leaving.id, id_group: null })));
    const [{ id_user }] = await t.database.query<{ id_user: number }>('select id_user from follow_up where id_prospect = $1', [open[0]]);
    expect(id_user).toBe(leaving.id);
    const [notice] = await t.database.query<{ aksi: string; nama_prospect: string }>('select aksi, nama_prospect from notification where id_user = $1', [heir.id]);
    expect(notice).toMatchObject({ aksi: 'penugasan prospek', nama_prospect: expect.stringMatching(/dan 2 prospek lainnya$/) });
  });

  it('refuses a handover to another company’s or an inactive user, and changes nothing', async () => {
    const { admin, member, prospects } = await company();
    const leaving = await member();
    const inactive = await member();
    await admin.api.json('POST', `/api/user/v1/users/${inactive.id}/deactivate`, {});
    const stranger = await (await company()).member();
    const open = await prospects(leaving.id, ['Low']);
    for (const id_handover_user of [stranger.id, inactive.id, leaving.id]) {
      const response = await admin.api.json('POST', `/api/user/v1/users/${leaving.id}/deactivate`, { id_handover_user });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.id_handover_user).toBe('Penerima prospek harus pengguna aktif lain di perusahaan anda.');
    }
    expect(await statusOf(leaving.id)).toBe('active');
    expect((await leaving.api.form('POST', '/api/user/v1/user/detail', { id: leaving.id })).statusCode).toBe(200);
    expect(await owners(open)).toEqual([{ id_user: leaving.id, id_group: null }]);
  });

  it('answers 404 for another company’s user', async () => {
    const { admin } = await company();
    const stranger = await (await company()).member();
    for (const path of ['deactivate', 'reactivate']) {
      expect((await admin.api.json('POST', `/api/user/v1/users/${stranger.id}/${path}`, {})).statusCode).toBe(404);
    }
    expect((await admin.api.get(`/api/user/v1/users/${stranger.id}/open_prospects`)).statusCode).toBe(404);
    expect(await statusOf(stranger.id)).toBe('active');
  });

  it('refuses deactivating oneself and the last administrator, and changes nothing', async () => {
    const { admin, member } = await company();
    const self = await admin.api.json('POST', `/api/user/v1/users/${admin.id}/deactivate`, {});
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('Anda tidak dapat menonaktifkan akun anda sendiri.');

    // A branch head manages users but not roles: deactivating the only full administrator would lock the company.
    const head = (await admin.api.json('POST', '/api/user/v1/role', { name: 'Kepala Cabang' })).json() as { id: number };
    const rows = (await admin.api.get(`/api/user/v1/role/${head.id}/permission`)).json().data as { name_module: string; access: string }[];
    const opened = rows.map((r) => (r.name_module === 'user_management' ? { ...r, access: 'enabled' } : r));
    expect((await admin.api.json('PUT', `/api/user/v1/role/${head.id}/permission`, { data: opened })).statusCode).toBe(200);
    const branchHead = await member(head.id);
    const locked = await branchHead.api.json('POST', `/api/user/v1/users/${admin.id}/deactivate`, {});
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(LOCKED_OUT);
    expect(await statusOf(admin.id)).toBe('active');
    expect((await admin.api.form('POST', '/api/user/v1/user/detail', { id: admin.id })).statusCode).toBe(200);
  });

  it('goes by the same rules through PUT status, and a reactivated user signs in again', async () => {
    const { admin, member } = await company();
    const sales = await member();
    const stream = await openStream(baseUrl, sales.token, sales.id);
    const put = await admin.api.json('PUT', `/api/user/v1/users/${sales.id}`, { status: 'disabled' });
    expect(put.statusCode).toBe(200);
    expect(await stream.ended()).toBe(true);
    expect((await sales.api.form('POST', '/api/user/v1/user/detail', { id: sales.id })).statusCode).toBe(401);
    expect((await admin.api.json('PUT', `/api/user/v1/users/${admin.id}`, { status: 'disabled' })).statusCode).toBe(409);

    const email = (await t.database.query<{ email: string }>('select email from app_user where id = $1', [sales.id]))[0].email;
    const refused = await apiClient(t.app).json('POST', '/api/user/v1/auth/login', { email, password: 'rahasia-123' });
    expect(refused.statusCode).not.toBe(200);
    const back = await admin.api.json('POST', `/api/user/v1/users/${sales.id}/reactivate`, {});
    expect(back.statusCode).toBe(200);
    expect(back.json().data.status).toBe('active');
    expect((await apiClient(t.app).json('POST', '/api/user/v1/auth/login', { email, password: 'rahasia-123' })).statusCode).toBe(200);
    expect((await admin.api.json('POST', `/api/user/v1/users/${sales.id}/reactivate`, {})).statusCode).toBe(409);
  });

  it('refuses permission without user_management', async () => {
    const { member } = await company();
    const sales = await member();
    const target = await member();
    for (const path of ['deactivate', 'reactivate']) {
      expect((await sales.api.json('POST', `/api/user/v1/users/${target.id}/${path}`, {})).statusCode).toBe(403);
    }
    expect((await sales.api.get(`/api/user/v1/users/${target.id}/open_prospects`)).statusCode).toBe(403);
    expect(await statusOf(target.id)).toBe('active');
  });
});
