import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_CALENDAR } from '../../domain/apiPaths';
import type { CalendarEvent } from '../../domain/schemas/calendar';
import { apiClient, registerCompany } from './helpers/api';
import { salesInAndOutOfGroup, startDemoApp, type Demo, type Session } from './helpers/demo';
import { jakartaDay } from './helpers/jakartaDay';
import type { TestApp } from './helpers/testApp';

const PROSPECT = '/api/prospect/v1/prospect';
const FOLLOW_UP = '/api/prospect/v1/followup';
const ORDER = '/api/order/v1/order';

let t: TestApp;
let demo: Demo;
let admin: Session;
let supervisor: Session;
/** In the supervisor's group. */
let sales: Session;
/** A salesperson of another group. */
let outsider: Session;
let phoneSeq = 0;
const newPhone = () => `0813777${String((phoneSeq += 1)).padStart(5, '0')}`;

beforeAll(async () => {
  ({ t, demo, admin, supervisor } = await startDemoApp());
  ({ inGroup: sales, outsider } = await salesInAndOutOfGroup(demo, supervisor));
});
afterAll(() => t.close());

const calendarOf = async (who: Pick<Session, 'api'>, from: string, to: string) => {
  const answer = await who.api.get(DASHBOARD_CALENDAR, { from, to });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { data: CalendarEvent[]; truncated: boolean };
};
const created = async (who: Session, path: string, body: Record<string, unknown>) => {
  const answer = await who.api.json('POST', path, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { id: number };
};
const newProspect = (who: Session, name: string, next_follow_up?: string) => created(who, PROSPECT, { name, phone: newPhone(), next_follow_up });
const activeProduct = async () => (await sales.api.get('/api/master/v1/product', { filter: '{"active":true}', range: '[0,0]' })).json()[0].id as number;
const keysOf = (events: CalendarEvent[]) => events.map((event) => `${event.kind}:${event.id}`);

// A month years ahead, which the demo's data never reaches: only this file's entries fall in it.
const MARCH = { from: '2031-03-01', to: '2031-03-31' };

describe('Kalender (GET /api/dashboard/v1/calendar)', () => {
  it('gives a next contact, a scheduled follow-up and a delivery of the days asked, in time order, and nothing of other days', async () => {
    const prospect = await newProspect(sales, 'Bu Kalender', '2031-03-10T09:00:00+07:00');
    const planned = await created(sales, FOLLOW_UP, { id_prospect: prospect.id, method: 'kunjungan', scheduled_at: '2031-03-12T10:30:00+07:00' });
    const order = await created(sales, ORDER, { id_prospect: prospect.id, id_product: await activeProduct(), payment: 'cash', delivery_date: '2031-03-15' });
    await newProspect(sales, 'Bulan Depan', '2031-04-01T09:00:00+07:00');

    const { data, truncated } = await calendarOf(sales, MARCH.from, MARCH.to);
    expect(truncated).toBe(false);
    expect(keysOf(data)).toEqual([`next_contact:${prospect.id}`, `follow_up:${planned.id}`, `delivery:${order.id}`]);
    expect(data[0]).toMatchObject({ id_prospect: prospect.id, title: 'Bu Kalender', at: '2031-03-10T02:00:00.000Z', all_day: false, owner_name: sales.name, movable: true });
    expect(data[1]).toMatchObject({ id_prospect: prospect.id, detail: 'kunjungan', movable: true });
    expect(data[2]).toMatchObject({ id_prospect: prospect.id, all_day: true, at: '2031-03-14T17:00:00.000Z', detail: 'pending', movable: true });
    expect(data[2].title).toMatch(/^SPK\/.* · Bu Kalender$/);

    // Both days included, in West Indonesia Time: the 10th alone holds the next contact only.
    expect(keysOf((await calendarOf(sales, '2031-03-10', '2031-03-10')).data)).toEqual([`next_contact:${prospect.id}`]);
  });

  it('shows the visits recorded on the day', async () => {
    // The days before and after it was recorded: the same one unless midnight came between.
    const before = jakartaDay();
    const visit = await created(sales, '/api/master/v1/visum', { purpose: 'pameran' });
    const { data } = await calendarOf(sales, before, jakartaDay());
    expect(data.find((event) => event.kind === 'visit' && event.id === visit.id)).toMatchObject({ title: 'pameran', detail: 'pameran', movable: false, id_prospect: null });
  });

  it('moves a next contact through the prospect, and a follow-up only while it waits, by its maker', async () => {
    const prospect = await newProspect(sales, 'Pindah Hari', '2031-03-20T14:00:00+07:00');
    const moved = await sales.api.json('PUT', `${PROSPECT}/${prospect.id}`, { next_follow_up: '2031-03-22T14:00:00+07:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    const march = (await calendarOf(sales, '2031-03-20', '2031-03-22')).data.filter((event) => event.id_prospect === prospect.id);
    expect(march.map((event) => [event.kind, event.at])).toEqual([['next_contact', '2031-03-22T07:00:00.000Z']]);

    const planned = await created(sales, FOLLOW_UP, { id_prospect: prospect.id, method: 'telepon', scheduled_at: '2031-03-21T08:00:00+07:00' });
    const asSupervisor = (await calendarOf(supervisor, '2031-03-21', '2031-03-21')).data.find((event) => event.id === planned.id);
    expect(asSupervisor).toMatchObject({ kind: 'follow_up', movable: false });
    expect((await supervisor.api.json('POST', `${FOLLOW_UP}/${planned.id}/approve`, {})).statusCode).toBe(200);
    const decided = (await calendarOf(sales, '2031-03-21', '2031-03-21')).data.find((event) => event.id === planned.id);
    expect(decided).toMatchObject({ kind: 'follow_up', movable: false });
    expect((await sales.api.json('PUT', `${FOLLOW_UP}/${planned.id}`, { scheduled_at: '2031-03-23T08:00:00+07:00' })).statusCode).toBe(409);
  });

  it('leaves out closed prospects, done follow-ups and refused or cancelled deliveries', async () => {
    const closed = await newProspect(sales, 'Sudah Deal', '2031-03-05T09:00:00+07:00');
    expect((await sales.api.json('PUT', `${PROSPECT}/${closed.id}`, { status: 'Not Deal' })).statusCode).toBe(200);
    const open = await newProspect(sales, 'Masih Buka');
    const done = await created(sales, FOLLOW_UP, { id_prospect: open.id, method: 'telepon', scheduled_at: '2031-03-05T10:00:00+07:00', done_at: '2031-03-05T10:05:00+07:00' });
    const refused = await created(sales, ORDER, { id_prospect: open.id, id_product: await activeProduct(), payment: 'cash', delivery_date: '2031-03-05' });
    expect((await supervisor.api.json('POST', `${ORDER}/${refused.id}/reject`, { reason: 'Stok kosong' })).statusCode).toBe(200);

    const keys = keysOf((await calendarOf(admin, '2031-03-05', '2031-03-05')).data);
    expect(keys).not.toContain(`next_contact:${closed.id}`);
    expect(keys).not.toContain(`follow_up:${done.id}`);
    expect(keys).not.toContain(`delivery:${refused.id}`);
  });

  it('keeps to the caller’s scope: the group’s supervisor and the company’s administrator see it, another group and another company do not', async () => {
    const prospect = await newProspect(sales, 'Lingkup Grup', '2031-03-25T09:00:00+07:00');
    const key = `next_contact:${prospect.id}`;
    const day = '2031-03-25';
    expect(keysOf((await calendarOf(supervisor, day, day)).data)).toContain(key);
    expect(keysOf((await calendarOf(admin, day, day)).data)).toContain(key);
    expect(keysOf((await calendarOf(outsider, day, day)).data)).not.toContain(key);
    const other = await registerCompany(t.app, 'Dealer Lain Kalender');
    expect((await calendarOf(other, day, day)).data).toEqual([]);
    expect((await apiClient(t.app).get(DASHBOARD_CALENDAR, { from: day, to: day })).statusCode).toBe(401);
  });

  it('refuses days that are not days, in the wrong order or too many, with a message in Indonesian', async () => {
    const queries: Record<string, string>[] = [
      {},
      { from: '2031-03-01' },
      { from: '2031-02-30', to: '2031-03-01' },
      { from: '1', to: '2' },
      { from: '2031-03-10', to: '2031-03-01' },
      { from: '2031-01-01', to: '2031-03-31' },
      { from: '2031-03-01T00:00:00Z', to: '2031-03-02' },
    ];
    for (const query of queries) {
      const answer = await sales.api.get(DASHBOARD_CALENDAR, query);
      expect(answer.statusCode, JSON.stringify(query)).toBe(422);
      expect(answer.body).toMatch(/tanggal|Tanggal|Rentang/);
    }
    // Six whole weeks, the most a month view shows, are fine.
    expect((await sales.api.get(DASHBOARD_CALENDAR, { from: '2031-02-24', to: '2031-04-06' })).statusCode).toBe(200);
  });

  it('refuses an order’s delivery date that is not a day', async () => {
    const prospect = await newProspect(sales, 'Tanggal Salah');
    const answer = await sales.api.json('POST', ORDER, { id_prospect: prospect.id, id_product: await activeProduct(), payment: 'cash', delivery_date: '2031-13-01' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.delivery_date).toContain('Tanggal pengiriman harus tanggal');
  });
});
