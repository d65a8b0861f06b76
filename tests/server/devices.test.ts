import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devicePath, DEVICES, INTEGRATION_KEYS } from '../../domain/apiPaths';
import { MODULES } from '../../domain/permissions';
import { digest, newToken } from '../../server/plugins/session';
import { apiClient, registerCompany, type ApiClient } from './helpers/api';
import { startTestApp, type TestApp } from './helpers/testApp';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
/** What the server answers the next call of a session that was ended: the session's own 401, which the client tells as 'Akun anda telah dipakai pada perangkat lain'. */
const SESSION_INVALID = { code: 'auth.session_invalid', message: 'Sesi tidak valid. Silakan login kembali.' };
const PROFILE = '/api/user/v1/profile';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Listed = {
  id: number;
  id_user: number;
  user_name: string;
  device: { browser: string | null; os: string | null; type: string | null; model: string | null };
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  current: boolean;
};

async function listed(api: ApiClient, query: Record<string, string | number> = {}) {
  const response = await api.get(DEVICES, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Listed[]; count: number };
}

let sequence = 0;

/** A company with its Administrator, and a way to add a signed-in member from a browser. */
async function company(name = 'Dealer Perangkat') {
  const admin = await registerCompany(t.app, name);
  const roles = (await admin.api.get('/api/user/v1/role')).json() as { id: number; name: string }[];
  const member = async (userAgent = ANDROID_CHROME, role = 'Sales') => {
    const email = `perangkat.${(sequence += 1)}.${Date.now()}@dealer.test`;
    const created = await admin.api.json('POST', '/api/user/v1/users', {
      email,
      name: `${role} ${sequence}`,
      id_role: roles.find((r) => r.name === role)!.id,
      password: 'rahasia-123',
    });
    expect(created.statusCode, created.body).toBe(201);
    const login = await apiClient(t.app).json('POST', '/api/user/v1/auth/login', { email, password: 'rahasia-123' }, { 'user-agent': userAgent });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().data[0].token as string;
    return { id: created.json().id as number, name: `${role} ${sequence}`, token, api: apiClient(t.app, token) };
  };
  return { admin, member };
}

/**
 * A second open session of a user, opened an hour ago from another address. A login revokes the
 * user's other sessions (one session per user), so the row is written as the table holds one.
 */
async function secondSession(id_user: number, userAgent = WINDOWS_FIREFOX) {
  const token = newToken();
  const [{ id }] = await t.database.query<{ id: number }>(
    `insert into session (id_user, token_hash, created_at, last_used_at, expires_at, ip, user_agent)
     values ($1, $2, now() - interval '1 hour', now() - interval '1 hour', now() + interval '30 days', '36.72.10.20', $3) returning id`,
    [id_user, digest(token), userAgent],
  );
  return { id, token, api: apiClient(t.app, token) };
}

const revokedAt = async (id: number) => (await t.database.query<{ revoked_at: Date | null }>('select revoked_at from session where id = $1', [id]))[0].revoked_at;

describe('Catatan Perangkat', () => {
  it('lists one’s own open session with the device read from its login, the address, first and last use, marked as this one', async () => {
    const { member } = await company();
    const sales = await member(ANDROID_CHROME);
    const { data, count } = await listed(sales.api);
    expect(count).toBe(1);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      id_user: sales.id,
      user_name: sales.name,
      device: { browser: 'Chrome 142', os: 'Android', type: 'mobile', model: null },
      user_agent: ANDROID_CHROME,
      ip: '127.0.0.1',
      current: true,
    });
    expect(Date.parse(data[0].created_at)).toBeLessThanOrEqual(Date.parse(data[0].last_used_at));
    expect(Date.parse(data[0].expires_at)).toBeGreaterThan(Date.now());
  });

  it('marks the current session among one’s others and puts it first; expired and ended ones are not listed', async () => {
    const { member } = await company();
    const sales = await member(IPHONE_SAFARI);
    const other = await secondSession(sales.id);
    const expired = await secondSession(sales.id);
    await t.database.query(`update session set expires_at = now() - interval '1 second' where id = $1`, [expired.id]);

    const { data, count } = await listed(sales.api);
    expect(count).toBe(2);
    expect(data.map((row) => [row.id, row.current])).toEqual([
      [expect.any(Number), true],
      [other.id, false],
    ]);
    expect(data[0].device).toEqual({ browser: 'Safari 17', os: 'iOS', type: 'mobile', model: 'iPhone' });
    expect(data[1]).toMatchObject({ device: { browser: 'Firefox 128', os: 'Windows', type: 'desktop', model: null }, ip: '36.72.10.20' });
    // Seen from the other session, that one is the current.
    expect((await listed(other.api)).data.map((row) => [row.id, row.current])).toEqual([
      [other.id, true],
      [data[0].id, false],
    ]);
  });

  it('ends one’s other session: that device’s next call answers 401 with the session’s message, this one goes on, and the log says so', async () => {
    const { admin, member } = await company();
    const sales = await member();
    const other = await secondSession(sales.id);
    expect((await other.api.get(PROFILE)).statusCode).toBe(200);

    const ended = await sales.api.json('DELETE', devicePath(other.id));
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ message: 'Sesi telah diakhiri.' });

    const refused = await other.api.get(PROFILE);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject(SESSION_INVALID);
    expect((await sales.api.get(PROFILE)).statusCode).toBe(200);
    expect((await listed(sales.api)).data.map((row) => row.id)).not.toContain(other.id);
    // Ending it again: it is no longer open.
    expect((await sales.api.json('DELETE', devicePath(other.id))).statusCode).toBe(404);

    const [log] = await t.database.query<{ id_user: number; action: string; entity: string; id_entity: number; detail: Record<string, unknown>; ip: string }>(
      `select id_user, action, entity, id_entity, detail, ip from activity_log where id_company = $1 and action = 'end_session'`,
      [admin.id_company],
    );
    expect(log).toMatchObject({
      id_user: sales.id,
      entity: 'session',
      id_entity: other.id,
      ip: '127.0.0.1',
      detail: { id_user: sales.id, user_name: sales.name, device: 'Firefox 128, Windows', ip: '36.72.10.20', own: false },
    });
  });

  it('ends the caller’s own current session too, as a logout does', async () => {
    const { member } = await company();
    const sales = await member();
    const [mine] = (await listed(sales.api)).data;
    expect((await sales.api.json('DELETE', devicePath(mine.id))).statusCode).toBe(200);
    expect((await sales.api.get(PROFILE)).json()).toMatchObject(SESSION_INVALID);
  });

  it('keeps a salesperson to their own: another user’s sessions are neither listed (403) nor ended (404)', async () => {
    const { admin, member } = await company();
    const sales = await member();
    const colleague = await member(WINDOWS_FIREFOX);
    const [theirs] = (await listed(colleague.api)).data;

    const peek = await sales.api.get(DEVICES, { id_user: colleague.id });
    expect(peek.statusCode).toBe(403);
    expect(peek.json()).toMatchObject({ code: 'device.other_user', message: 'Anda hanya dapat melihat perangkat anda sendiri.' });
    expect((await sales.api.get(DEVICES, { id_user: sales.id })).statusCode).toBe(200);
    expect((await listed(sales.api)).data.every((row) => row.id_user === sales.id)).toBe(true);

    for (const id of [theirs.id, (await listed(admin.api, { id_user: admin.id })).data[0].id]) {
      const refused = await sales.api.json('DELETE', devicePath(id));
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'device.session_not_found', message: 'Sesi tidak ditemukan atau sudah berakhir.' });
      expect(await revokedAt(id)).toBeNull();
    }
    expect((await colleague.api.get(PROFILE)).statusCode).toBe(200);
    expect((await admin.api.get(PROFILE)).statusCode).toBe(200);
  });

  it('shows an Administrator every open session of the company, one user’s with id_user, a page at a time, and lets them end any', async () => {
    const { admin, member } = await company();
    const sales = await member(ANDROID_CHROME);
    const supervisor = await member(WINDOWS_FIREFOX, 'Supervisor');
    const elsewhere = await registerCompany(t.app, 'Dealer Sebelah');

    const all = await listed(admin.api);
    expect(all.count).toBe(3);
    expect(all.data[0]).toMatchObject({ id_user: admin.id, current: true });
    expect(new Set(all.data.map((row) => row.id_user))).toEqual(new Set([admin.id, sales.id, supervisor.id]));
    expect(all.data.filter((row) => row.current)).toHaveLength(1);
    expect(all.data.some((row) => row.id_user === elsewhere.id)).toBe(false);

    const page = await listed(admin.api, { limit: 1, offset: 1 });
    expect(page).toMatchObject({ count: 3, data: [all.data[1]] });
    const ofSales = await listed(admin.api, { id_user: sales.id });
    expect(ofSales.count).toBe(1);
    expect(ofSales.data[0]).toMatchObject({ id_user: sales.id, user_name: sales.name, current: false, device: { browser: 'Chrome 142', os: 'Android' } });
    // Another company's user has no sessions here.
    expect(await listed(admin.api, { id_user: elsewhere.id })).toEqual({ data: [], count: 0 });

    const ended = await admin.api.json('DELETE', devicePath(ofSales.data[0].id));
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await sales.api.get(PROFILE)).json()).toMatchObject(SESSION_INVALID);
    expect((await supervisor.api.get(PROFILE)).statusCode).toBe(200);
    expect((await listed(admin.api)).count).toBe(2);
    const [log] = await t.database.query<{ id_user: number; detail: Record<string, unknown> }>(
      `select id_user, detail from activity_log where id_company = $1 and action = 'end_session' and id_entity = $2`,
      [admin.id_company, ofSales.data[0].id],
    );
    expect(log).toMatchObject({ id_user: admin.id, detail: { id_user: sales.id, user_name: sales.name, own: false } });
  });

  it('answers 404 for another company’s session, for an Administrator too, and changes nothing', async () => {
    const { admin } = await company();
    const elsewhere = await registerCompany(t.app, 'Dealer Asing');
    const [theirs] = (await listed(elsewhere.api)).data;
    const refused = await admin.api.json('DELETE', devicePath(theirs.id));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'device.session_not_found' });
    expect(await revokedAt(theirs.id)).toBeNull();
    expect((await elsewhere.api.get(PROFILE)).statusCode).toBe(200);
    const [{ n }] = await t.database.query<{ n: number }>(`select count(*)::int as n from activity_log where action = 'end_session' and id_entity = $1`, [theirs.id]);
    expect(n).toBe(0);
  });

  it('refuses bad input with Indonesian messages, and an integration key, which has no session', async () => {
    const { admin } = await company();
    const badId = await admin.api.json('DELETE', `${DEVICES}/abc`);
    expect(badId.statusCode).toBe(422);
    expect(badId.json()).toMatchObject({ message: 'Data yang dikirim tidak valid. Periksa kembali isian anda.', errors: { id: 'ID tidak valid.' } });
    const nul = await admin.api.json('DELETE', `${DEVICES}/%00`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe("Parameter 'id' tidak valid. Tidak boleh berisi karakter NUL (\\u0000).");
    const limit = await admin.api.get(DEVICES, { limit: 0 });
    expect(limit.statusCode).toBe(422);
    expect(limit.json().errors).toEqual({ limit: 'Limit harus bilangan bulat antara 1 dan 100.' });
    const user = await admin.api.get(DEVICES, { id_user: 'semua' });
    expect(user.statusCode).toBe(422);
    expect(user.json().errors).toEqual({ id_user: 'Pengguna tidak valid.' });
    expect((await t.database.query<{ n: number }>(`select count(*)::int as n from activity_log where id_company = $1 and action = 'end_session'`, [admin.id_company]))[0].n).toBe(0);

    const key = await admin.api.json('POST', INTEGRATION_KEYS, {
      name: 'Formulir situs',
      permissions: MODULES.map((name_module) => ({ name_module, access: name_module === 'Prospect' ? 'enabled' : 'none', import: 'none', export: 'Not Set' })),
    });
    const keyApi = apiClient(t.app, key.json().data.key as string);
    for (const response of [await keyApi.get(DEVICES), await keyApi.json('DELETE', devicePath(1))]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('integration_key.person_only');
    }
  });
});
