import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY } from '../../domain/apiPaths';
import { UTC_OFFSETS, type TimeZone } from '../../domain/timeZones';
import { nextOrderNumber } from '../../server/modules/orders/orderNumber';
import { dealerDayStartAt } from '../../server/plugins/dealerDay';
import { apiClient, registerCompany, type ApiClient } from './helpers/api';
import { startDemoApp, type Session } from './helpers/demo';
import { addUnassigned } from './helpers/prospects';
import { APP_KEY, type TestApp } from './helpers/testApp';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let t: TestApp;
let admin: Session;
let sales: Session;
beforeAll(async () => {
  ({ t, admin, sales } = await startDemoApp());
});
afterAll(() => t.close());

const row = async (id: number) =>
  (await t.database.query<Record<string, unknown>>('select name, code, email, logo, time_zone, work_days, work_start, work_end, followup_approval from company where id = $1', [id]))[0];

describe('Pengaturan Instansi: the company record', () => {
  it('is read by every member, its registration code by the Administrator alone', async () => {
    const own = await admin.api.get(COMPANY);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ id: admin.id_company, code: (await row(admin.id_company)).code, time_zone: 'Asia/Jakarta', work_start: '08:00', work_end: '17:00' });
    const seen = await sales.api.get(COMPANY);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.name).toBe(own.json().data.name);
    expect(seen.json().data).not.toHaveProperty('code');
  });

  it('takes the profile, time zone, working hours and the follow-up rule from the Administrator', async () => {
    const change = { email: 'Kantor@MajuMotor.co.id', phone: '0227 1234 567', time_zone: 'Asia/Makassar', work_days: [1, 2, 3, 4, 5], work_start: '07:30', work_end: '16:00', followup_approval: false };
    const saved = await admin.api.json('PUT', COMPANY, change);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ email: 'kantor@majumotor.co.id', phone: '+622271234567', time_zone: 'Asia/Makassar', work_days: [1, 2, 3, 4, 5], work_start: '07:30', work_end: '16:00', followup_approval: false });
    expect(await row(admin.id_company)).toMatchObject({ time_zone: 'Asia/Makassar', work_days: [1, 2, 3, 4, 5], followup_approval: false });
    const logged = await t.database.query('select 1 from activity_log where id_company = $1 and entity = $2 and action = $3', [admin.id_company, 'company', 'update']);
    expect(logged.length).toBeGreaterThan(0);
    await admin.api.json('PUT', COMPANY, { email: '', time_zone: 'Asia/Jakarta', work_days: [1, 2, 3, 4, 5, 6], work_start: '08:00', work_end: '17:00', followup_approval: true });
    expect(await row(admin.id_company)).toMatchObject({ email: null, time_zone: 'Asia/Jakarta' });
  });

  it('refuses bad input with an Indonesian message and changes nothing', async () => {
    const before = await row(admin.id_company);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ time_zone: 'Asia/Singapore' }, 'time_zone', /WIB, WITA atau WIT/],
      [{ work_days: [] }, 'work_days', /minimal satu hari/],
      [{ work_days: [1, 8] }, 'work_days.1', /Senin sampai Minggu/],
      [{ work_days: [2, 2] }, 'work_days', /tidak boleh berulang/],
      [{ work_start: '25:00' }, 'work_start', /JJ:MM/],
      [{ email: 'bukan-email' }, 'email', /email/i],
      [{ name: '   ' }, 'name', /wajib diisi/],
    ];
    for (const [body, field, message] of cases) {
      const answer = await admin.api.json('PUT', COMPANY, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(answer.json().errors, JSON.stringify(body)).toMatchObject({ [field]: expect.stringMatching(message) });
    }
    // Working hours are checked as they would be after the change, the stored end included.
    const late = await admin.api.json('PUT', COMPANY, { work_start: '18:00' });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.work_end).toBe('Jam selesai kerja harus setelah jam mulai kerja.');
    expect(await row(admin.id_company)).toEqual(before);
  });

  it('is changed by nobody but the Administrator, and only in their own company', async () => {
    const before = await row(admin.id_company);
    const refused = await sales.api.json('PUT', COMPANY, { name: 'Diambil alih' });
    expect(refused.statusCode).toBe(403);
    expect((await sales.api.json('POST', `${COMPANY}/code`)).statusCode).toBe(403);
    expect((await sales.api.json('DELETE', `${COMPANY}/logo`)).statusCode).toBe(403);
    const other = await registerCompany(t.app, 'Dealer Lain');
    expect((await other.api.json('PUT', COMPANY, { name: 'Dealer Lain Baru', time_zone: 'Asia/Jayapura' })).statusCode).toBe(200);
    expect((await other.api.json('POST', `${COMPANY}/code`)).statusCode).toBe(200);
    expect(await row(admin.id_company)).toEqual(before);
    expect((await row(other.id_company)).time_zone).toBe('Asia/Jayapura');
  });
});

describe('the registration code', () => {
  const joinWith = (company_code: string, email: string) =>
    apiClient(t.app).json('POST', '/api/user/v1/auth/register', { name: 'Sales Baru', email, password: 'rahasia-123', phone_number: '0812 3333 4444', company_code });

  it('is regenerated on request, and the old code stops working at once', async () => {
    const old = (await row(admin.id_company)).code as string;
    const renewed = await admin.api.json('POST', `${COMPANY}/code`);
    expect(renewed.statusCode).toBe(200);
    const code = renewed.json().data.code as string;
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    expect(code).not.toBe(old);
    expect((await row(admin.id_company)).code).toBe(code);

    const withOld = await joinWith(old, `lama.${Date.now()}@dealer.test`);
    expect(withOld.statusCode).toBe(422);
    expect(withOld.json().errors).toEqual({ company_code: 'Kode perusahaan tidak ditemukan.' });
    expect((await joinWith(code, `baru.${Date.now()}@dealer.test`)).statusCode).toBe(202);
  });
});

describe('the logo', () => {
  const upload = (token: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'logo.png');
    return t.app.inject({ method: 'POST', url: `${COMPANY}/logo`, headers: { authorization: `Bearer ${token}`, 'x-app-key': APP_KEY }, payload: form });
  };
  const served = (logo: string) => t.app.inject({ url: `/files/company/${logo}` });

  it('is uploaded by the Administrator, served to the top bar, named in every member’s identity, and removed', async () => {
    expect((await upload(sales.token, PNG)).statusCode).toBe(403);
    const uploaded = await upload(admin.token, PNG);
    expect(uploaded.statusCode).toBe(200);
    const logo = uploaded.json().data.logo as string;
    expect((await served(logo)).statusCode).toBe(200);
    const identity = await sales.api.form('POST', '/api/user/v1/user/detail', { id: sales.id });
    expect(identity.json().data[0].company_logo).toBe(logo);

    const notImage = await upload(admin.token, Buffer.from('bukan gambar'));
    expect(notImage.statusCode).toBe(422);
    expect((await row(admin.id_company)).logo).toBe(logo);

    const removed = await admin.api.json('DELETE', `${COMPANY}/logo`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.logo).toBeNull();
    expect((await served(logo)).statusCode).toBe(404);
  });

  it("goes with the dealer's name into the mails sent for the dealer, and out of them once removed", async () => {
    const forgotPassword = () =>
      t.app.inject({ method: 'POST', url: '/api/user/v1/auth/forgot_password', headers: { 'x-app-key': APP_KEY }, payload: { email: sales.email } });
    expect((await upload(admin.token, PNG)).statusCode).toBe(200);
    await forgotPassword();
    const { name } = await row(admin.id_company);
    expect(t.outbox.at(-1)).toMatchObject({ to: sales.email, brand: { name, logo: { content: PNG, contentType: 'image/png' } } });
    expect((await admin.api.json('DELETE', `${COMPANY}/logo`)).statusCode).toBe(200);
    await forgotPassword();
    expect(t.outbox.at(-1)!.brand).toEqual({ name, logo: null });
  });
});

describe("the company's time zone", () => {
  /** The first moment of the zone's today. */
  const startOfToday = (zone: TimeZone) => new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date())}T00:00:00${UTC_OFFSETS[zone]}`);
  const dueAs = async (api: ApiClient, id: number) => {
    for (const due of ['overdue', 'today', 'upcoming'] as const) {
      const list = await api.get('/api/prospect/v1/prospect', { filter: JSON.stringify({ follow_up: due, id }) });
      if ((list.json() as unknown[]).length) return due;
    }
    return 'none';
  };

  it('sets which day "today" is: a follow-up between the two zones\' midnights is today in one, overdue in the other', async () => {
    const other = await registerCompany(t.app, 'Dealer Papua');
    const [id] = await addUnassigned(t.database, other.id_company, 1, 'Zona');
    // Jakarta's and Jayapura's days start 2 hours apart (22 hours apart between 15:00 and 17:00 UTC):
    // an hour after the earlier start is today in the zone whose day began then, and before the other's.
    const jakarta = startOfToday('Asia/Jakarta');
    const jayapura = startOfToday('Asia/Jayapura');
    const earlier = jakarta < jayapura ? 'Asia/Jakarta' : 'Asia/Jayapura';
    const moment = new Date(Math.min(jakarta.getTime(), jayapura.getTime()) + 60 * 60 * 1000);
    await t.database.query('update prospect set next_follow_up = $1 where id = $2', [moment, id]);

    for (const zone of ['Asia/Jakarta', 'Asia/Jayapura'] as const) {
      expect((await other.api.json('PUT', COMPANY, { time_zone: zone })).statusCode).toBe(200);
      expect(await dueAs(other.api, id), zone).toBe(zone === earlier ? 'today' : 'overdue');
    }
  });

  it("numbers an order (SPK) by the dealer's month, and finds the dealer's midnight in each zone (where a broadcast's daily cap starts again)", async () => {
    // 30 November, 23:30 in Jakarta: already 1 December, 00:30 in Makassar and 01:30 in Jayapura.
    const lateNovember = new Date('2026-11-30T16:30:00Z');
    const numberIn = (zone: TimeZone) => t.database.db.transaction((tx) => nextOrderNumber(tx, admin.id_company, zone, lateNovember));
    expect(await numberIn('Asia/Jakarta')).toMatch(/^SPK\/2026\/11\/\d{6}$/);
    expect(await numberIn('Asia/Jayapura')).toBe('SPK/2026/12/000001');
    expect(dealerDayStartAt(lateNovember, 'Asia/Jakarta')).toEqual(new Date('2026-11-29T17:00:00Z'));
    expect(dealerDayStartAt(lateNovember, 'Asia/Makassar')).toEqual(new Date('2026-11-30T16:00:00Z'));
    expect(dealerDayStartAt(lateNovember, 'Asia/Jayapura')).toEqual(new Date('2026-11-30T15:00:00Z'));
  });
});
