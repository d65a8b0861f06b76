import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from './helpers/api';
import { startDemoApp, type Demo, type Session } from './helpers/demo';
import type { TestApp } from './helpers/testApp';
import { jakartaDay } from './helpers/jakartaDay';

let t: TestApp;
let demo: Demo;
let admin: Session;
let supervisor: Session;
let sales: Session;
let otherSales: Session;

beforeAll(async () => {
  ({ t, demo, admin, supervisor, sales } = await startDemoApp());
  // A salesperson of another group than the first one.
  const others = demo.users.filter((u) => u.role === 'Sales' && u.id_group !== sales.id_group);
  otherSales = await demo.loginAs('Sales', demo.users.filter((u) => u.role === 'Sales').indexOf(others[0]));
});
afterAll(() => t.close());

const count = async (sql: string, params: unknown[] = []) => (await t.database.query<{ n: number }>(sql, params))[0].n;
const total = (response: { headers: Record<string, unknown> }) => Number(String(response.headers['content-range']).split('/')[1]);
let phoneSeq = 7000;
const newPhone = () => `0812${String((phoneSeq += 1)).padStart(8, '0')}`;

describe('who sees which prospects', () => {
  it('an administrator sees the company’s, a supervisor the group’s, a salesperson their own', async () => {
    const list = (s: Session) => s.api.get('/api/prospect/v1/prospect', { range: '[0,0]' });
    expect(total(await list(admin))).toBe(await count('select count(*)::int as n from prospect'));
    expect(total(await list(supervisor))).toBe(
      await count('select count(*)::int as n from prospect where id_group = $1 or id_user = $2', [supervisor.id_group, supervisor.id]),
    );
    const own = await count(
      "select count(*)::int as n from prospect p where p.id_user = $1 or exists (select 1 from collab c where c.id_prospect = p.id and c.id_user = $1 and c.status = 'approved')",
      [sales.id],
    );
    expect(total(await list(sales))).toBe(own);
    expect(own).toBeLessThan(total(await list(supervisor)));
  });

  it('answers 404 for a prospect out of reach, and for another company’s', async () => {
    const [foreign] = await t.database.query<{ id: number }>(
      "select p.id from prospect p where p.id_user = $1 and not exists (select 1 from collab c where c.id_prospect = p.id and c.id_user = $2 and c.status = 'approved') limit 1",
      [otherSales.id, sales.id],
    );
    expect((await sales.api.get(`/api/prospect/v1/prospect/${foreign.id}`)).statusCode).toBe(404);
    expect((await sales.api.json('PUT', `/api/prospect/v1/prospect/${foreign.id}`, { notes: 'x' })).statusCode).toBe(404);
    const stranger = await registerCompany(t.app);
    expect((await stranger.api.get(`/api/prospect/v1/prospect/${foreign.id}`)).statusCode).toBe(404);
    expect(total(await stranger.api.get('/api/prospect/v1/prospect'))).toBe(0);
  });

  it('lets an approved collaborator see and work the prospect', async () => {
    // A collaborator none of this file's sessions belongs to: logging in revokes a user's other session.
    const [shared] = await t.database.query<{ id_prospect: number; id_user: number }>(
      "select id_prospect, id_user from collab where status = 'approved' and id_user <> all($1) order by id limit 1",
      [[sales.id, otherSales.id]],
    );
    const collaborator = demo.users.find((u) => u.id === shared.id_user)!;
    const session = await demo.loginAs('Sales', demo.users.filter((u) => u.role === 'Sales').indexOf(collaborator));
    expect((await session.api.get(`/api/prospect/v1/prospect/${shared.id_prospect}`)).statusCode).toBe(200);
    const worked = await session.api.json('PUT', `/api/prospect/v1/prospect/${shared.id_prospect}`, { notes: 'Sudah ditelepon rekan.' });
    expect(worked.statusCode).toBe(200);
  });
});

describe('creating and editing', () => {
  it('normalises the phone to +62 and makes the creator the owner in their group', async () => {
    const created = await sales.api.json('POST', '/api/prospect/v1/prospect', { name: 'Ujang Suryana', phone: '0812-3456-0001', payment: 'kredit' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ phone: '+6281234560001', id_user: sales.id, id_group: sales.id_group, status: 'Low', source: 'walk-in' });
  });

  it('refuses a phone already on an open prospect, naming it, and writes nothing', async () => {
    const first = (await sales.api.json('POST', '/api/prospect/v1/prospect', { name: 'Pertama', phone: newPhone() })).json();
    const before = await count('select count(*)::int as n from prospect');
    const again = await otherSales.api.json('POST', '/api/prospect/v1/prospect', { name: 'Kedua', phone: first.phone.replace('+62', '0') });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.phone).toContain(`"Pertama" (#${first.id})`);
    // The client offers to collaborate on that prospect from these parameters, never from the sentence.
    expect(again.json()).toMatchObject({
      code: 'prospect.phone_taken',
      params: { id: first.id, name: 'Pertama', owner: sales.name },
      message: again.json().errors.phone,
      fields: { phone: { code: 'prospect.phone_taken', params: { id: first.id } } },
    });
    expect(await count('select count(*)::int as n from prospect')).toBe(before);
    await sales.api.json('PUT', `/api/prospect/v1/prospect/${first.id}`, { status: 'Not Deal' });
    expect((await otherSales.api.json('POST', '/api/prospect/v1/prospect', { name: 'Kedua', phone: first.phone })).statusCode).toBe(201);
  });

  it('validates fields with Indonesian messages', async () => {
    const response = await sales.api.json('POST', '/api/prospect/v1/prospect', {
      name: '',
      phone: 'abc',
      status: 'Panas',
      latitude: 120,
      tenor: 2.5,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      name: 'Nama wajib diisi.',
      status: 'Status tidak valid.',
      latitude: 'Latitude maksimal 90.',
      tenor: 'Tenor harus bilangan bulat.',
    });
    expect(response.json().errors.phone).toMatch(/Nomor telepon tidak valid/);
  });

  it('lets a salesperson assign only themselves; a supervisor their group', async () => {
    const toOther = await sales.api.json('POST', '/api/prospect/v1/prospect', { name: 'Titip', phone: newPhone(), id_user: otherSales.id });
    expect(toOther.statusCode).toBe(422);
    const groupMate = demo.users.find((u) => u.role === 'Sales' && u.id_group === supervisor.id_group)!;
    const assigned = await supervisor.api.json('POST', '/api/prospect/v1/prospect', { name: 'Titipan', phone: newPhone(), id_user: groupMate.id });
    expect(assigned.json()).toMatchObject({ id_user: groupMate.id, id_group: supervisor.id_group });
    const outside = demo.users.find((u) => u.role === 'Sales' && u.id_group !== supervisor.id_group)!;
    expect((await supervisor.api.json('POST', '/api/prospect/v1/prospect', { name: 'Luar', phone: newPhone(), id_user: outside.id })).statusCode).toBe(422);
  });

  it('notifies the owner when someone else changes their prospect', async () => {
    const mine = (await sales.api.json('POST', '/api/prospect/v1/prospect', { name: 'Asih Lestari', phone: newPhone() })).json();
    await supervisor.api.json('PUT', `/api/prospect/v1/prospect/${mine.id}`, { status: 'Hot' });
    const [note] = await t.database.query<{ aksi: string; nama_user: string; tipe: string; nama_prospect: string }>(
      'select aksi, nama_user, tipe, nama_prospect from notification where id_user = $1 and id_data = $2 order by id desc limit 1',
      [sales.id, mine.id],
    );
    expect(note).toEqual({ aksi: 'perubahan status', nama_user: supervisor.name, tipe: 'Prospek', nama_prospect: 'Asih Lestari' });
    const own = await count('select count(*)::int as n from notification where id_user = $1 and id_data = $2', [sales.id, mine.id]);
    await sales.api.json('PUT', `/api/prospect/v1/prospect/${mine.id}`, { notes: 'Minta brosur' });
    expect(await count('select count(*)::int as n from notification where id_user = $1 and id_data = $2', [sales.id, mine.id])).toBe(own);
  });
});

describe('search and filters', () => {
  it('finds by name or by the phone as typed', async () => {
    const created = (await sales.api.json('POST', '/api/prospect/v1/prospect', { name: 'Cecep Gorbacep', phone: '0813 9999 1212' })).json();
    for (const q of ['gorbacep', '0813-9999-1212', '62813999912', '9999 1212']) {
      const found = (await sales.api.get('/api/prospect/v1/prospect', { filter: JSON.stringify({ q }) })).json() as { id: number }[];
      expect(found.map((p) => p.id)).toContain(created.id);
    }
  });

  it('filters by status, follow-up due and date range, on the server', async () => {
    const hot = (await admin.api.get('/api/prospect/v1/prospect', { filter: '{"status":"Hot"}', range: '[0,499]' })).json() as { status: string }[];
    expect(hot.every((p) => p.status === 'Hot')).toBe(true);
    const overdue = await admin.api.get('/api/prospect/v1/prospect', { filter: '{"follow_up":"overdue"}', range: '[0,0]' });
    expect(total(overdue)).toBe(
      await count("select count(*)::int as n from prospect where next_follow_up < date_trunc('day', now() at time zone 'Asia/Jakarta') at time zone 'Asia/Jakarta'"),
    );
    expect(total(overdue)).toBeGreaterThan(0);
    const today = jakartaDay();
    const recent = await admin.api.get('/api/prospect/v1/prospect', { filter: JSON.stringify({ created_from: today, created_to: today }), range: '[0,0]' });
    expect(total(recent)).toBeGreaterThan(0);
    expect((await admin.api.get('/api/prospect/v1/prospect', { filter: '{"follow_up":"kemarin"}' })).statusCode).toBe(400);
  });

  it('sorts newest first by default with the page and total', async () => {
    const page = await admin.api.get('/api/prospect/v1/prospect', { sort: '["created_at","DESC"]', range: '[0,9]' });
    const times = (page.json() as { created_at: string }[]).map((p) => Date.parse(p.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.headers['content-range']).toMatch(/^prospect 0-9\/\d+$/);
  });
});

describe('lookups every member may read', () => {
  it('lists the motorcycles and the company’s active members to a salesperson', async () => {
    const products = await sales.api.get('/api/master/v1/product', { filter: '{"active":true}' });
    expect(products.statusCode).toBe(200);
    expect((products.json() as { active: boolean }[]).every((p) => p.active)).toBe(true);
    expect((await sales.api.json('POST', '/api/master/v1/product', { name: 'X', brand: 'Y', type_code: 'Z', category: 'matic', price_otr: 1 })).statusCode).toBe(403);
    const members = (await sales.api.get('/api/user/v1/members', { range: '[0,99]' })).json() as { name: string }[];
    expect(members.length).toBe(await count("select count(*)::int as n from app_user where status = 'active' and id_company = $1", [sales.id_company]));
    expect(members[0]).not.toHaveProperty('email');
  });
});
