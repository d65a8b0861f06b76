import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPANY, PLAN, REQUEST_QR_WA } from '../../domain/apiPaths';
import { IMAGE_SIZES_QUEUE } from '../../server/modules/plan/imageSizes';
import { parsePlanCommand, runPlanCommand } from '../../server/modules/plan/operatorCommand';
import { FakeWhatsApp } from '../../server/whatsapp/fakeTransport';
import { apiClient, registerCompany } from './helpers/api';
import { startDemoApp, type Session } from './helpers/demo';
import { csvOf, defaultSettings, freshPhone, importClient } from './helpers/imports';
import { APP_KEY, type TestApp } from './helpers/testApp';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
import { accountOf, FAKE_WHATSAPP, linkState } from './helpers/whatsapp';

/** Paket Berlangganan (docs/plans.md): the plan's limits where records are created, its usage, the operator command. */

const fake = new FakeWhatsApp(150);
let t: TestApp;
let sales: Session;
beforeAll(async () => {
  // Imports staged two rows at a time, so that a run can be seen stopping before the end of its file.
  ({ t, sales } = await startDemoApp({
    whatsappTransport: fake,
    importChunkRows: 2,
    config: { whatsapp: FAKE_WHATSAPP },
  }));
});
afterAll(() => t.close());

const PROSPECTS = '/api/prospect/v1/prospect';
const USERS = '/api/user/v1/users';
type Limits = { name: string | null; limits: { limit: string; max: number | null; used: number }[] };

const setPlan = (id_company: number, ...args: string[]) => runPlanCommand(t.database.db, parsePlanCommand(['--company', String(id_company), ...args]));
const count = async (sql: string, id_company: number) => (await t.database.query<{ n: number }>(sql, [id_company]))[0].n;
const prospectsOf = (id_company: number) => count('select count(*)::int as n from prospect where id_company = $1', id_company);
const activeUsersOf = (id_company: number) => count("select count(*)::int as n from app_user where id_company = $1 and status = 'active'", id_company);
const allUsersOf = (id_company: number) => count('select count(*)::int as n from app_user where id_company = $1', id_company);
const reached = (max: number, noun: string, used = max) =>
  `Batas paket tercapai: paket anda memuat paling banyak ${max} ${noun} (terpakai ${used}). Hubungi penyedia layanan untuk menambah paket.`;

async function plan(api: ReturnType<typeof apiClient>) {
  const response = await api.get(PLAN);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Limits;
}

let sequence = 0;
const newProspect = (api: ReturnType<typeof apiClient>) => api.json('POST', PROSPECTS, { name: `Calon ${(sequence += 1)}`, phone: freshPhone() });
const newPerson = () => ({ name: `Orang ${(sequence += 1)}`, email: `orang.${sequence}.${Date.now()}@dealer.test`, password: 'rahasia-123', phone_number: '081234567890' });

async function dealer() {
  const admin = await registerCompany(t.app, 'Dealer Paket');
  const [{ code }] = await t.database.query<{ code: string }>('select code from company where id = $1', [admin.id_company]);
  const roles = (await admin.api.get('/api/user/v1/role')).json() as { id: number; name: string }[];
  const salesRole = roles.find((r) => r.name === 'Sales')!.id;
  return { admin, code, salesRole };
}

describe('reading the plan', () => {
  it('without a plan: no name, no limit, and the usage counted in the database', async () => {
    const { admin } = await dealer();
    await newProspect(admin.api);
    await newProspect(admin.api);
    expect(await plan(admin.api)).toEqual({
      name: null,
      limits: [
        { limit: 'users', max: null, used: 1 },
        { limit: 'prospects', max: null, used: 2 },
        { limit: 'whatsapp_numbers', max: null, used: 0 },
        { limit: 'storage_mb', max: null, used: 0 },
      ],
    });
  });

  it('shows the plan the operator set, and only to Administrators', async () => {
    const { admin, code } = await dealer();
    await runPlanCommand(t.database.db, parsePlanCommand(['--company', code.toLowerCase(), '--name', 'Paket Dasar', '--users', '25', '--storage-mb', '100']));
    const shown = await plan(admin.api);
    expect(shown.name).toBe('Paket Dasar');
    expect(shown.limits.map(({ limit, max }) => [limit, max])).toEqual([['users', 25], ['prospects', null], ['whatsapp_numbers', null], ['storage_mb', 100]]);
    expect((await sales.api.get(PLAN)).statusCode).toBe(403);
  });
});

describe('the operator command', () => {
  it('sets, changes, lifts and clears a plan, and refuses what it cannot do', async () => {
    const { admin } = await dealer();
    await expect(setPlan(admin.id_company, '--users', '5')).rejects.toThrow(/--name/);
    const created = await setPlan(admin.id_company, '--name', 'Paket A', '--users', '5', '--prospects', '100');
    expect(created.plan).toMatchObject({ name: 'Paket A', max_users: 5, max_prospects: 100, max_whatsapp_numbers: null });
    const changed = await setPlan(admin.id_company, '--prospects', 'none', '--whatsapp', '2');
    expect(changed.plan).toMatchObject({ name: 'Paket A', max_users: 5, max_prospects: null, max_whatsapp_numbers: 2 });
    expect((await setPlan(admin.id_company)).plan).toMatchObject({ max_users: 5 });
    expect((await setPlan(admin.id_company, '--clear')).plan).toBeNull();
    expect((await plan(admin.api)).name).toBeNull();
    expect(() => parsePlanCommand(['--company', '1', '--users', '-3'])).toThrow();
    expect(() => parsePlanCommand(['--company', '1', '--users', 'banyak'])).toThrow();
    await expect(setPlan(2_000_000_000, '--name', 'X')).rejects.toThrow(/No company/);
  });
});

describe('at a limit', () => {
  it('refuses a prospect with the message and writes nothing; another company and a company without a plan go on', async () => {
    const { admin } = await dealer();
    await newProspect(admin.api);
    await setPlan(admin.id_company, '--name', 'Kecil', '--prospects', '1');
    const refused = await newProspect(admin.api);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'plan.limit_reached', message: reached(1, 'prospek') });
    expect(await prospectsOf(admin.id_company)).toBe(1);

    const other = await dealer();
    expect((await newProspect(other.admin.api)).statusCode).toBe(201);
    expect((await plan(other.admin.api)).name).toBeNull();

    await setPlan(admin.id_company, '--clear');
    expect((await newProspect(admin.api)).statusCode).toBe(201);
  });

  it('gives the last free place to one of two prospects created at once', async () => {
    const { admin } = await dealer();
    await setPlan(admin.id_company, '--name', 'Satu', '--prospects', '1');
    const answers = await Promise.all([newProspect(admin.api), newProspect(admin.api)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await prospectsOf(admin.id_company)).toBe(1);
  });

  it('refuses an import that would go over and writes none of its prospects', async () => {
    const { admin } = await dealer();
    await newProspect(admin.api);
    await setPlan(admin.id_company, '--name', 'Kecil', '--prospects', '3');
    const imports = importClient(t, admin.token);
    const batch = await imports.uploaded(csvOf([['Nama', 'No HP'], ...['A', 'B', 'C'].map((name) => [name, freshPhone()])]));
    const failed = await imports.run(batch.id, {}, 'failed');
    expect(failed.error).toEqual({ code: 'plan.import_over_limit', params: { max: 3, used: 1, adding: 3 } });
    expect(await prospectsOf(admin.id_company)).toBe(1);

    const fits = await imports.uploaded(csvOf([['Nama', 'No HP'], ['D', freshPhone()], ['E', freshPhone()]]));
    expect((await imports.run(fits.id)).imported).toBe(2);
    expect(await prospectsOf(admin.id_company)).toBe(3);
  });

  it('stops reading a file as soon as it no longer fits, and refuses to start one when the plan is full', async () => {
    const { admin } = await dealer();
    await setPlan(admin.id_company, '--name', 'Kecil', '--prospects', '3');
    const imports = importClient(t, admin.token);
    const names = Array.from({ length: 10 }, (_, i) => `Calon ${i}`);
    const big = await imports.uploaded(csvOf([['Nama', 'No HP'], ...names.map((name) => [name, freshPhone()])]));
    const failed = await imports.run(big.id, {}, 'failed');
    // Two chunks of two read: the fourth row no longer fitted; the other six were never read.
    expect(failed.error).toEqual({ code: 'plan.import_over_limit', params: { max: 3, used: 0, adding: 4 } });
    expect(failed.rows_read).toBeLessThan(names.length);
    expect(await prospectsOf(admin.id_company)).toBe(0);

    for (let i = 0; i < 3; i += 1) expect((await newProspect(admin.api)).statusCode).toBe(201);
    const late = await imports.uploaded(csvOf([['Nama', 'No HP'], ['Z', freshPhone()]]));
    const refused = await imports.post(`/${late.id}/start`, defaultSettings(late));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'plan.limit_reached', message: reached(3, 'prospek') });
    expect((await imports.batch(late.id)).status).toBe('uploaded');
  });

  it('counts the photos and the logo in the storage, and refuses an image over it, storing nothing', async () => {
    const { admin } = await dealer();
    const storage = async () => (await plan(admin.api)).limits.find((limit) => limit.limit === 'storage_mb')!.used;
    const upload = (url: string, bytes: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), 'foto.png');
      return t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${admin.token}`, 'x-app-key': APP_KEY }, payload: form });
    };
    const prospect = (await newProspect(admin.api)).json().id as number;
    // 600 kB of a real PNG's bytes: the store takes it by its signature, the size is what counts.
    const photo = Buffer.concat([PNG, Buffer.alloc(600_000)]);
    expect((await upload(`${PROSPECTS}/${prospect}/photo`, photo)).statusCode).toBe(200);
    expect(await storage()).toBe(0.6);
    expect((await upload(`${COMPANY}/logo`, photo)).statusCode).toBe(200);
    expect(await storage()).toBe(1.2);

    await setPlan(admin.id_company, '--name', 'Penuh', '--storage-mb', '1');
    const [before] = await t.database.query<{ logo: string }>('select logo from company where id = $1', [admin.id_company]);
    const refused = await upload(`${COMPANY}/logo`, PNG);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'plan.limit_reached', params: { limit: 'storage_mb', max: 1, used: 1.2 } });
    expect((await t.database.query<{ logo: string }>('select logo from company where id = $1', [admin.id_company]))[0]).toEqual(before);
    // Removing the logo gives its room back.
    expect((await admin.api.json('DELETE', `${COMPANY}/logo`)).statusCode).toBe(200);
    expect(await storage()).toBe(0.6);

    // A photo stored before sizes were recorded (migration 0026) is measured from the store by the job every start queues.
    await t.database.query('update prospect set photo_bytes = null where id = $1', [prospect]);
    expect(await storage()).toBe(0);
    await t.app.jobs.send(IMAGE_SIZES_QUEUE, {});
    await expect.poll(storage).toBe(0.6);
  });

  it('refuses an upload over the storage and keeps no batch of it', async () => {
    const { admin } = await dealer();
    await setPlan(admin.id_company, '--name', 'Tanpa ruang', '--storage-mb', '0');
    const refused = await importClient(t, admin.token).upload(csvOf([['Nama', 'No HP'], ['A', freshPhone()]]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(reached(0, 'MB penyimpanan', 0).replace('(terpakai 0)', '(terpakai 0 MB)'));
    expect(await count('select count(*)::int as n from import_batch where id_company = $1', admin.id_company)).toBe(0);
  });

  it('refuses a user on every path that adds one, writing nothing', async () => {
    const { admin, code, salesRole } = await dealer();
    const created = (await admin.api.json('POST', USERS, { ...newPerson(), id_role: salesRole })).json();
    const joined = await apiClient(t.app).json('POST', '/api/user/v1/auth/register', { ...newPerson(), company_code: code });
    expect(joined.statusCode).toBe(202);
    const [pending] = await t.database.query<{ id: number }>("select id from app_user where id_company = $1 and status = 'pending'", [admin.id_company]);
    const invited = newPerson();
    const invitation = (await admin.api.json('POST', `${USERS}/invite`, { email: invited.email, id_role: salesRole })).json().data;
    expect((await admin.api.json('POST', `${USERS}/${created.id}/deactivate`, {})).statusCode).toBe(200);
    await setPlan(admin.id_company, '--name', 'Dua', '--users', '1');
    const users = await allUsersOf(admin.id_company);
    const message = reached(1, 'pengguna aktif');

    const refusals = [
      await admin.api.json('POST', USERS, { ...newPerson(), id_role: salesRole }),
      await apiClient(t.app).json('POST', '/api/user/v1/auth/register', { ...newPerson(), company_code: code }),
      await apiClient(t.app).json('POST', '/api/user/v1/auth/register_invited', {
        ...invited,
        idcompany: admin.id_company,
        idinvited: invitation.id,
      }),
      await admin.api.json('POST', `${USERS}/${pending.id}/approve`, { id_role: salesRole }),
      await admin.api.json('POST', `${USERS}/${created.id}/reactivate`, {}),
      await admin.api.json('PUT', `${USERS}/${created.id}`, { status: 'active' }),
    ];
    expect(refusals.map((r) => [r.statusCode, r.json().message])).toEqual(refusals.map(() => [409, message]));
    expect(await allUsersOf(admin.id_company)).toBe(users);
    expect(await activeUsersOf(admin.id_company)).toBe(1);
    // A user created disabled takes no place.
    expect((await admin.api.json('POST', USERS, { ...newPerson(), id_role: salesRole, status: 'disabled' })).statusCode).toBe(201);
  });

  it('refuses a QR for a new WhatsApp number, and a number scanned once the plan is full stays unlinked', async () => {
    const { admin } = await dealer();
    await setPlan(admin.id_company, '--name', 'Tanpa WA', '--whatsapp', '0');
    const refused = await admin.api.json('POST', REQUEST_QR_WA, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(reached(0, 'nomor WhatsApp terhubung'));
    expect((await linkState(admin.api)).status).toBe('disconnected');

    await setPlan(admin.id_company, '--whatsapp', 'none');
    expect((await admin.api.json('POST', REQUEST_QR_WA, {})).statusCode).toBe(200);
    const account = (await accountOf(t.database, admin.id))!;
    const code = await vi.waitFor(() => fake.currentQr(account) ?? Promise.reject(new Error('no QR yet')), { timeout: 20_000, interval: 50 });
    await setPlan(admin.id_company, '--whatsapp', '0');
    await fake.scan(code, '+6281200001111');
    await expect.poll(async () => (await linkState(admin.api)).status).toBe('disconnected');
    expect((await plan(admin.api)).limits.find((l) => l.limit === 'whatsapp_numbers')?.used).toBe(0);
  });
});
