import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, registerCompany } from './helpers/api';
import { addUser, DEFAULT_RULES, enroll, LOGIN, loginAs, RULES, sessionApi } from './helpers/security';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const anonymous = () => apiClient(t.app);
const withRules = async (admin: Awaited<ReturnType<typeof registerCompany>>, change: Partial<typeof DEFAULT_RULES>) => {
  const saved = await admin.api.json('PUT', RULES, { ...DEFAULT_RULES, ...change });
  expect(saved.statusCode).toBe(200);
  return saved.json().data;
};
const sessionDaysOf = async (id_user: number) =>
  (
    await t.database.query<{ days: number }>(
      'select round(extract(epoch from expires_at - created_at) / 86400)::int as days from session where id_user = $1 and revoked_at is null',
      [id_user],
    )
  )[0]?.days;

describe('Aturan Keamanan: who reads and changes them', () => {
  it("answers today's behaviour until a company saves its own rules, to its Administrator only", async () => {
    const admin = await registerCompany(t.app);
    const read = await admin.api.get(RULES);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ ...DEFAULT_RULES, updated_at: null, own_two_step: false });

    const sales = await addUser(admin.api, 'Sales');
    const salesApi = sessionApi(t.app, (await loginAs(t.app, sales.email, sales.password)).json());
    expect((await salesApi.get(RULES)).statusCode).toBe(403);
    expect((await salesApi.json('PUT', RULES, { ...DEFAULT_RULES, min_password_length: 20 })).statusCode).toBe(403);
    expect((await admin.api.get(RULES)).json().data.min_password_length).toBe(8);
  });

  it('checks every rule with Indonesian messages, and never lowers the floor of 8', async () => {
    const admin = await registerCompany(t.app);
    const refused = await admin.api.json('PUT', RULES, { ...DEFAULT_RULES, min_password_length: 6, login_failure_limit: 1, two_step: 'semua' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toMatchObject({
      min_password_length: 'Panjang minimal kata sandi minimal 8 karakter.',
      login_failure_limit: 'Batas gagal login minimal 3 kali.',
    });
    expect((await admin.api.get(RULES)).json().data.updated_at).toBeNull();
  });

  it("changes one company's rules, logs the change, and leaves another company's alone", async () => {
    const admin = await registerCompany(t.app);
    const other = await registerCompany(t.app);
    const saved = await withRules(admin, { min_password_length: 12, session_days: 7 });
    expect(saved).toMatchObject({ min_password_length: 12, session_days: 7 });
    expect(saved.updated_at).not.toBeNull();
    expect((await other.api.get(RULES)).json().data).toMatchObject({ ...DEFAULT_RULES, updated_at: null });
    const [logged] = await t.database.query<{ entity: string }>("select entity from activity_log where id_company = $1 and action = 'update' and entity = 'security_rule'", [admin.id_company]);
    expect(logged).toEqual({ entity: 'security_rule' });
  });
});

describe('the minimum password length, on every password set', () => {
  it('refuses a password below the company floor: a new user, a reset, one\'s own change, joining by code', async () => {
    const admin = await registerCompany(t.app);
    await withRules(admin, { min_password_length: 12 });
    const TOO_SHORT = 'Kata sandi minimal 12 karakter, sesuai aturan keamanan perusahaan.';
    const roles = (await admin.api.get('/api/user/v1/role')).json() as { id: number; name: string }[];
    const id_role = roles.find((r) => r.name === 'Sales')!.id;

    const created = await admin.api.json('POST', '/api/user/v1/users', { email: `pendek.${Date.now()}@dealer.test`, name: 'Pendek', id_role, password: 'sebelas-111' });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors.password).toBe(TOO_SHORT);
    const member = await addUser(admin.api, 'Sales', 'dua-belas-1234');
    expect((await admin.api.json('PUT', `/api/user/v1/users/${member.id}`, { password: 'sebelas-111' })).statusCode).toBe(422);
    const own = await admin.api.json('POST', '/api/user/v1/profile/password', { current_password: 'rahasia-123', password: 'sebelas-111' });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors.password).toBe(TOO_SHORT);

    const [{ code }] = await t.database.query<{ code: string }>('select code from company where id = $1', [admin.id_company]);
    const joined = await anonymous().json('POST', '/api/user/v1/auth/register', {
      name: 'Calon',
      email: `calon.${Date.now()}@dealer.test`,
      password: 'sebelas-111',
      phone_number: '081234567890',
      company_code: code,
    });
    expect(joined.statusCode).toBe(422);
    expect((await addUser(admin.api, 'Sales', 'cukup-panjang-12')).id).toBeGreaterThan(0);

    // Another company keeps the floor of 8.
    const other = await registerCompany(t.app);
    expect((await addUser(other.api, 'Sales', 'delapan8')).id).toBeGreaterThan(0);
  });
});

describe('the session length', () => {
  it('applies to new sessions; the sessions already open keep theirs', async () => {
    const admin = await registerCompany(t.app);
    expect(await sessionDaysOf(admin.id)).toBe(30);
    await withRules(admin, { session_days: 2 });
    expect(await sessionDaysOf(admin.id)).toBe(30);
    expect((await admin.api.get(RULES)).statusCode).toBe(200);
    const member = await addUser(admin.api, 'Sales');
    expect((await loginAs(t.app, member.email, member.password)).statusCode).toBe(200);
    expect(await sessionDaysOf(member.id)).toBe(2);
  });
});

describe('a password an administrator set must be changed at the next login', () => {
  it('answers a change-password step instead of a session, and no call can be made until it is changed', async () => {
    const admin = await registerCompany(t.app);
    await withRules(admin, { force_password_change: true });
    const member = await addUser(admin.api, 'Sales');
    expect((await admin.api.json('PUT', `/api/user/v1/users/${member.id}`, { password: 'atur-admin-1' })).statusCode).toBe(200);

    const first = await loginAs(t.app, member.email, 'atur-admin-1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ data: [], next: { step: 'change_password', min_password_length: 8 } });
    const { challenge } = first.json().next as { challenge: string };
    // The challenge is no session.
    expect((await apiClient(t.app, challenge).get('/api/user/v1/profile')).statusCode).toBe(401);
    // Nor does a step skip ahead.
    expect((await anonymous().json('POST', `${LOGIN}/two_step`, { challenge, code: '123456' })).statusCode).toBe(401);

    const same = await anonymous().json('POST', `${LOGIN}/password`, { challenge, password: 'atur-admin-1' });
    expect(same.statusCode).toBe(422);
    const changed = await anonymous().json('POST', `${LOGIN}/password`, { challenge, password: 'pilihan-sendiri-1' });
    expect(changed.statusCode).toBe(200);
    expect((await sessionApi(t.app, changed.json()).get('/api/user/v1/profile')).statusCode).toBe(200);
    expect((await anonymous().json('POST', `${LOGIN}/password`, { challenge, password: 'pilihan-lain-22' })).statusCode).toBe(401);
    expect((await loginAs(t.app, member.email, 'pilihan-sendiri-1')).json().data).toHaveLength(1);
  });

  it('asks nothing while the rule is off, nor of an administrator who set their own password', async () => {
    const admin = await registerCompany(t.app);
    const member = await addUser(admin.api, 'Sales');
    expect((await admin.api.json('PUT', `/api/user/v1/users/${member.id}`, { password: 'atur-admin-1' })).statusCode).toBe(200);
    expect((await loginAs(t.app, member.email, 'atur-admin-1')).json().data).toHaveLength(1);

    await withRules(admin, { force_password_change: true });
    expect((await admin.api.json('PUT', `/api/user/v1/users/${admin.id}`, { password: 'milik-sendiri-1' })).statusCode).toBe(200);
    expect((await loginAs(t.app, admin.email, 'milik-sendiri-1')).json().data).toHaveLength(1);
  });
});

describe("the login-failure limit and lock time of the company's accounts", () => {
  it('refuses the guessing address after the company limit, for the company lock time, and no other company', async () => {
    const admin = await registerCompany(t.app);
    const other = await registerCompany(t.app);
    await withRules(admin, { login_failure_limit: 3, lock_minutes: 5 });
    for (let i = 0; i < 3; i += 1) expect((await loginAs(t.app, admin.email, `salah-${i}`, '192.0.2.31')).statusCode).toBe(401);
    const locked = await loginAs(t.app, admin.email, 'rahasia-123', '192.0.2.31');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Coba lagi dalam 5 menit/);
    // The owner at their usual address (where they registered) is not locked out.
    expect((await loginAs(t.app, admin.email, 'rahasia-123')).statusCode).toBe(200);

    for (let i = 0; i < 3; i += 1) expect((await loginAs(t.app, other.email, `salah-${i}`, '192.0.2.33')).statusCode).toBe(401);
    expect((await loginAs(t.app, other.email, 'rahasia-123', '192.0.2.33')).statusCode).toBe(200);

    // Past the lock time the address may try again.
    await t.database.query("update login_attempt set created_at = created_at - interval '6 minutes' where email = $1", [admin.email]);
    expect((await loginAs(t.app, admin.email, 'rahasia-123', '192.0.2.31')).statusCode).toBe(200);
  });
});

describe('no rule change locks the last administrator out', () => {
  it('refuses two-step for administrators until the acting administrator has it, and keeps their session', async () => {
    const admin = await registerCompany(t.app);
    const refused = await admin.api.json('PUT', RULES, { ...DEFAULT_RULES, two_step: 'administrators' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.two_step).toMatch(/^Aktifkan dulu verifikasi dua langkah/);
    expect((await admin.api.get(RULES)).json().data.two_step).toBe('off');

    await enroll(admin.api);
    expect((await admin.api.get(RULES)).json().data.own_two_step).toBe(true);
    await withRules(admin, { two_step: 'administrators', session_days: 1, min_password_length: 20, login_failure_limit: 3 });
    // Their session goes on, and every change is still theirs to make.
    expect((await admin.api.get(RULES)).statusCode).toBe(200);
    await withRules(admin, { two_step: 'off' });
  });
});
