import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATION_KEYS } from '../../domain/apiPaths';
import { MODULES } from '../../domain/permissions';
import { apiClient, registerCompany } from './helpers/api';
import { addUser, DEFAULT_RULES, enroll, loginAs, RULES, sessionApi, TWO_STEP } from './helpers/security';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const USERS = '/api/user/v1/users';
const memberTwoStep = (id: number) => `${USERS}/${id}/two_step`;
const reset = (id: number) => `${memberTwoStep(id)}/reset`;

/** A member of the administrator's company, signed in and with two-step login on. */
async function enrolledMember(admin: Awaited<ReturnType<typeof registerCompany>>, roleName = 'Sales') {
  const member = await addUser(admin.api, roleName);
  const api = sessionApi(t.app, (await loginAs(t.app, member.email, member.password)).json());
  await enroll(api);
  return { ...member, api };
}

describe("an Administrator turning off a member's two-step login (Kelola Pengguna)", () => {
  it('removes the authenticator and recovery codes, logs it, and the member logs in with the password alone', async () => {
    const admin = await registerCompany(t.app);
    const member = await enrolledMember(admin);
    expect((await admin.api.get(memberTwoStep(member.id))).json().data).toEqual({ enabled: true, required: false });

    const done = await admin.api.json('POST', reset(member.id));
    expect(done.statusCode).toBe(200);
    const { name } = (await admin.api.get(`${USERS}/${member.id}`)).json() as { name: string };
    expect(done.json()).toEqual({ data: { enabled: false, required: false }, message: `Verifikasi dua langkah ${name} telah dinonaktifkan.` });
    const [left] = await t.database.query<{ secrets: number; codes: number }>(
      'select (select count(*)::int from user_security where id_user = $1 and totp_secret is not null) as secrets, (select count(*)::int from recovery_code where id_user = $1) as codes',
      [member.id],
    );
    expect(left).toEqual({ secrets: 0, codes: 0 });
    const logged = await t.database.query<{ id_user: number; entity: string; id_entity: number }>(
      "select id_user, entity, id_entity from activity_log where action = 'reset_two_step' and id_entity = $1",
      [member.id],
    );
    expect(logged).toEqual([{ id_user: admin.id, entity: 'user', id_entity: member.id }]);
    expect((await loginAs(t.app, member.email, member.password)).json().data).toHaveLength(1);

    const again = await admin.api.json('POST', reset(member.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Verifikasi dua langkah ${name} sudah tidak aktif.`);
  });

  it("makes a member the company's rule covers set it up again at their next login", async () => {
    const admin = await registerCompany(t.app);
    await enroll(admin.api);
    const member = await enrolledMember(admin);
    expect((await admin.api.json('PUT', RULES, { ...DEFAULT_RULES, two_step: 'everyone' })).statusCode).toBe(200);

    const done = await admin.api.json('POST', reset(member.id));
    expect(done.json().data).toEqual({ enabled: false, required: true });
    const login = (await loginAs(t.app, member.email, member.password)).json();
    expect(login.data).toEqual([]);
    expect(login.next.step).toBe('two_step_enroll');
  });

  it("refuses the Administrator's own account, pointing to Profil", async () => {
    const admin = await registerCompany(t.app);
    await enroll(admin.api);
    const own = await admin.api.json('POST', reset(admin.id));
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('Matikan verifikasi dua langkah akun anda sendiri di Profil.');
    expect((await admin.api.get(TWO_STEP)).json().data.enabled).toBe(true);
  });

  it("answers 404 for another company's user, and changes nothing there", async () => {
    const admin = await registerCompany(t.app);
    const other = await registerCompany(t.app, 'Dealer Lain');
    const stranger = await enrolledMember(other);
    expect((await admin.api.get(memberTwoStep(stranger.id))).statusCode).toBe(404);
    const refused = await admin.api.json('POST', reset(stranger.id));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Pengguna tidak ditemukan.');
    expect((await stranger.api.get(TWO_STEP)).json().data.enabled).toBe(true);
  });

  it('answers 403 to anyone but an Administrator, an integration key included', async () => {
    const admin = await registerCompany(t.app);
    const member = await enrolledMember(admin);
    const supervisor = await addUser(admin.api, 'Supervisor');
    const supervisorApi = sessionApi(t.app, (await loginAs(t.app, supervisor.email, supervisor.password)).json());
    // A key can never hold an administration module such as user_management: one reading prospects.
    const prospectsOnly = MODULES.map((name_module) => ({ name_module, access: name_module === 'Prospect' ? 'enabled' : 'none', import: 'none', export: 'Not Set' }));
    const created = await admin.api.json('POST', INTEGRATION_KEYS, { name: 'Kunci uji', permissions: prospectsOnly });
    expect(created.statusCode).toBe(201);
    const keyApi = apiClient(t.app, created.json().data.key);

    for (const api of [member.api, supervisorApi, keyApi]) {
      expect((await api.get(memberTwoStep(member.id))).statusCode).toBe(403);
      expect((await api.json('POST', reset(member.id))).statusCode).toBe(403);
    }
    expect((await admin.api.get(memberTwoStep(member.id))).json().data.enabled).toBe(true);
  });
});
