import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATION_KEYS } from '../../domain/apiPaths';
import { MODULES } from '../../domain/permissions';
import { apiClient, registerCompany } from './helpers/api';
import { APP_KEY, startTestApp, type TestApp } from './helpers/testApp';

/** A small limit, so the per-key rate limit is reached in a few calls. */
const PER_MINUTE = 8;
const PROSPECTS = '/api/prospect/v1/prospect';
const ORDERS = '/api/order/v1/order';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { integrationKeyPerMinute: PER_MINUTE } });
});
afterAll(() => t.close());

let phone = 0;
const newPhone = () => `0813${String(Date.now() % 1e4).padStart(4, '0')}${String((phone += 1)).padStart(4, '0')}`;

/** Rows opening only the given modules, every other module closed. */
const rowsOpening = (...open: string[]) =>
  MODULES.map((name_module) => ({ name_module, access: open.includes(name_module) ? 'enabled' : 'none', import: 'none', export: 'Not Set' }));

type Admin = Awaited<ReturnType<typeof registerCompany>>;

async function createKey(admin: Admin, modules: string[] = ['Prospect'], extra: Record<string, unknown> = {}) {
  const response = await admin.api.json('POST', INTEGRATION_KEYS, { name: `Form situs ${(phone += 1)}`, permissions: rowsOpening(...modules), ...extra });
  expect(response.statusCode).toBe(201);
  const data = response.json().data as { id: number; key: string; prefix: string; name: string };
  return { ...data, api: apiClient(t.app, data.key) };
}

const keyRow = async (id: number) =>
  (await t.database.query<{ last_used_at: Date | null; last_used_ip: string | null }>('select last_used_at, last_used_ip from integration_key where id = $1', [id]))[0];

describe('integration keys', () => {
  it('are created by an Administrator, shown once, stored hashed, listed with their prefix and last use', async () => {
    const admin = await registerCompany(t.app, 'Dealer Kunci');
    const key = await createKey(admin);
    expect(key.key).toMatch(/^ik_[A-Za-z0-9_-]{43}$/);
    expect(key.key.startsWith(key.prefix)).toBe(true);

    const [stored] = await t.database.query<{ key_hash: string }>('select key_hash from integration_key where id = $1', [key.id]);
    expect(stored.key_hash).not.toContain(key.key);
    const dump = await t.database.query<{ hit: boolean }>(
      `select exists (select 1 from integration_key k where k::text like '%' || $1 || '%')
           or exists (select 1 from activity_log a where a::text like '%' || $1 || '%') as hit`,
      [key.key],
    );
    expect(dump[0].hit).toBe(false);

    expect((await keyRow(key.id)).last_used_at).toBeNull();
    expect((await key.api.get(PROSPECTS)).statusCode).toBe(200);
    await expect(keyRow(key.id)).resolves.toMatchObject({ last_used_ip: '127.0.0.1' });
    expect((await keyRow(key.id)).last_used_at).toBeInstanceOf(Date);

    const list = (await admin.api.get(INTEGRATION_KEYS)).json().data as Record<string, unknown>[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: key.id, prefix: key.prefix, status: 'active', last_used_ip: '127.0.0.1', creator_name: 'Admin Dealer Kunci' });
    expect(list[0]).not.toHaveProperty('key');
    expect(JSON.stringify(list)).not.toContain(key.key);
  });

  it('reach only the modules of their rows, never Administrator-only routes nor key management', async () => {
    const admin = await registerCompany(t.app, 'Dealer Lingkup');
    const key = await createKey(admin, ['Prospect']);

    const created = await key.api.json('POST', PROSPECTS, { name: 'Dari Situs', phone: newPhone() });
    expect(created.statusCode).toBe(201);
    // A key is nobody's salesperson: its prospect waits for Distribusi Data instead of going to the creator.
    expect(created.json()).toMatchObject({ id_user: null, id_group: null });
    const read = await key.api.get(`${PROSPECTS}/${created.json().id}`);
    expect(read.statusCode).toBe(200);
    // The company's prospects, not 'own' ones: an Administrator's prospect is in the key's list.
    const mine = await admin.api.json('POST', PROSPECTS, { name: 'Milik Admin', phone: newPhone() });
    const listed = (await key.api.get(PROSPECTS)).json() as { id: number }[];
    expect(listed.map((p) => p.id)).toEqual(expect.arrayContaining([created.json().id, mine.json().id]));

    expect((await key.api.get(ORDERS)).statusCode).toBe(403);
    expect((await key.api.get('/api/master/v1/activity')).statusCode).toBe(403);
    // A second key of the same rows: the first one's calls count towards its own limit only.
    const other = await createKey(admin, ['Prospect']);
    expect((await other.api.get(INTEGRATION_KEYS)).statusCode).toBe(403);
    expect((await other.api.json('POST', INTEGRATION_KEYS, { name: 'Turunan', permissions: rowsOpening('Prospect') })).statusCode).toBe(403);
    expect((await other.api.json('DELETE', `${INTEGRATION_KEYS}/${key.id}`)).statusCode).toBe(403);
    // What only a signed-in person does: their session and notifications.
    const logout = await other.api.json('POST', '/api/user/v1/auth/logout', {});
    expect(logout.statusCode).toBe(403);
    expect(logout.json().code).toBe('integration_key.person_only');
  });

  it('may not open user management, roles, chat or broadcast, and need a future expiry', async () => {
    const admin = await registerCompany(t.app, 'Dealer Tolak');
    for (const module of ['user_management', 'Roles', 'Chat', 'Broadcast']) {
      const refused = await admin.api.json('POST', INTEGRATION_KEYS, { name: 'Terlalu luas', permissions: rowsOpening('Prospect', module) });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().code).toBe('integration_key.administration_module');
    }
    const past = await admin.api.json('POST', INTEGRATION_KEYS, { name: 'Lampau', permissions: rowsOpening('Prospect'), expires_at: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(422);
    expect((await t.database.query<{ n: number }>('select count(*)::int as n from integration_key where id_company = $1', [admin.id_company]))[0].n).toBe(0);
  });

  it('record follow-ups for the prospect owner, waiting for approval, refuse them on an unassigned prospect, and leave visits and withdrawals to persons', async () => {
    const admin = await registerCompany(t.app, 'Dealer Catat');
    const key = await createKey(admin, ['Prospect', 'Follow Up', 'Visum']);
    const owned = (await admin.api.json('POST', PROSPECTS, { name: 'Punya Admin', phone: newPhone() })).json();
    const followUp = await key.api.json('POST', '/api/prospect/v1/followup', { id_prospect: owned.id, method: 'telepon' });
    expect(followUp.statusCode).toBe(201);
    expect(followUp.json()).toMatchObject({ id_user: admin.id, status: 'pending', decided_by: null });

    const unassigned = (await key.api.json('POST', PROSPECTS, { name: 'Belum dibagi', phone: newPhone() })).json();
    const refused = await key.api.json('POST', '/api/prospect/v1/followup', { id_prospect: unassigned.id, method: 'telepon' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('id_prospect');

    // Changing or withdrawing a request, and recording a visit, are a person's.
    const withdraw = await key.api.json('DELETE', `/api/prospect/v1/followup/${followUp.json().id}`);
    expect(withdraw.statusCode).toBe(403);
    expect(withdraw.json().code).toBe('integration_key.person_only');
    const visit = await key.api.json('POST', '/api/master/v1/visum', { id_prospect: owned.id, purpose: 'rumah' });
    expect(visit.statusCode).toBe(403);
    expect((await t.database.query<{ n: number }>('select count(*)::int as n from visum where id_company = $1', [admin.id_company]))[0].n).toBe(0);
  });

  it('answer 401 right after they are revoked, and when expired', async () => {
    const admin = await registerCompany(t.app, 'Dealer Cabut');
    const key = await createKey(admin);
    expect((await key.api.get(PROSPECTS)).statusCode).toBe(200);
    const revoked = await admin.api.json('DELETE', `${INTEGRATION_KEYS}/${key.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toMatchObject({ id: key.id, status: 'revoked' });
    const refused = await key.api.get(PROSPECTS);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('integration_key.invalid');
    // The row stays for the log.
    expect((await admin.api.get(INTEGRATION_KEYS)).json().data).toHaveLength(1);

    const expiring = await createKey(admin, ['Prospect'], { expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await expiring.api.get(PROSPECTS)).statusCode).toBe(200);
    await t.database.query(`update integration_key set expires_at = now() - interval '1 second' where id = $1`, [expiring.id]);
    expect((await expiring.api.get(PROSPECTS)).statusCode).toBe(401);
    expect((await admin.api.get(INTEGRATION_KEYS)).json().data.find((k: { id: number }) => k.id === expiring.id).status).toBe('expired');
  });

  it('are rate-limited per key: one key gets 429 while another key and a user session still work', async () => {
    const admin = await registerCompany(t.app, 'Dealer Batas');
    const busy = await createKey(admin);
    const calm = await createKey(admin);
    const codes: number[] = [];
    for (let i = 0; i <= PER_MINUTE; i += 1) codes.push((await busy.api.get(PROSPECTS)).statusCode);
    expect(codes.slice(0, PER_MINUTE).every((code) => code === 200)).toBe(true);
    const limited = await busy.api.get(PROSPECTS);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('too_many_requests');
    expect((await calm.api.get(PROSPECTS)).statusCode).toBe(200);
    expect((await admin.api.get(PROSPECTS)).statusCode).toBe(200);
  });

  it("never reach another company's records", async () => {
    const ours = await registerCompany(t.app, 'Dealer Kami');
    const theirs = await registerCompany(t.app, 'Dealer Mereka');
    const key = await createKey(ours, ['Prospect']);
    const foreign = (await theirs.api.json('POST', PROSPECTS, { name: 'Rahasia', phone: newPhone() })).json();

    expect((await key.api.get(`${PROSPECTS}/${foreign.id}`)).statusCode).toBe(404);
    expect([403, 404]).toContain((await key.api.json('PUT', `${PROSPECTS}/${foreign.id}`, { name: 'Diubah' })).statusCode);
    expect([403, 404]).toContain((await key.api.json('DELETE', `${PROSPECTS}/${foreign.id}`)).statusCode);
    const listed = (await key.api.get(PROSPECTS)).json() as { id: number }[];
    expect(listed.map((p) => p.id)).not.toContain(foreign.id);
    // Handing a new prospect to another company's user is refused.
    const handed = await key.api.json('POST', PROSPECTS, { name: 'Titip', phone: newPhone(), id_user: theirs.id });
    expect(handed.statusCode).toBe(422);
    const [after] = await t.database.query<{ name: string }>('select name from prospect where id = $1', [foreign.id]);
    expect(after.name).toBe('Rahasia');
    // Another company's Administrator cannot see or revoke our key.
    expect((await theirs.api.get(INTEGRATION_KEYS)).json().data).toEqual([]);
    expect((await theirs.api.json('DELETE', `${INTEGRATION_KEYS}/${key.id}`)).statusCode).toBe(404);
    expect((await key.api.get(PROSPECTS)).statusCode).toBe(200);
  });

  it('work over real HTTP with the app key, and not without it', async () => {
    const admin = await registerCompany(t.app, 'Dealer HTTP');
    const key = await createKey(admin);
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const call = (headers: Record<string, string>) => fetch(`${baseUrl}${PROSPECTS}`, { headers });
    expect((await call({ authorization: `Bearer ${key.key}`, 'x-app-key': APP_KEY })).status).toBe(200);
    const withoutAppKey = await call({ authorization: `Bearer ${key.key}` });
    expect(withoutAppKey.status).toBe(403);
    expect(((await withoutAppKey.json()) as { code: string }).code).toBe('auth.app_key_unknown');
    // A key one character off is no key.
    const altered = `${key.key.slice(0, -1)}${key.key.endsWith('A') ? 'B' : 'A'}`;
    expect((await call({ authorization: `Bearer ${altered}`, 'x-app-key': APP_KEY })).status).toBe(401);
  });

  it("never opens, touches or ends a user's session", async () => {
    const admin = await registerCompany(t.app, 'Dealer Sesi');
    const key = await createKey(admin);
    const sessionsBefore = await t.database.query<{ id: number; revoked_at: Date | null }>('select id, revoked_at from session order by id');
    for (let i = 0; i < 3; i += 1) expect((await key.api.get(PROSPECTS)).statusCode).toBe(200);
    expect(await t.database.query('select id, revoked_at from session order by id')).toEqual(sessionsBefore);
    // The creator's own session still works after the key's calls.
    expect((await admin.api.form('POST', '/api/user/v1/user/detail', { id: admin.id })).statusCode).toBe(200);
  });

  it('write the activity log as the key, which the activity page names', async () => {
    const admin = await registerCompany(t.app, 'Dealer Log');
    const key = await createKey(admin);
    const created = (await key.api.json('POST', PROSPECTS, { name: 'Tercatat', phone: newPhone() })).json();
    const log = (await admin.api.get('/api/master/v1/activity')).json() as Record<string, unknown>[];
    const entry = log.find((e) => e.entity === 'prospect' && e.id_entity === created.id);
    expect(entry).toMatchObject({ id_user: null, user_name: null, id_integration_key: key.id, integration_key_name: key.name, action: 'create' });
  });

  it('follow their creator: suspended while they are not an active Administrator, never widened; gone with them', async () => {
    const admin = await registerCompany(t.app, 'Dealer Pencipta');
    const roles = (await admin.api.get('/api/user/v1/role')).json() as { id: number; name: string }[];
    const administratorRole = roles.find((r) => r.name === 'Administrator')!.id;
    const email = `admin.kedua.${Date.now()}@dealer.test`;
    const second = await admin.api.json('POST', '/api/user/v1/users', { email, name: 'Admin Kedua', id_role: administratorRole, id_group: null, password: 'rahasia-123' });
    expect(second.statusCode).toBe(201);
    const secondId = (second.json() as { id: number }).id;
    const login = await apiClient(t.app).json('POST', '/api/user/v1/auth/login', { email, password: 'rahasia-123' });
    const secondAdmin = { ...admin, id: secondId, api: apiClient(t.app, login.json().data[0].token as string) };
    const key = await createKey(secondAdmin, ['Prospect']);
    expect((await key.api.get(PROSPECTS)).statusCode).toBe(200);

    expect((await admin.api.json('POST', `/api/user/v1/users/${secondId}/deactivate`, {})).statusCode).toBe(200);
    expect((await key.api.get(PROSPECTS)).statusCode).toBe(401);
    expect((await admin.api.get(INTEGRATION_KEYS)).json().data[0]).toMatchObject({ id: key.id, status: 'suspended' });
    expect((await admin.api.json('POST', `/api/user/v1/users/${secondId}/reactivate`, {})).statusCode).toBe(200);
    expect((await key.api.get(PROSPECTS)).statusCode).toBe(200);
    // Its rights stay its own rows whatever the creator's role: still no orders.
    expect((await key.api.get(ORDERS)).statusCode).toBe(403);

    expect((await admin.api.json('DELETE', `/api/user/v1/users/${secondId}`)).statusCode).toBe(200);
    expect((await key.api.get(PROSPECTS)).statusCode).toBe(401);
    expect((await admin.api.get(INTEGRATION_KEYS)).json().data[0]).toMatchObject({ id: key.id, created_by: null, status: 'suspended' });
  });
});
