import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../domain/resources';
import { registerCompany, type ApiClient } from './helpers/api';
import { startDemoApp, type Session } from './helpers/demo';
import { EXPORTS, exportedRows, finishedExport } from './helpers/exports';
import type { TestApp } from './helpers/testApp';
import { jakartaDay } from './helpers/jakartaDay';

const ACTIVITY = RESOURCES['setting/aktivitasUser'].path;

let t: TestApp;
let admin: Session;
let supervisor: Session;
let sales: Session;
let other: Awaited<ReturnType<typeof registerCompany>>;

type Entry = { id: number; id_user: number | null; user_name: string | null; action: string; entity: string; id_entity: number | null; link_id: number | null; created_at: string };

async function listed(api: ApiClient, filter: object = {}, range = '[0,99]') {
  const response = await api.get(ACTIVITY, { filter: JSON.stringify(filter), range });
  expect(response.statusCode, response.body).toBe(200);
  return { rows: response.json() as Entry[], total: Number(String(response.headers['content-range']).split('/')[1]) };
}

async function newProspect(api: ApiClient, name: string) {
  const response = await api.json('POST', RESOURCES.prospect.path, { name, phone: `0812${String(Date.now()).slice(-8)}` });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

beforeAll(async () => {
  ({ t, admin, supervisor, sales } = await startDemoApp());
  other = await registerCompany(t.app, 'Dealer Lain');
  await newProspect(other.api, 'Prospek Dealer Lain');
});
afterAll(() => t.close());

describe('Aktivitas Pengguna', () => {
  it('is read by an Administrator only: a Supervisor or a Sales user gets 403, also for its export', async () => {
    expect((await supervisor.api.get(ACTIVITY)).statusCode).toBe(403);
    expect((await sales.api.get(ACTIVITY)).statusCode).toBe(403);
    expect((await supervisor.api.json('POST', EXPORTS, { kind: 'activity', format: 'csv', filter: {} })).statusCode).toBe(403);
    expect((await sales.api.json('POST', EXPORTS, { kind: 'activity', format: 'csv', filter: {} })).statusCode).toBe(403);
    expect((await admin.api.get(ACTIVITY)).statusCode).toBe(200);
  });

  it('lists newest first with the person’s name, and links an entry to its record while the record exists', async () => {
    const kept = await newProspect(sales.api, 'Prospek Aktivitas');
    const gone = await newProspect(sales.api, 'Prospek Dihapus');
    expect((await admin.api.json('DELETE', `${RESOURCES.prospect.path}/${gone}`)).statusCode).toBe(200);
    const { rows } = await listed(admin.api, { entity: 'prospect', action: 'create', id_user: sales.id });
    const times = rows.map((row) => row.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const ofKept = rows.find((row) => row.id_entity === kept)!;
    expect(ofKept).toMatchObject({ user_name: sales.name, link_id: kept });
    expect(rows.find((row) => row.id_entity === gone)?.link_id).toBeNull();
    const logins = await listed(admin.api, { action: 'login', id_user: sales.id });
    expect(logins.rows.length).toBeGreaterThan(0);
    expect(logins.rows.every((row) => row.action === 'login' && row.id_user === sales.id)).toBe(true);
  });

  it('filters by record and period, pages, and refuses a bad filter', async () => {
    const id = await newProspect(sales.api, 'Prospek Satu Rekaman');
    const { rows, total } = await listed(admin.api, { entity: 'prospect', id_entity: id });
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({ action: 'create', id_entity: id });
    expect((await listed(admin.api, { created_from: '2099-01-01' })).total).toBe(0);
    // The demo's own entries may fall on earlier days.
    const today = jakartaDay();
    const all = await listed(admin.api, {});
    expect(all.rows.length).toBe(all.total);
    const ofToday = all.rows.filter((row) => jakartaDay(row.created_at) === today);
    expect(ofToday.length).toBeGreaterThan(0);
    expect((await listed(admin.api, { created_from: today, created_to: today })).total).toBe(ofToday.length);
    const page = await listed(admin.api, {}, '[1,2]');
    expect(page.rows.map((row) => row.id)).toEqual(all.rows.slice(1, 3).map((row) => row.id));
    expect((await admin.api.get(ACTIVITY, { filter: JSON.stringify({ created_from: 'kemarin' }) })).statusCode).toBe(400);
    expect((await admin.api.get(ACTIVITY, { filter: JSON.stringify({ warna: 'merah' }) })).statusCode).toBe(400);
    expect((await admin.api.get(ACTIVITY, { sort: JSON.stringify(['ip', 'ASC']) })).statusCode).toBe(400);
  });

  it("keeps each company's log to itself", async () => {
    const { rows } = await listed(admin.api, { entity: 'prospect' });
    expect(rows.some((row) => row.id_user === other.id)).toBe(false);
    const theirs = await listed(other.api, {});
    expect(theirs.rows.length).toBeGreaterThan(0);
    expect(theirs.rows.every((row) => row.id_user === other.id)).toBe(true);
    expect((await listed(other.api, { id_user: sales.id })).total).toBe(0);
  });

  it("exports the current filter's rows of the company only, actions in words", async () => {
    const rows = await exportedRows(t, admin.api, { kind: 'activity', filter: { action: 'create', entity: 'prospect' } });
    const expected = await listed(admin.api, { action: 'create', entity: 'prospect' });
    expect(rows).toHaveLength(expected.total);
    expect(new Set(rows.map((row) => row.Aksi))).toEqual(new Set(['Membuat']));
    expect(new Set(rows.map((row) => row.Data))).toEqual(new Set(['Prospek']));
    expect(rows.some((row) => row.Pengguna === other.name)).toBe(false);
    // Counted first: the finished export writes an entry of its own.
    const [{ n }] = await t.database.query<{ n: number }>('select count(*)::int as n from activity_log where id_company = $1', [other.id_company]);
    expect(await exportedRows(t, other.api, { kind: 'activity' })).toHaveLength(n);
    expect((await finishedExport(admin.api, { kind: 'activity', filter: { id_user: sales.id } })).status).toBe('done');
  });
});
