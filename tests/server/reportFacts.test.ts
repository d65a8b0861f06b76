import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTRIBUTION_PATHS } from '../../domain/apiPaths';
import { startDemoApp, type Demo, type Session } from './helpers/demo';
import { addUnassigned } from './helpers/prospects';
import type { TestApp } from './helpers/testApp';

/**
 * Laporan's facts on the prospect row (migration 0025) against what the records say, through the
 * app's own calls: every fact must equal its definition in docs/reports.md at all times.
 */

let t: TestApp;
let demo: Demo;
let admin: Session;
let yudi: Session;
let asep: Session;

beforeAll(async () => {
  ({ t, demo, admin, sales: yudi, supervisor: asep } = await startDemoApp());
});
afterAll(() => t.close());

type Facts = { handed_out_at: Date | null; assigned_at: Date; first_follow_up_at: Date | null; followed_up: boolean; ordered: boolean };

/** The prospects of the company whose kept facts differ from the facts counted from their records now. */
async function drifted() {
  const rows = await t.database.query<{ id: number }>(
    `select p.id from prospect p
       cross join lateral (select max(b.created_at) as at from distribution_item i join distribution_batch b on b.id = i.id_batch
                            where i.id_prospect = p.id and i.id_user = p.id_user and i.undone_at is null) h
      where p.id_company = $1
        and (p.handed_out_at, p.assigned_at, p.followed_up, p.ordered, p.first_follow_up_at) is distinct from (
              h.at, coalesce(h.at, p.created_at),
              exists (select 1 from follow_up f where f.id_prospect = p.id and f.done_at is not null and f.status <> 'rejected'),
              exists (select 1 from sales_order o where o.id_prospect = p.id and o.status <> 'rejected'),
              (select min(f.done_at) from follow_up f where f.id_prospect = p.id and f.status <> 'rejected' and f.done_at >= coalesce(h.at, p.created_at)))`,
    [admin.id_company],
  );
  return rows.map((row) => row.id);
}

const factsOf = async (id: number) =>
  (await t.database.query<Facts>('select handed_out_at, assigned_at, first_follow_up_at, followed_up, ordered from prospect where id = $1', [id]))[0];

let phoneSeq = 0;
const newProspect = async (owner: Session, name: string) => {
  const created = await owner.api.json('POST', '/api/prospect/v1/prospect', { name, phone: `0858${String((phoneSeq += 1)).padStart(8, '0')}` });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as number;
};
const followUp = async (who: Session, id_prospect: number) => {
  const recorded = await who.api.json('POST', '/api/prospect/v1/followup', { id_prospect, method: 'telepon' });
  expect(recorded.statusCode, recorded.body).toBe(201);
  return recorded.json().id as number;
};

describe("Laporan's facts on the prospect row", () => {
  it('hold for the demo dealer as seeded, which has every kind of fact', async () => {
    expect(await drifted()).toEqual([]);
    const [kinds] = await t.database.query<{ followed: number; ordered: number }>(
      'select count(*) filter (where followed_up)::int as followed, count(*) filter (where ordered)::int as ordered from prospect where id_company = $1',
      [admin.id_company],
    );
    expect(kinds.followed).toBeGreaterThan(0);
    expect(kinds.ordered).toBeGreaterThan(0);
  });

  it('follow a follow-up recorded and refused, and an order made and refused', async () => {
    const id = await newProspect(yudi, 'Fakta Satu');
    expect(await factsOf(id)).toMatchObject({ followed_up: false, ordered: false, first_follow_up_at: null, handed_out_at: null });
    const fu = await followUp(yudi, id);
    expect(await factsOf(id)).toMatchObject({ followed_up: true, first_follow_up_at: expect.any(Date) });
    expect((await asep.api.json('POST', `/api/prospect/v1/followup/${fu}/reject`, { reason: 'Tidak sesuai' })).statusCode).toBe(200);
    expect(await factsOf(id)).toMatchObject({ followed_up: false, first_follow_up_at: null });

    const [bike] = await t.database.query<{ id: number; colours: string[] }>('select id, colours from product where active order by id limit 1');
    const order = await yudi.api.json('POST', '/api/order/v1/order', { id_prospect: id, id_product: bike.id, colour: bike.colours[0], qty: 1, payment: 'cash' });
    expect(order.statusCode, order.body).toBe(201);
    expect((await factsOf(id)).ordered).toBe(true);
    expect((await asep.api.json('POST', `/api/order/v1/order/${order.json().id}/reject`, { reason: 'Data tidak lengkap' })).statusCode).toBe(200);
    expect((await factsOf(id)).ordered).toBe(false);
    expect(await drifted()).toEqual([]);
  });

  it('follow a hand-out, the follow-up since, and the hand-out undone', async () => {
    const [kept, returned] = await addUnassigned(t.database, admin.id_company, 2, 'Fakta');
    const answer = await admin.api.json('POST', DISTRIBUTION_PATHS.apply, { source: { kind: 'ids', ids: [kept, returned] }, method: 'round_robin', user_ids: [yudi.id] });
    expect(answer.statusCode, answer.body).toBe(201);
    const [batch] = await t.database.query<{ created_at: Date }>('select created_at from distribution_batch where id = $1', [answer.json().data.id_batch]);
    expect(await factsOf(kept)).toMatchObject({ handed_out_at: batch.created_at, assigned_at: batch.created_at, first_follow_up_at: null });
    await followUp(yudi, kept);
    const worked = await factsOf(kept);
    expect(worked.first_follow_up_at!.getTime()).toBeGreaterThanOrEqual(batch.created_at.getTime());

    // The untouched prospect goes back to List Distribusi: no owner, no hand-out.
    expect((await admin.api.json('POST', `${DISTRIBUTION_PATHS.batches}/${answer.json().data.id_batch}/undo`, {})).statusCode).toBe(200);
    expect(await factsOf(returned)).toMatchObject({ handed_out_at: null, first_follow_up_at: null });
    expect(await factsOf(kept)).toMatchObject({ handed_out_at: batch.created_at });
    expect(await drifted()).toEqual([]);
  });

  it('move the assignment back to the creation when the owner is changed by hand', async () => {
    const [id] = await addUnassigned(t.database, admin.id_company, 1, 'Pindah');
    const answer = await admin.api.json('POST', DISTRIBUTION_PATHS.apply, { source: { kind: 'ids', ids: [id] }, method: 'round_robin', user_ids: [yudi.id] });
    expect(answer.statusCode, answer.body).toBe(201);
    const other = demo.users.find((u) => u.role === 'Sales' && u.id !== yudi.id)!;
    const moved = await admin.api.json('PUT', `/api/prospect/v1/prospect/${id}`, { id_user: other.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const facts = await factsOf(id);
    const [{ created_at }] = await t.database.query<{ created_at: Date }>('select created_at from prospect where id = $1', [id]);
    expect(facts).toMatchObject({ handed_out_at: null, assigned_at: created_at });
    expect(await drifted()).toEqual([]);
  });
});
