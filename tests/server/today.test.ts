import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_TODAY, DISTRIBUTION_PATHS } from '../../domain/apiPaths';
import type { Today } from '../../domain/schemas/today';
import { apiClient, registerCompany } from './helpers/api';
import { startDemoApp, type Demo, type Session } from './helpers/demo';
import { addUnassigned } from './helpers/prospects';
import type { TestApp } from './helpers/testApp';

let t: TestApp;
let demo: Demo;
let admin: Session;
let supervisor: Session;
let yudi: Session;

beforeAll(async () => {
  ({ t, demo, admin, supervisor, sales: yudi } = await startDemoApp());
});
afterAll(() => t.close());

const todayOf = async (who: Pick<Session, 'api'>) => {
  const answer = await who.api.get(DASHBOARD_TODAY);
  expect(answer.statusCode).toBe(200);
  return answer.json().data as Today;
};
const totalOf = (response: { headers: Record<string, unknown> }) => Number(String(response.headers['content-range']).split('/')[1]);
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

describe('Hari ini (GET /api/dashboard/v1/today)', () => {
  it('lists the follow-ups due today and overdue, oldest first, as many as the prospect list’s due filters, for each role', async () => {
    for (const session of [admin, supervisor, yudi]) {
      const { due } = await todayOf(session);
      const count = (follow_up: string) =>
        session.api.get('/api/prospect/v1/prospect', { filter: JSON.stringify({ follow_up }), range: '[0,0]' }).then(totalOf);
      expect(due.total).toBe((await count('overdue')) + (await count('today')));
      const moments = due.items.map((item) => item.next_follow_up);
      expect(moments).toEqual([...moments].sort());
      for (const item of due.items) {
        expect((await session.api.get(`/api/prospect/v1/prospect/${item.id}`)).statusCode).toBe(200);
      }
    }
  });

  it('puts a prospect whose follow-up is overdue in the salesperson’s list, with what a call or a message needs', async () => {
    const created = await yudi.api.json('POST', '/api/prospect/v1/prospect', {
      name: 'Terlambat Kemarin',
      phone: '081911112222',
      // Older than any of the demo's: first in the list.
      next_follow_up: hoursFromNow(-5 * 365 * 24),
    });
    expect(created.statusCode).toBe(201);
    const { due } = await todayOf(yudi);
    expect(due.items[0]).toMatchObject({ id: created.json().id, name: 'Terlambat Kemarin', phone: '+6281911112222', id_user: yudi.id, owner_name: yudi.name });
  });

  it('shows a lead handed out by Distribusi Data until someone works on it', async () => {
    const [id] = await addUnassigned(t.database, admin.id_company, 1, 'Lead Segar');
    const applied = await admin.api.json('POST', DISTRIBUTION_PATHS.apply, { source: { kind: 'ids', ids: [id] }, method: 'round_robin', user_ids: [yudi.id] });
    expect(applied.statusCode).toBe(201);
    const lead = (await todayOf(yudi)).new_leads.items.find((item) => item.id === id);
    expect(lead).toMatchObject({ name: 'Lead Segar 1', id_user: yudi.id });
    expect(Date.now() - new Date(lead?.assigned_at ?? 0).getTime()).toBeLessThan(10 * 60_000);

    expect((await yudi.api.json('POST', '/api/prospect/v1/followup', { id_prospect: id, method: 'telepon' })).statusCode).toBe(201);
    expect((await todayOf(yudi)).new_leads.items.map((item) => item.id)).not.toContain(id);
  });

  it('lists a follow-up planned for today until it is done', async () => {
    const prospect = (await yudi.api.json('POST', '/api/prospect/v1/prospect', { name: 'Kunjungan Sore', phone: '081933334444' })).json();
    const laterToday = new Date(Math.min(Date.now() + 60_000, startOfTomorrowInJakarta() - 60_000)).toISOString();
    const planned = await yudi.api.json('POST', '/api/prospect/v1/followup', { id_prospect: prospect.id, method: 'kunjungan', scheduled_at: laterToday });
    expect(planned.statusCode).toBe(201);
    const item = (await todayOf(yudi)).planned.items.find((entry) => entry.id_follow_up === planned.json().id);
    expect(item).toMatchObject({ id: prospect.id, name: 'Kunjungan Sore', method: 'kunjungan' });

    const done = await yudi.api.json('PUT', `/api/prospect/v1/followup/${planned.json().id}`, { done_at: new Date().toISOString(), result: 'bertemu' });
    expect(done.statusCode).toBe(200);
    expect((await todayOf(yudi)).planned.items.map((entry) => entry.id_follow_up)).not.toContain(planned.json().id);
  });

  it('lists the caller’s own requests that wait for a decision, not anyone else’s', async () => {
    const prospect = (await yudi.api.json('POST', '/api/prospect/v1/prospect', { name: 'Minta Kolaborasi', phone: '081955556666' })).json();
    const neng = await demo.loginAs('Sales', 1);
    const asked = await neng.api.json('POST', '/api/prospect/v1/collab', { id_prospect: prospect.id, id_user_target: yudi.id, reason: 'Tetangga saya' });
    expect(asked.statusCode).toBe(201);
    const { awaiting } = await todayOf(neng);
    expect(awaiting.items).toContainEqual(expect.objectContaining({ kind: 'collab', id: asked.json().id, id_prospect: prospect.id, prospect_name: 'Minta Kolaborasi' }));
    expect((await todayOf(yudi)).awaiting.items.map((item) => item.id)).not.toContain(asked.json().id);
  });

  it('gives another company’s users nothing of this one, and refuses a visitor', async () => {
    const other = await registerCompany(t.app, 'Dealer Lain Hari Ini');
    const today = await todayOf(other);
    expect([today.due.total, today.new_leads.total, today.planned.total, today.awaiting.total]).toEqual([0, 0, 0, 0]);
    expect((await apiClient(t.app).get(DASHBOARD_TODAY)).statusCode).toBe(401);
  });
});

/** The first moment of tomorrow in West Indonesia Time (UTC+7, no daylight saving). */
function startOfTomorrowInJakarta() {
  const jakarta = new Date(Date.now() + 7 * 3600_000);
  return Date.UTC(jakarta.getUTCFullYear(), jakarta.getUTCMonth(), jakarta.getUTCDate() + 1) - 7 * 3600_000;
}
