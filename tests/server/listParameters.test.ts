import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROADCAST_LOG, DISTRIBUTION_PATHS, MESSAGE_HISTORY, NOTIFICATIONS } from '../../domain/apiPaths';
import { RESOURCES } from '../../domain/resources';
import { broadcast } from '../../server/db/schema';
import { grantBroadcast } from './helpers/broadcast';
import { demoCompany } from './helpers/demo';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: Awaited<ReturnType<Awaited<ReturnType<typeof demoCompany>>['loginAs']>>;

beforeAll(async () => {
  t = await startTestApp({ template: 'demo' });
  admin = await (await demoCompany(t)).loginAs('Administrator');
  await grantBroadcast(t.database);
});
afterAll(() => t.close());

const FEEDBACK_LIST = RESOURCES['setting/masukan'].path;
const ACTIVITY_LIST = RESOURCES['setting/aktivitasUser'].path;
const PROSPECTS = RESOURCES.prospect.path;
const INVITATIONS = '/api/user/v1/users/invitations';

describe('a list sorts only by the columns and directions it offers: 400 otherwise', () => {
  it.each([
    [FEEDBACK_LIST, ['nope', 'ASC'], { code: 'list.sort_unknown', params: { name: 'nope' }, message: "Kolom urutan 'nope' tidak dikenal." }],
    [FEEDBACK_LIST, ['created_at', 'ASC'], { code: 'list.sort_direction_unknown', params: { direction: 'ASC' }, message: "Arah urutan 'ASC' tidak tersedia untuk daftar ini." }],
    [ACTIVITY_LIST, ['ip', 'DESC'], { code: 'list.sort_unknown', params: { name: 'ip' }, message: "Kolom urutan 'ip' tidak dikenal." }],
    [PROSPECTS, ['nope', 'ASC'], { code: 'list.sort_unknown', params: { name: 'nope' }, message: "Kolom urutan 'nope' tidak dikenal." }],
  ])('%s?sort=%j', async (path, sort, refusal) => {
    const response = await admin.api.get(path, { sort: JSON.stringify(sort) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal);
  });

  it('answers the order it offers', async () => {
    expect((await admin.api.get(FEEDBACK_LIST, { sort: JSON.stringify(['created_at', 'DESC']) })).statusCode).toBe(200);
    expect((await admin.api.get(PROSPECTS, { sort: JSON.stringify(['name', 'DESC']) })).statusCode).toBe(200);
  });

  it('reads a list filter’s boolean as one, refusing anything else', async () => {
    const response = await admin.api.get(FEEDBACK_LIST, { filter: JSON.stringify({ unread: 'maybe' }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Filter 'unread' tidak valid.");
  });
});

describe('an id is a whole number from 1, wherever it is given', () => {
  it.each(['-1', '0', '1.5', 'abc', '99999999999'])('Riwayat Pesan’s id_user=%s answers 422 on id_user', async (id_user) => {
    const response = await admin.api.get(MESSAGE_HISTORY, { id_user });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ id_user: 'Pengguna tidak valid.' });
  });

  it.each([-1, 0, '-1'])('a list filter id_user of %j answers 400', async (id_user) => {
    const response = await admin.api.get(PROSPECTS, { filter: JSON.stringify({ id_user }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Filter 'id_user' tidak valid.");
  });

  it('a real id still narrows both', async () => {
    const history = await admin.api.get(MESSAGE_HISTORY, { id_user: admin.id });
    expect(history.statusCode).toBe(200);
    const owned = await admin.api.get(PROSPECTS, { filter: JSON.stringify({ id_user: admin.id }) });
    expect(owned.statusCode).toBe(200);
    expect(owned.json().every((row: { id_user: number }) => row.id_user === admin.id)).toBe(true);
  });
});

describe('a day is YYYY-MM-DD between 1900 and 2100, never a number', () => {
  it.each([
    [BROADCAST_LOG, 'from', '-1'],
    [BROADCAST_LOG, 'from', '0'],
    [BROADCAST_LOG, 'to', '1.5'],
    [BROADCAST_LOG, 'from', '2026-02-30'],
    [MESSAGE_HISTORY, 'from', '1899-12-31'],
    [MESSAGE_HISTORY, 'to', '12345'],
    [DISTRIBUTION_PATHS.monitoring, 'from', '-1'],
    [DISTRIBUTION_PATHS.monitoring, 'to', '2026-03-01T10:00:00Z'],
  ])('%s?%s=%s answers 422 on that parameter', async (path, name, value) => {
    const response = await admin.api.get(path, { [name]: value });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [name]: `Parameter ${name} harus tanggal (YYYY-MM-DD) antara tahun 1900 dan 2100.` });
  });

  it('Riwayat Pesan Siaran’s from and to are whole days in West Indonesia Time, both included', async () => {
    // 00:30 on 2 March in Jakarta is still 1 March in UTC.
    const [made] = await t.database.db
      .insert(broadcast)
      .values({ id_company: admin.id_company, id_user: admin.id, name: 'Promo Subuh', body: 'Halo', status: 'completed', total: 0, created_at: new Date('2026-03-01T17:30:00Z') })
      .returning();
    const names = async (from: string, to: string) =>
      ((await admin.api.get(BROADCAST_LOG, { from, to })).json() as { data: { id: number }[] }).data.map((row) => row.id);
    expect(await names('2026-03-02', '2026-03-02')).toContain(made.id);
    expect(await names('2026-03-01', '2026-03-01')).not.toContain(made.id);
  });
});

describe('a page’s limit and offset are whole numbers within their bounds, written as digits', () => {
  it.each([
    [INVITATIONS, 'limit', '0x10'],
    [INVITATIONS, 'limit', '1e2'],
    [INVITATIONS, 'limit', '0'],
    [NOTIFICATIONS, 'offset', '-1'],
    [BROADCAST_LOG, 'offset', '99999999999'],
    [MESSAGE_HISTORY, 'limit', '1.5'],
  ])('%s?%s=%s answers 422 on that parameter', async (path, name, value) => {
    const response = await admin.api.get(path, { id_user: admin.id, [name]: value });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([name]);
  });
});
