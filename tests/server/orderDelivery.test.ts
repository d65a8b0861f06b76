import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../domain/resources';
import { registerCompany } from './helpers/api';
import { salesInAndOutOfGroup, startDemoApp, type Session } from './helpers/demo';
import type { TestApp } from './helpers/testApp';

const ORDERS = RESOURCES.order.path;

let t: TestApp;
let admin: Session;
let supervisor: Session;
let outsider: Session;
beforeAll(async () => {
  let demo;
  ({ t, demo, admin, supervisor } = await startDemoApp());
  ({ outsider } = await salesInAndOutOfGroup(demo, supervisor));
});
afterAll(() => t.close());

/**
 * An SPK of the supervisor's group, not used by an earlier test, put in the given state: the demo's
 * decisions are random, so the tests set the state they need themselves.
 */
const used: number[] = [];
async function groupOrder(status: 'pending' | 'approved' | 'rejected') {
  const [found] = await t.database.query<{ id: number }>(
    `select o.id from sales_order o join app_user u on u.id = o.id_user
      where u.id_group = $1 and not (o.id = any($2::int[])) order by o.id limit 1`,
    [supervisor.id_group, used],
  );
  if (!found) throw new Error("the demo dealer has no SPK left in the supervisor's group");
  used.push(found.id);
  await t.database.query(`update sales_order set status = $2, delivery_date = null where id = $1`, [found.id, status]);
  return found.id;
}

const setDelivery = (who: Pick<Session, 'api'>, id: number, delivery_date: unknown) => who.api.json('PUT', `${ORDERS}/${id}/delivery`, { delivery_date });

describe('the delivery day of an SPK', () => {
  it('is set on an approved SPK by the supervisor who sees it, shows on the SPK, and clears with null', async () => {
    const id = await groupOrder('approved');
    const set = await setDelivery(supervisor, id, '2026-12-05');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ id, delivery_date: '2026-12-05' });
    expect((await admin.api.get(`${ORDERS}/${id}`)).json()).toMatchObject({ status: 'approved', delivery_date: '2026-12-05' });

    expect((await setDelivery(admin, id, null)).json()).toEqual({ id, delivery_date: null });
    expect((await admin.api.get(`${ORDERS}/${id}`)).json().delivery_date).toBeNull();
  });

  it('is not given to a rejected SPK, nor to a bad day, and the SPK stays as it was', async () => {
    const rejected = await groupOrder('rejected');
    const refused = await setDelivery(admin, rejected, '2026-12-05');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('SPK yang ditolak tidak dapat dijadwalkan pengirimannya.');

    const pending = await groupOrder('pending');
    for (const bad of ['05-12-2026', '2026-02-30', '', 20261205]) {
      const answer = await setDelivery(admin, pending, bad);
      expect(answer.statusCode, String(bad)).toBe(422);
    }
    expect((await admin.api.json('PUT', `${ORDERS}/${pending}/delivery`, {})).statusCode).toBe(422);
    expect((await admin.api.get(`${ORDERS}/${pending}`)).json().delivery_date).toBeNull();
  });

  it("is out of reach of a salesperson of another group and of another dealer's administrator", async () => {
    const id = await groupOrder('approved');
    expect((await setDelivery(outsider, id, '2026-12-06')).statusCode).toBe(404);
    const stranger = await registerCompany(t.app, 'Dealer Lain');
    expect((await setDelivery(stranger, id, '2026-12-06')).statusCode).toBe(404);
    expect((await admin.api.get(`${ORDERS}/${id}`)).json().delivery_date).not.toBe('2026-12-06');
  });
});
