import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTRIBUTION_PATHS } from '../../domain/apiPaths';
import { startDemoApp, type Demo, type Session } from './helpers/demo';
import { addUnassigned } from './helpers/prospects';
import type { TestApp } from './helpers/testApp';

let t: TestApp;
let demo: Demo;
let admin: Session;
let yudi: Session;
let neng: Session;

beforeAll(async () => {
  ({ t, demo, admin, sales: yudi } = await startDemoApp());
  neng = await demo.loginAs('Sales', 1);
});
afterAll(() => t.close());

const ownerOf = async (id: number) => (await t.database.query<{ id_user: number | null }>('select id_user from prospect where id = $1', [id]))[0].id_user;
const distribute = async (ids: number[], user_ids: number[]) => {
  const answer = await admin.api.json('POST', DISTRIBUTION_PATHS.apply, { source: { kind: 'ids', ids }, method: 'round_robin', user_ids });
  expect(answer.statusCode).toBe(201);
  return answer.json().data.id_batch as number;
};
const followUp = (who: Session, id_prospect: number) => who.api.json('POST', '/api/prospect/v1/followup', { id_prospect, method: 'telepon' });

describe('Riwayat Distribusi', () => {
  it('lists batches newest first with who received how many, and a batch’s rows', async () => {
    const ids = await addUnassigned(t.database, admin.id_company, 3, 'Riwayat');
    const id_batch = await distribute(ids, [yudi.id, neng.id]);
    const list = (await admin.api.get(DISTRIBUTION_PATHS.batches, { limit: 10 })).json();
    expect(list.count).toBeGreaterThanOrEqual(1);
    expect(list.data[0]).toMatchObject({ id: id_batch, actor_name: admin.name, trigger: 'manual', method: 'round_robin', total: 3, undone_at: null });
    expect(list.data[0].recipients).toEqual(
      expect.arrayContaining([{ id_user: yudi.id, name: yudi.name, count: 2 }, { id_user: neng.id, name: neng.name, count: 1 }]),
    );
    const detail = (await admin.api.get(`${DISTRIBUTION_PATHS.batches}/${id_batch}`, { limit: 2 })).json();
    expect(detail.count).toBe(3);
    expect(detail.data.items).toHaveLength(2);
    expect(detail.data.items[0]).toMatchObject({ id_prospect: ids[0], prospect_name: 'Riwayat 1', id_user_previous: null, undoable: true });
    expect(detail.data.batch.undoable).toBe(3);
  });

  it('undoes only what the recipient has not touched: back to the previous owner, or to List Distribusi', async () => {
    const [fresh, worked, edited] = await addUnassigned(t.database, admin.id_company, 3, 'Batal');
    const [owned] = await t.database.query<{ id: number; id_group: number }>(
      "select id, id_group from prospect where id_user = $1 and status not in ('Deal', 'Not Deal') order by id limit 1",
      [neng.id],
    );
    const id_batch = await distribute([fresh, worked, edited, owned.id], [yudi.id]);
    expect(await ownerOf(owned.id)).toBe(yudi.id);
    expect((await followUp(yudi, worked)).statusCode).toBe(201);
    expect((await yudi.api.json('PUT', `/api/prospect/v1/prospect/${edited}`, { notes: 'sudah ditelepon' })).statusCode).toBe(200);

    const undone = await admin.api.json('POST', `${DISTRIBUTION_PATHS.batches}/${id_batch}/undo`, {});
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data).toEqual({ returned: 2 });
    expect(await ownerOf(fresh)).toBeNull();
    expect(await ownerOf(owned.id)).toBe(neng.id);
    const [{ id_group }] = await t.database.query<{ id_group: number }>('select id_group from prospect where id = $1', [owned.id]);
    expect(id_group).toBe(owned.id_group);
    expect(await ownerOf(worked)).toBe(yudi.id);
    expect(await ownerOf(edited)).toBe(yudi.id);
    const again = await admin.api.json('POST', `${DISTRIBUTION_PATHS.batches}/${id_batch}/undo`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('distribution.nothing_to_undo');
    const [{ n }] = await t.database.query<{ n: number }>("select count(*)::int as n from activity_log where action = 'undo_distribution' and id_entity = $1", [id_batch]);
    expect(n).toBe(1);
  });
});

describe('Monitoring User', () => {
  it('counts per salesperson and group what they received in the period and what became of it', async () => {
    const fresh = await demo.loginAs('Sales', 2);
    const ids = await addUnassigned(t.database, admin.id_company, 5, 'Pantau');
    const id_batch = await distribute(ids, [fresh.id]);
    // Received six days ago: the untouched ones are past a threshold of three days.
    await t.database.query("update distribution_batch set created_at = now() - interval '6 days' where id = $1", [id_batch]);
    await t.database.query("update follow_up set created_at = now() - interval '7 days' where id_prospect = any($1::int[])", [ids]);
    expect((await followUp(fresh, ids[0])).statusCode).toBe(201);
    expect((await followUp(fresh, ids[1])).statusCode).toBe(201);
    await t.database.query("update prospect set status = 'Deal' where id = $1", [ids[1]]);
    await t.database.query("update prospect set next_follow_up = now() - interval '2 days' where id = $1", [ids[2]]);

    const answer = await admin.api.get(DISTRIBUTION_PATHS.monitoring, { days: 3 });
    expect(answer.statusCode).toBe(200);
    const row = answer.json().data.users.find((u: { id_user: number }) => u.id_user === fresh.id);
    expect(row).toMatchObject({ assigned: 5, untouched: 3, stale: 3, followed_up: 2, overdue: 1, deals: 1, conversion: 20 });
    const group = answer.json().data.groups.find((g: { id_group: number }) => g.id_group === fresh.id_group);
    expect(group.assigned).toBeGreaterThanOrEqual(5);

    const later = await admin.api.get(DISTRIBUTION_PATHS.monitoring, { days: 10 });
    expect(later.json().data.users.find((u: { id_user: number }) => u.id_user === fresh.id).stale).toBe(0);
    const before = await admin.api.get(DISTRIBUTION_PATHS.monitoring, { from: '2020-01-01', to: '2020-01-31' });
    expect(before.json().data.users.find((u: { id_user: number }) => u.id_user === fresh.id).assigned).toBe(0);

    // Redistributing the stale ones from Monitoring User: the untouched prospects received 3+ days ago.
    const moved = await admin.api.json('POST', DISTRIBUTION_PATHS.apply, {
      source: { kind: 'untouched', id_user: fresh.id, days: 3 },
      method: 'round_robin',
      user_ids: [neng.id],
    });
    expect(moved.json().data).toMatchObject({ chosen: 3, assigned: 3 });
    expect(await ownerOf(ids[3])).toBe(neng.id);
    expect(await ownerOf(ids[0])).toBe(fresh.id);
  });

  it('shows a supervisor their own group only', async () => {
    const supervisor = await demo.loginAs('Supervisor');
    const users = (await supervisor.api.get(DISTRIBUTION_PATHS.monitoring)).json().data.users as { id_group: number }[];
    expect(users.length).toBeGreaterThan(0);
    expect(users.every((u) => u.id_group === supervisor.id_group)).toBe(true);
  });
});

describe('the standing rule', () => {
  const jobState = async (ids: number[]) =>
    (await t.database.query<{ state: string }>("select state from pgboss.job where name = 'distribution.auto' and data->'ids' = $1::jsonb", [JSON.stringify(ids)]))[0]?.state;

  it('is off by default: the job leaves the prospects in List Distribusi', async () => {
    expect((await admin.api.get(DISTRIBUTION_PATHS.rule)).json().data).toMatchObject({ active: false, user_ids: [], group_ids: [] });
    const ids = await addUnassigned(t.database, admin.id_company, 2, 'Tanpa aturan');
    await t.app.jobs.send('distribution.auto', { id_company: admin.id_company, ids });
    await expect.poll(() => jobState(ids)).toBe('completed');
    expect(await ownerOf(ids[0])).toBeNull();
  });

  it('refuses a rule naming another company’s or an inactive user, and a capacity rule without capacity', async () => {
    const [pending] = await t.database.query<{ id: number }>("select id from app_user where status = 'pending' and id_company = $1", [admin.id_company]);
    const refused = await admin.api.json('PUT', DISTRIBUTION_PATHS.rule, { active: true, method: 'rotation', user_ids: [pending.id] });
    expect(refused.statusCode).toBe(422);
    const noCapacity = await admin.api.json('PUT', DISTRIBUTION_PATHS.rule, { active: true, method: 'capacity', user_ids: [yudi.id] });
    expect(noCapacity.json().code).toBe('distribution.capacity_required');
    const nobody = await admin.api.json('PUT', DISTRIBUTION_PATHS.rule, { active: true, method: 'rotation' });
    expect(nobody.json().code).toBe('distribution.no_recipients');
  });

  it('hands out imported prospects by the job, and an Administrator’s prospect created unassigned', async () => {
    const saved = await admin.api.json('PUT', DISTRIBUTION_PATHS.rule, { active: true, method: 'rotation', user_ids: [yudi.id, neng.id] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ active: true, method: 'rotation', user_ids: [yudi.id, neng.id] });

    const ids = await addUnassigned(t.database, admin.id_company, 4, 'Impor');
    await t.app.jobs.send('distribution.auto', { id_company: admin.id_company, ids });
    await expect.poll(async () => Promise.all(ids.map(ownerOf))).not.toContain(null);
    const owners = await Promise.all(ids.map(ownerOf));
    expect(owners.filter((o) => o === yudi.id)).toHaveLength(2);
    const [batch] = await t.database.query<{ trigger: string; id_user: number | null }>('select trigger, id_user from distribution_batch order by id desc limit 1');
    expect(batch).toEqual({ trigger: 'rule', id_user: null });
    const [notice] = await t.database.query<{ nama_user: string; id_actor: number | null }>(
      "select nama_user, id_actor from notification where aksi = 'pembagian prospek' order by id desc limit 1",
    );
    expect(notice).toEqual({ nama_user: 'Distribusi otomatis', id_actor: null });

    const created = await admin.api.json('POST', '/api/prospect/v1/prospect', { name: 'Datang sendiri', phone: '081399887766', id_user: null });
    expect(created.statusCode).toBe(201);
    expect(created.json().id_user).toBeNull();
    await expect.poll(() => ownerOf(created.json().id)).not.toBeNull();
  });

  it('lets only an Administrator create a prospect unassigned', async () => {
    const supervisor = await demo.loginAs('Supervisor');
    const answer = await supervisor.api.json('POST', '/api/prospect/v1/prospect', { name: 'Tanpa pemilik', phone: '081399887700', id_user: null });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().fields.id_user.code).toBe('prospect.owner_out_of_reach');
  });
});
