import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApp, type Demo } from './helpers/demo';
import type { TestApp } from './helpers/testApp';

let t: TestApp;
let demo: Demo;

beforeAll(async () => {
  ({ t, demo } = await startDemoApp());
});
afterAll(() => t.close());

type Summary = {
  scope: string;
  prospects_total: number;
  prospects_by_status: { status: string; count: number }[];
  followups_overdue: number;
  deals_month: number;
  orders_by_status: { status: string; count: number }[];
  funnel: { stage: string; count: number }[];
};

const totalOf = (response: { headers: Record<string, unknown> }) => Number(String(response.headers['content-range']).split('/')[1]);

describe('dashboard summary', () => {
  it('matches, figure by figure, the filtered lists it links to, for each role', async () => {
    for (const role of ['Administrator', 'Supervisor', 'Sales'] as const) {
      const session = await demo.loginAs(role);
      const summary = (await session.api.get('/api/dashboard/v1/summary')).json().data as Summary;
      expect(summary.scope).toBe({ Administrator: 'company', Supervisor: 'group', Sales: 'own' }[role]);
      const list = (resource: string, filter: object) =>
        session.api.get(resource, { filter: JSON.stringify(filter), range: '[0,0]' }).then(totalOf);
      expect(summary.prospects_total).toBe(await list('/api/prospect/v1/prospect', {}));
      for (const { status, count } of summary.prospects_by_status) {
        expect(count).toBe(await list('/api/prospect/v1/prospect', { status }));
      }
      expect(summary.followups_overdue).toBe(await list('/api/prospect/v1/prospect', { follow_up: 'overdue' }));
      for (const { status, count } of summary.orders_by_status) {
        expect(count).toBe(await list('/api/order/v1/order', { status }));
      }
      const firstOfMonth = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 8) + '01';
      expect(summary.deals_month).toBe(
        await list('/api/order/v1/order', { status: ['approved', 'indent', 'completed'], decided_from: firstOfMonth }),
      );
    }
  });

  it('moves when a prospect is added', async () => {
    const sales = await demo.loginAs('Sales');
    const before = (await sales.api.get('/api/dashboard/v1/summary')).json().data;
    await sales.api.json('POST', '/api/prospect/v1/prospect', { name: 'Baru Masuk', phone: '081977776666' });
    const after = (await sales.api.get('/api/dashboard/v1/summary')).json().data;
    expect(after.prospects_total).toBe(before.prospects_total + 1);
    expect(after.new_prospects_month).toBe(before.new_prospects_month + 1);
    expect(after.funnel[0]).toEqual({ stage: 'Prospek', count: before.prospects_total + 1 });
  });
});
