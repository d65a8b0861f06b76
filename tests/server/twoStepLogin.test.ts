import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, registerCompany } from './helpers/api';
import { addUser, codeOf, DEFAULT_RULES, enroll, LOGIN, loginAs, RULES, sessionApi, TWO_STEP } from './helpers/security';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const anonymous = () => apiClient(t.app);
const secondStep = (body: Record<string, string>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: `${LOGIN}/two_step`, remoteAddress, headers: { 'x-app-key': 'sf-web' }, payload: body });
const challengeOf = async (email: string, password = 'rahasia-123', remoteAddress?: string) => {
  const answer = (await loginAs(t.app, email, password, remoteAddress)).json();
  expect(answer.data).toEqual([]);
  return answer.next as { step: string; challenge: string };
};

describe('setting up an authenticator on Profil', () => {
  it('turns two-step login on with a code, shows 10 recovery codes once and keeps only their digests', async () => {
    const admin = await registerCompany(t.app);
    expect((await admin.api.get(TWO_STEP)).json().data).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
    expect((await admin.api.json('POST', `${TWO_STEP}/confirm`, { code: '123456' })).statusCode).toBe(409);

    const setup = (await admin.api.json('POST', `${TWO_STEP}/setup`)).json().data as { secret: string; otpauth_url: string };
    expect(setup.otpauth_url).toBe(`otpauth://totp/Salesforce:${encodeURIComponent(admin.email)}?secret=${setup.secret}&issuer=Salesforce`);
    const valid = await codeOf(setup.secret);
    const wrong = await admin.api.json('POST', `${TWO_STEP}/confirm`, { code: valid === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toBe('Kode tidak valid atau sudah dipakai.');
    const confirmed = await admin.api.json('POST', `${TWO_STEP}/confirm`, { code: valid });
    const codes = confirmed.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await admin.api.get(TWO_STEP)).json().data).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });

    const [stored] = await t.database.query<{ secret: string; hashes: string }>(
      `select encode(totp_secret, 'escape') as secret, (select string_agg(code_hash, ' ') from recovery_code where id_user = $1) as hashes from user_security where id_user = $1`,
      [admin.id],
    );
    expect(stored.secret).not.toContain(setup.secret);
    for (const code of codes) expect(stored.hashes).not.toContain(code);
    expect((await admin.api.json('POST', `${TWO_STEP}/setup`)).statusCode).toBe(409);
  });
});

describe('logging in with two steps', () => {
  it('asks for a code after the password, takes each code once, and a recovery code once', async () => {
    const admin = await registerCompany(t.app);
    const { secret, recovery_codes } = await enroll(admin.api);

    const { step, challenge } = await challengeOf(admin.email);
    expect(step).toBe('two_step');
    expect((await apiClient(t.app, challenge).get('/api/user/v1/profile')).statusCode).toBe(401);
    // The code enrolment took is spent; the next one works.
    expect((await secondStep({ challenge, code: await codeOf(secret) })).statusCode).toBe(401);
    const signedIn = await secondStep({ challenge, code: await codeOf(secret, 1) });
    expect(signedIn.statusCode).toBe(200);
    expect((await sessionApi(t.app, signedIn.json()).get('/api/user/v1/profile')).statusCode).toBe(200);
    // The challenge is spent with the session.
    expect((await secondStep({ challenge, code: await codeOf(secret, 1) })).statusCode).toBe(401);

    const withRecovery = await secondStep({ challenge: (await challengeOf(admin.email)).challenge, recovery_code: recovery_codes[0].toUpperCase() });
    expect(withRecovery.statusCode).toBe(200);
    const again = await secondStep({ challenge: (await challengeOf(admin.email)).challenge, recovery_code: recovery_codes[0] });
    expect(again.statusCode).toBe(401);
    expect(again.json().errors.recovery_code).toBe('Kode tidak valid atau sudah dipakai.');
    expect((await sessionApi(t.app, withRecovery.json()).get(TWO_STEP)).json().data.recovery_codes_left).toBe(9);
  });

  it('counts wrong codes against the company login limits', async () => {
    const admin = await registerCompany(t.app);
    await enroll(admin.api);
    expect((await admin.api.json('PUT', RULES, { ...DEFAULT_RULES, login_failure_limit: 3, lock_minutes: 7 })).statusCode).toBe(200);
    const { challenge } = await challengeOf(admin.email, 'rahasia-123', '192.0.2.51');
    for (let i = 0; i < 3; i += 1) expect((await secondStep({ challenge, recovery_code: `salah-${i}` }, '192.0.2.51')).statusCode).toBe(401);
    const locked = await secondStep({ challenge, recovery_code: 'salah-lagi' }, '192.0.2.51');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/7 menit/);
    expect((await loginAs(t.app, admin.email, 'rahasia-123', '192.0.2.51')).statusCode).toBe(429);
  });

  it('spends a challenge after 5 wrong codes', async () => {
    const admin = await registerCompany(t.app);
    const { recovery_codes } = await enroll(admin.api);
    const { challenge } = await challengeOf(admin.email, 'rahasia-123', '192.0.2.61');
    for (let i = 0; i < 5; i += 1) expect((await secondStep({ challenge, recovery_code: `salah-${i}` }, '192.0.2.61')).statusCode).toBe(401);
    const spent = await secondStep({ challenge, recovery_code: recovery_codes[0] }, '192.0.2.61');
    expect(spent.statusCode).toBe(401);
    expect(spent.json().message).toMatch(/^Langkah masuk ini sudah kedaluwarsa/);
  });
});

describe('turning two-step login off', () => {
  it('takes the password or a code; a wrong password changes nothing', async () => {
    const admin = await registerCompany(t.app);
    const { secret } = await enroll(admin.api);
    expect((await admin.api.json('POST', `${TWO_STEP}/disable`, { password: 'bukan-sandinya' })).statusCode).toBe(403);
    expect((await admin.api.get(TWO_STEP)).json().data.enabled).toBe(true);
    const off = await admin.api.json('POST', `${TWO_STEP}/disable`, { code: await codeOf(secret, 1) });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
    expect((await loginAs(t.app, admin.email, 'rahasia-123')).json().data).toHaveLength(1);
  });
});

describe('the rule: two-step for administrators, or for everyone', () => {
  it('makes a covered member who has not set it up do so at login, and leaves the others alone', async () => {
    const admin = await registerCompany(t.app);
    await enroll(admin.api);
    const deputy = await addUser(admin.api, 'Administrator');
    const sales = await addUser(admin.api, 'Sales');
    expect((await admin.api.json('PUT', RULES, { ...DEFAULT_RULES, two_step: 'administrators' })).statusCode).toBe(200);
    expect((await loginAs(t.app, sales.email, sales.password)).json().data).toHaveLength(1);

    const { step, challenge } = await challengeOf(deputy.email, deputy.password);
    expect(step).toBe('two_step_enroll');
    const setup = (await anonymous().json('POST', `${LOGIN}/two_step/setup`, { challenge })).json().data as { secret: string };
    const done = await anonymous().json('POST', `${LOGIN}/two_step/confirm`, { challenge, code: await codeOf(setup.secret) });
    expect(done.statusCode).toBe(200);
    expect(done.json().recovery_codes).toHaveLength(10);
    const deputyApi = sessionApi(t.app, done.json());
    expect((await deputyApi.get(TWO_STEP)).json().data).toEqual({ enabled: true, required: true, recovery_codes_left: 10 });

    expect((await admin.api.json('PUT', RULES, { ...DEFAULT_RULES, two_step: 'everyone' })).statusCode).toBe(200);
    expect((await challengeOf(sales.email, sales.password)).step).toBe('two_step_enroll');
  });
});
