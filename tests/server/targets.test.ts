import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARGET_PATHS } from '../../domain/apiPaths';
import { registerCompany } from './helpers/api';
import { startDemoApp, type Demo, type Session } from './helpers/demo';
import type { TestApp } from './helpers/testApp';

const BASE = '/api/master/v1/target';
type Counts = { prospects: number; follow_ups: number; visits: number; orders: number; deals: number };
type Row = { id_user?: number; id_group?: number; name: string; target: (Counts & { id: number }) | null; actual: Counts };
type Progress = { month: string; scope: string; headline: { target: Counts | null; actual: Counts }; groups: Row[]; users: Row[] };

let t: TestApp;
let demo: Demo;
let admin: Session;
let supervisor: Session;
/** The supervisor's group, a salesperson in it and one in another group. */
let ownGroup: number;
let otherGroup: number;
let member: Demo['users'][number];
let outsider: Demo['users'][number];

beforeAll(async () => {
  ({ t, demo, admin, supervisor } = await startDemoApp());
  ownGroup = supervisor.id_group as number;
  member = demo.users.find((u) => u.role === 'Sales' && u.id_group === ownGroup) as Demo['users'][number];
  outsider = demo.users.find((u) => u.role === 'Sales' && u.id_group !== null && u.id_group !== ownGroup) as Demo['users'][number];
  otherGroup = outsider.id_group as number;
});
afterAll(() => t.close());

const counts = (values: Partial<Counts> = {}): Counts => ({ prospects: 0, follow_ups: 0, visits: 0, orders: 0, deals: 0, ...values });
const progressOf = async (session: Pick<Session, 'api'>, month: string) => {
  const response = await session.api.get(TARGET_PATHS.progress, { month });
  expect(response.statusCode).toBe(200);
  return response.json().data as Progress;
};

describe('Setting Task: targets', () => {
  it('creates, lists by month, changes and deletes a target, refusing bad input without writing', async () => {
    const created = await admin.api.json('POST', BASE, { month: '2031-01', id_user: member.id, prospects: 20, deals: '3' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ month: '2031-01', id_user: member.id, id_group: null, ...counts({ prospects: 20, deals: 3 }) });
    const id = created.json().id as number;

    const again = await admin.api.json('POST', BASE, { month: '2031-01', id_user: member.id, prospects: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('target.already_set');
    for (const bad of [
      { month: '2031-13', id_user: member.id },
      { month: '2031-1', id_user: member.id },
      { month: '2031-02' },
      { month: '2031-02', id_user: member.id, id_group: ownGroup },
      { month: '2031-02', id_user: member.id, visits: -1 },
      { month: '2031-02', id_user: member.id, orders: 1.5 },
      { month: '2031-02', id_user: 99_999_999 },
    ]) {
      const refused = await admin.api.json('POST', BASE, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(422);
    }
    const list = await admin.api.get(BASE, { filter: JSON.stringify({ month: '2031-01' }) });
    expect(list.json().map((row: { id: number }) => row.id)).toEqual([id]);
    expect(list.headers['content-range']).toBe('target 0-0/1');

    const changed = await admin.api.json('PUT', `${BASE}/${id}`, { follow_ups: 40 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject(counts({ prospects: 20, follow_ups: 40, deals: 3 }));
    expect((await admin.api.json('PUT', `${BASE}/${id}`, { prospects: -3 })).statusCode).toBe(422);
    expect((await admin.api.get(`${BASE}/${id}`)).json().prospects).toBe(20);

    expect((await admin.api.json('DELETE', `${BASE}/${id}`)).statusCode).toBe(200);
    expect((await admin.api.get(`${BASE}/${id}`)).statusCode).toBe(404);
  });

  it("never reads or writes another company's targets, nor names its people or groups", async () => {
    const mine = (await admin.api.json('POST', BASE, { month: '2031-02', id_group: ownGroup, visits: 9 })).json();
    const other = await registerCompany(t.app, 'Dealer Lain');
    expect((await other.api.get(`${BASE}/${mine.id}`)).statusCode).toBe(404);
    expect((await other.api.json('PUT', `${BASE}/${mine.id}`, { visits: 1 })).statusCode).toBe(404);
    expect((await other.api.json('DELETE', `${BASE}/${mine.id}`)).statusCode).toBe(404);
    expect((await other.api.json('POST', `${BASE}/${mine.id}/split`)).statusCode).toBe(404);
    expect((await other.api.get(BASE, { filter: JSON.stringify({ month: '2031-02' }) })).json()).toEqual([]);
    const naming = await other.api.json('POST', BASE, { month: '2031-02', id_user: member.id });
    expect(naming.statusCode).toBe(422);
    expect(naming.json().errors.id_user).toBe('Pengguna tidak ditemukan.');
    expect((await other.api.json('POST', BASE, { month: '2031-02', id_group: ownGroup })).statusCode).toBe(422);
    expect((await other.api.json('POST', TARGET_PATHS.copy, { month: '2031-03' })).json().data).toEqual({ copied: 0, kept: 0 });
    const theirs = await progressOf(other, '2031-02');
    expect(theirs.groups).toEqual([]);
    expect(theirs.users.map((u) => u.id_user)).toEqual([other.id]);
    expect((await admin.api.get(`${BASE}/${mine.id}`)).json().visits).toBe(9);
  });

  it('refuses every write and the list to a role without Master Target, but shows it its own progress and no one else’s', async () => {
    const sales = await demo.loginAs('Sales');
    const target = (await admin.api.json('POST', BASE, { month: '2031-04', id_user: sales.id, orders: 4 })).json();
    expect((await sales.api.get(BASE)).statusCode).toBe(403);
    expect((await sales.api.json('POST', BASE, { month: '2031-04', id_user: sales.id })).statusCode).toBe(403);
    expect((await sales.api.json('PUT', `${BASE}/${target.id}`, { orders: 40 })).statusCode).toBe(403);
    expect((await sales.api.json('DELETE', `${BASE}/${target.id}`)).statusCode).toBe(403);
    expect((await sales.api.json('POST', TARGET_PATHS.copy, { month: '2031-05' })).statusCode).toBe(403);
    expect((await sales.api.json('POST', TARGET_PATHS.split(target.id))).statusCode).toBe(403);

    // Their group's target and a group-mate's stay out of their sight: Setting Task reads own only.
    const mate = demo.users.find((u) => u.id_group === sales.id_group && u.id !== sales.id && u.role === 'Sales');
    expect(mate).toBeDefined();
    expect((await admin.api.json('POST', BASE, { month: '2031-04', id_user: mate?.id, orders: 9 })).statusCode).toBe(201);
    expect((await admin.api.json('POST', BASE, { month: '2031-04', id_group: sales.id_group, orders: 20 })).statusCode).toBe(201);

    const own = await progressOf(sales, '2031-04');
    expect(own.scope).toBe('own');
    expect(own.groups).toEqual([]);
    expect(own.users).toHaveLength(1);
    expect(own.users[0]).toMatchObject({ id_user: sales.id, target: { id: target.id, ...counts({ orders: 4 }) } });
    expect(own.headline.target).toEqual(counts({ orders: 4 }));
    expect((await sales.api.get(TARGET_PATHS.progress, { month: '2031-4' })).statusCode).toBeGreaterThanOrEqual(400);
  });

  it("lets a supervisor set targets only for their own group and its members, and see only theirs", async () => {
    const forGroup = await supervisor.api.json('POST', BASE, { month: '2031-06', id_group: ownGroup, prospects: 30 });
    expect(forGroup.statusCode).toBe(201);
    expect((await supervisor.api.json('POST', BASE, { month: '2031-06', id_user: member.id, prospects: 10 })).statusCode).toBe(201);
    for (const body of [{ id_group: otherGroup }, { id_user: outsider.id }, { id_user: admin.id }]) {
      const refused = await supervisor.api.json('POST', BASE, { month: '2031-06', ...body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(403);
      expect(refused.json().code).toBe('target.holder_out_of_reach');
    }
    const foreign = (await admin.api.json('POST', BASE, { month: '2031-06', id_user: outsider.id, prospects: 5 })).json();
    expect((await supervisor.api.json('PUT', `${BASE}/${foreign.id}`, { prospects: 50 })).statusCode).toBe(404);
    expect((await supervisor.api.json('DELETE', `${BASE}/${foreign.id}`)).statusCode).toBe(404);
    const listed = (await supervisor.api.get(BASE, { filter: JSON.stringify({ month: '2031-06' }) })).json() as { id_user: number | null; id_group: number | null }[];
    expect(listed).toHaveLength(2);
    expect(listed.every((row) => row.id_group === ownGroup || row.id_user === member.id)).toBe(true);

    const progress = await progressOf(supervisor, '2031-06');
    expect(progress.scope).toBe('group');
    expect(progress.groups.map((g) => g.id_group)).toEqual([ownGroup]);
    expect(progress.users.every((u) => u.id_group === ownGroup)).toBe(true);
    expect(progress.users.map((u) => u.id_user)).toContain(member.id);
    expect(progress.headline.target).toEqual(counts({ prospects: 30 }));
  });
});

describe('Setting Task: progress within reach', () => {
  it('counts for a supervisor and a salesperson what the Administrator counts for the same people and group', async () => {
    const month = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7);
    const all = await progressOf(admin, month);
    // The demo's records of this month: the comparison is of counts, not of zeros.
    expect(all.users.some((u) => Object.values(u.actual).some((n) => n > 0))).toBe(true);
    const actualOf = (rows: Row[], key: 'id_user' | 'id_group', id: number | undefined) => rows.find((row) => row[key] === id)?.actual;
    const theirs = await progressOf(supervisor, month);
    for (const row of theirs.users) expect(row.actual, row.name).toEqual(actualOf(all.users, 'id_user', row.id_user));
    for (const row of theirs.groups) expect(row.actual, row.name).toEqual(actualOf(all.groups, 'id_group', row.id_group));
    const sales = await demo.loginAs('Sales');
    const own = await progressOf(sales, month);
    expect(own.headline.actual).toEqual(actualOf(all.users, 'id_user', sales.id));
  });
});

describe('Setting Task: copy and split', () => {
  it("copies last month's targets in the caller's reach without overwriting those already set", async () => {
    await admin.api.json('POST', BASE, { month: '2031-07', id_group: ownGroup, prospects: 12 });
    await admin.api.json('POST', BASE, { month: '2031-07', id_user: member.id, visits: 6 });
    await admin.api.json('POST', BASE, { month: '2031-07', id_user: outsider.id, deals: 2 });
    await admin.api.json('POST', BASE, { month: '2031-08', id_user: member.id, visits: 99 });

    const copied = await supervisor.api.json('POST', TARGET_PATHS.copy, { month: '2031-08' });
    expect(copied.statusCode).toBe(200);
    expect(copied.json().data).toEqual({ copied: 1, kept: 1 });
    const august = (await admin.api.get(BASE, { filter: JSON.stringify({ month: '2031-08' }) })).json() as ({ id_user: number | null; id_group: number | null } & Counts)[];
    expect(august.find((row) => row.id_user === member.id)?.visits).toBe(99);
    expect(august.find((row) => row.id_group === ownGroup)?.prospects).toBe(12);
    expect(august.some((row) => row.id_user === outsider.id)).toBe(false);

    expect((await admin.api.json('POST', TARGET_PATHS.copy, { month: '2031-08' })).json().data).toEqual({ copied: 1, kept: 2 });
    expect((await admin.api.json('POST', TARGET_PATHS.copy, { month: '2031-08' })).json().data).toEqual({ copied: 0, kept: 3 });
    expect((await admin.api.json('POST', TARGET_PATHS.copy, { month: 'Agustus' })).statusCode).toBe(422);
  });

  it('splits a group target evenly over its active members, the first ones by name taking the remainder', async () => {
    const members = await t.database.query<{ id: number }>(
      "select id from app_user where id_group = $1 and status = 'active' order by name, id",
      [ownGroup],
    );
    const k = members.length;
    expect(k).toBeGreaterThan(1);
    const whole = counts({ prospects: 10 * k + 1, follow_ups: k - 1, visits: 3 * k, orders: 0, deals: k + 2 });
    const group = (await admin.api.json('POST', BASE, { month: '2031-09', id_group: ownGroup, ...whole })).json();
    await admin.api.json('POST', BASE, { month: '2031-09', id_user: members[k - 1].id, prospects: 500 });

    const split = await supervisor.api.json('POST', TARGET_PATHS.split(group.id));
    expect(split.statusCode).toBe(200);
    expect(split.json().data).toEqual({ members: k, month: '2031-09' });
    const rows = (await admin.api.get(BASE, { filter: JSON.stringify({ month: '2031-09' }), range: '[0,99]' })).json() as ({ id: number; id_user: number | null } & Counts)[];
    const shares = members.map(({ id }) => rows.find((row) => row.id_user === id) as Counts);
    expect(shares[0]).toMatchObject({ prospects: 11, follow_ups: 1, visits: 3, orders: 0, deals: 2 });
    expect(shares[k - 1]).toMatchObject({ prospects: 10, follow_ups: 0, visits: 3, orders: 0, deals: k >= 3 ? 1 : 2 });
    for (const metric of ['prospects', 'follow_ups', 'visits', 'orders', 'deals'] as const) {
      expect(shares.reduce((sum, share) => sum + share[metric], 0)).toBe(whole[metric]);
    }

    const personal = rows.find((row) => row.id_user === members[0].id) as { id: number };
    const refused = await admin.api.json('POST', TARGET_PATHS.split(personal.id));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('target.not_a_group');
    const foreign = (await admin.api.json('POST', BASE, { month: '2031-09', id_group: otherGroup, prospects: 4 })).json();
    expect((await supervisor.api.json('POST', TARGET_PATHS.split(foreign.id))).statusCode).toBe(404);
  });

  it('refuses to split over a group without active members, changing nothing', async () => {
    const empty = (await admin.api.json('POST', '/api/user/v1/group', { name: 'Grup Kosong' })).json();
    const target = (await admin.api.json('POST', BASE, { month: '2031-10', id_group: empty.id, prospects: 8 })).json();
    const refused = await admin.api.json('POST', TARGET_PATHS.split(target.id));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('target.no_members');
  });
});

describe('Setting Task: progress from the live records', () => {
  let phone = 0;
  let number = 0;
  const sql = (text: string, params: unknown[]) => t.database.query<{ id: number }>(text, params);
  const addProspect = async (owner: { id: number; id_group: number | null }, created_at: string) => {
    phone += 1;
    const [row] = await sql(
      'insert into prospect (id_company, id_user, id_group, name, phone, created_at) values ($1, $2, $3, $4, $5, $6) returning id',
      [admin.id_company, owner.id, owner.id_group, `Target ${phone}`, `+628199900${String(phone).padStart(4, '0')}`, created_at],
    );
    return row.id;
  };
  const addFollowUp = (id_prospect: number, id_user: number, done_at: string, status = 'approved') =>
    sql("insert into follow_up (id_company, id_prospect, id_user, method, done_at, status) values ($1, $2, $3, 'telepon', $4, $5) returning id", [
      admin.id_company, id_prospect, id_user, done_at, status,
    ]);
  const addVisum = (visitor: { id: number; id_group: number | null }, visited_at: string) =>
    sql("insert into visum (id_company, id_user, id_group, purpose, visited_at) values ($1, $2, $3, 'rumah', $4) returning id", [
      admin.id_company, visitor.id, visitor.id_group, visited_at,
    ]);
  const addOrder = async (id_prospect: number, id_user: number, created_at: string, status: string, decided_at: string | null, qty = 1) => {
    number += 1;
    const [product] = await sql('select id from product where id_company = $1 order by id limit 1', [admin.id_company]);
    return sql(
      "insert into sales_order (id_company, number, id_prospect, id_user, id_product, qty, price, payment, status, created_at, decided_at) values ($1, $2, $3, $4, $5, $6, 20000000, 'cash', $7, $8, $9) returning id",
      [admin.id_company, `SPK/TARGET/${number}`, id_prospect, id_user, product.id, qty, status, created_at, decided_at],
    );
  };

  it('counts each metric of the month in West Indonesia Time, for the person and their group, in each scope', async () => {
    // March 2020 in Jakarta is 2020-02-29T17:00Z up to 2020-03-31T17:00Z.
    const inMarch = '2020-03-10T03:00:00Z';
    const first = await addProspect(member, '2020-02-29T17:00:00Z');
    await addProspect(member, '2020-03-31T16:59:59Z');
    await addProspect(member, '2020-02-29T16:59:59Z'); // 29 February, 23:59:59 in Jakarta
    await addProspect(member, '2020-03-31T17:00:00Z'); // 1 April, 00:00 in Jakarta
    await addProspect(outsider, inMarch);

    await addFollowUp(first, member.id, inMarch);
    await addFollowUp(first, member.id, '2020-03-31T16:00:00Z');
    await addFollowUp(first, member.id, inMarch, 'pending');
    await addFollowUp(first, member.id, inMarch, 'rejected');
    await addFollowUp(first, member.id, '2020-04-01T01:00:00Z');

    await addVisum(member, inMarch);
    await addVisum(member, '2020-02-29T17:30:00Z');
    await addVisum(outsider, inMarch);

    await addOrder(first, member.id, inMarch, 'pending', null);
    await addOrder(first, member.id, inMarch, 'approved', inMarch, 2);
    await addOrder(first, member.id, '2020-02-20T03:00:00Z', 'completed', inMarch, 3);
    await addOrder(first, member.id, inMarch, 'rejected', inMarch);
    await addOrder(first, member.id, inMarch, 'cancelled', null);
    await addOrder(first, member.id, inMarch, 'indent', '2020-04-02T03:00:00Z');

    const expected = counts({ prospects: 2, follow_ups: 2, visits: 2, orders: 3, deals: 5 });
    await admin.api.json('POST', BASE, { month: '2020-03', id_user: member.id, prospects: 4, deals: 10 });
    await admin.api.json('POST', BASE, { month: '2020-03', id_group: ownGroup, prospects: 8 });

    const byAdmin = await progressOf(admin, '2020-03');
    expect(byAdmin.scope).toBe('company');
    const memberRow = byAdmin.users.find((u) => u.id_user === member.id) as Row;
    expect(memberRow.actual).toEqual(expected);
    expect(memberRow.target).toMatchObject(counts({ prospects: 4, deals: 10 }));
    expect(byAdmin.groups.find((g) => g.id_group === ownGroup)?.actual).toEqual(expected);
    expect(byAdmin.groups.find((g) => g.id_group === otherGroup)?.actual).toEqual(counts({ prospects: 1, visits: 1 }));
    expect(byAdmin.users.find((u) => u.id_user === outsider.id)?.actual).toEqual(counts({ prospects: 1, visits: 1 }));
    expect(byAdmin.headline).toEqual({ target: counts({ prospects: 8 }), actual: counts({ prospects: 3, follow_ups: 2, visits: 3, orders: 3, deals: 5 }) });

    const bySupervisor = await progressOf(supervisor, '2020-03');
    expect(bySupervisor.headline).toEqual({ target: counts({ prospects: 8 }), actual: expected });
    expect(bySupervisor.users.some((u) => u.id_user === outsider.id)).toBe(false);

    const memberSession = await demo.loginAs('Sales', demo.users.filter((u) => u.role === 'Sales').findIndex((u) => u.id === member.id));
    const own = await progressOf(memberSession, '2020-03');
    expect(own.users.map((u) => u.id_user)).toEqual([member.id]);
    expect(own.headline).toEqual({ target: counts({ prospects: 4, deals: 10 }), actual: expected });

    // February and April see what fell on their side of the boundary.
    expect((await progressOf(admin, '2020-02')).users.find((u) => u.id_user === member.id)?.actual).toMatchObject({ prospects: 1, visits: 0 });
    expect((await progressOf(admin, '2020-04')).users.find((u) => u.id_user === member.id)?.actual).toMatchObject({ prospects: 1, follow_ups: 1, deals: 1 });
  });
});
