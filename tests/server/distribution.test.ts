import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTRIBUTION_PATHS } from '../../domain/apiPaths';
import { registerCompany } from './helpers/api';
import { startDemoApp, type Demo, type Session } from './helpers/demo';
import { addUnassigned } from './helpers/prospects';
import { openStream } from './helpers/sse';
import type { TestApp } from './helpers/testApp';

let t: TestApp;
let demo: Demo;
let admin: Session;
let baseUrl: string;
/** Three salespeople of the demo dealer, by id. */
let sales: { id: number; id_group: number | null }[];

type Share = { id_user: number; count: number; open: number; room: number | null };

beforeAll(async () => {
  ({ t, demo, admin } = await startDemoApp({ streamHeartbeatMs: 300 }));
  sales = demo.users.filter((u) => u.role === 'Sales').slice(0, 3);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const body = (extra: Record<string, unknown> = {}) => ({
  source: { kind: 'unassigned' },
  method: 'round_robin',
  user_ids: sales.map((s) => s.id),
  ...extra,
});
const owners = (ids: number[]) =>
  t.database.query<{ id: number; id_user: number | null; id_group: number | null }>('select id, id_user, id_group from prospect where id = any($1::int[]) order by id', [ids]);
const countOf = async (sql: string, params: unknown[] = []) => (await t.database.query<{ n: number }>(sql, params))[0].n;
const countsOf = (shares: Share[]) => Object.fromEntries(shares.map((s) => [s.id_user, s.count]));

describe('List Distribusi', () => {
  it('previews the counts per person, then applies exactly them in one batch: owners, groups, the log', async () => {
    const ids = await addUnassigned(t.database, admin.id_company, 10);
    const waiting = await admin.api.get('/api/prospect/v1/prospect', { filter: JSON.stringify({ unassigned: true }), range: '[0,99]' });
    expect(waiting.json().map((p: { id: number }) => p.id).sort()).toEqual([...ids].sort());
    const preview = await admin.api.json('POST', DISTRIBUTION_PATHS.preview, body());
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ chosen: 10, assigned: 10, left_over: 0 });
    expect(preview.json().data.shares.map((s: Share) => s.count)).toEqual([4, 3, 3]);

    const applied = await admin.api.json('POST', DISTRIBUTION_PATHS.apply, body());
    expect(applied.statusCode).toBe(201);
    const { id_batch, ...answer } = applied.json().data;
    expect(answer).toEqual(preview.json().data);

    const rows = await owners(ids);
    for (const row of rows) expect(row.id_group).toBe(sales.find((s) => s.id === row.id_user)?.id_group);
    const received = (id: number) => rows.filter((r) => r.id_user === id).length;
    expect(sales.map((s) => received(s.id))).toEqual([4, 3, 3]);
    // Dealt in turn: the oldest three go to three different people.
    expect(new Set(rows.slice(0, 3).map((r) => r.id_user)).size).toBe(3);
    expect(await countOf('select count(*)::int as n from distribution_item where id_batch = $1 and id_user_previous is null', [id_batch])).toBe(10);
    expect(await countOf("select count(*)::int as n from activity_log where action = 'distribute' and id_entity = $1", [id_batch])).toBe(1);
  });

  it('sends each recipient one notification for the batch, live, naming the first prospect and how many more', async () => {
    const recipient = await demo.loginAs('Sales', 0);
    const stream = await openStream(baseUrl, recipient.token, recipient.id);
    await addUnassigned(t.database, admin.id_company, 7, 'Live');
    const applied = await admin.api.json('POST', DISTRIBUTION_PATHS.apply, body());
    expect(applied.statusCode).toBe(201);
    const event = (await stream.next('notification')) as { notification: { aksi: string; nama_prospect: string; tipe: string } };
    expect(event.notification).toMatchObject({ aksi: 'pembagian prospek', tipe: 'Prospek', nama_prospect: 'Live 1 dan 2 prospek lainnya' });
    await expect(stream.next('notification', 500)).rejects.toThrow(/no 'notification' event/);
    await stream.close();
    const notices = await countOf("select count(*)::int as n from notification where aksi = 'pembagian prospek' and created_at >= (select created_at from distribution_batch where id = $1)", [
      applied.json().data.id_batch,
    ]);
    expect(notices).toBe(3);
  });

  it('continues the rotation after whoever the last batch ended on', async () => {
    await addUnassigned(t.database, admin.id_company, 4, 'Putar');
    const first = (await admin.api.json('POST', DISTRIBUTION_PATHS.apply, body({ method: 'rotation' }))).json().data;
    const [{ last }] = await t.database.query<{ last: number }>('select id_user_last as last from distribution_rotation where id_company = $1', [admin.id_company]);
    expect(first.shares[0].count).toBe(2);
    expect(last).toBe(first.shares[0].id_user);
    await addUnassigned(t.database, admin.id_company, 1, 'Putar lagi');
    const second = (await admin.api.json('POST', DISTRIBUTION_PATHS.apply, body({ method: 'rotation' }))).json().data;
    expect(second.shares[0].id_user).toBe(first.shares[1].id_user);
    expect(second.shares[0].count).toBe(1);
  });

  it('weights by the room below capacity, never beyond it, and says what capacity left over', async () => {
    const open = countsOf(
      (await admin.api.json('POST', DISTRIBUTION_PATHS.preview, body({ method: 'capacity', capacity: 1000 }))).json().data.shares.map((s: Share) => ({ ...s, count: s.open })),
    );
    const capacity = Math.max(...Object.values(open)) + 3;
    const room = Object.fromEntries(sales.map((s) => [s.id, capacity - open[s.id]]));
    const totalRoom = Object.values(room).reduce((a, b) => a + b, 0);
    await addUnassigned(t.database, admin.id_company, totalRoom + 5, 'Kapasitas');
    const applied = await admin.api.json('POST', DISTRIBUTION_PATHS.apply, body({ method: 'capacity', capacity }));
    expect(applied.statusCode).toBe(201);
    expect(applied.json().data).toMatchObject({ assigned: totalRoom, left_over: 5 });
    expect(countsOf(applied.json().data.shares)).toEqual(room);
    expect(await countOf('select count(*)::int as n from prospect where id_company = $1 and id_user is null', [admin.id_company])).toBe(5);

    const full = await admin.api.json('POST', DISTRIBUTION_PATHS.apply, body({ method: 'capacity', capacity }));
    expect(full.statusCode).toBe(422);
    expect(full.json().code).toBe('distribution.no_capacity');
    expect((await admin.api.json('POST', DISTRIBUTION_PATHS.preview, body({ method: 'capacity' }))).json().code).toBe('distribution.capacity_required');
  });

  it('hands whole groups their active members, and one failure leaves nothing written', async () => {
    await t.database.query('delete from prospect where id_company = $1 and id_user is null', [admin.id_company]);
    const ids = await addUnassigned(t.database, admin.id_company, 6, 'Gagal');
    const id_group = sales[0].id_group as number;
    await t.database.query(`create function refuse_rotation() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$`);
    await t.database.query('create trigger refuse_rotation before update on distribution_rotation for each row execute function refuse_rotation()');
    const before = await countOf('select count(*)::int as n from notification');
    const failed = await admin.api.json('POST', DISTRIBUTION_PATHS.apply, body({ user_ids: [], group_ids: [id_group] }));
    expect(failed.statusCode).toBe(500);
    expect((await owners(ids)).every((r) => r.id_user === null)).toBe(true);
    expect(await countOf('select count(*)::int as n from distribution_item where id_prospect = any($1::int[])', [ids])).toBe(0);
    expect(await countOf('select count(*)::int as n from notification')).toBe(before);
    await t.database.query('drop trigger refuse_rotation on distribution_rotation');

    const applied = await admin.api.json('POST', DISTRIBUTION_PATHS.apply, body({ user_ids: [], group_ids: [id_group] }));
    expect(applied.statusCode).toBe(201);
    const members = demo.users.filter((u) => u.id_group === id_group).map((u) => u.id);
    expect(applied.json().data.shares.map((s: Share) => s.id_user).sort()).toEqual(members.sort());
  });

  it("takes an import batch's prospects when the filter names the batch, and no others", async () => {
    const [batch] = await t.database.query<{ id: number }>(
      `insert into import_batch (id_company, file, file_name, file_kind, file_bytes, headers, status)
       values ($1, 'x.csv', 'x.csv', 'csv', 1, '[]', 'completed') returning id`,
      [admin.id_company],
    );
    const imported = await addUnassigned(t.database, admin.id_company, 4, 'Impor');
    const others = await addUnassigned(t.database, admin.id_company, 2, 'Lain');
    await t.database.query('update prospect set id_import = $1 where id = any($2::int[])', [batch.id, imported]);
    const applied = await admin.api.json('POST', DISTRIBUTION_PATHS.apply, body({ source: { kind: 'filter', id_import: batch.id, unassigned: true } }));
    expect(applied.statusCode).toBe(201);
    expect(applied.json().data).toMatchObject({ chosen: 4, assigned: 4 });
    expect((await owners(imported)).every((row) => row.id_user !== null)).toBe(true);
    expect((await owners(others)).every((row) => row.id_user === null)).toBe(true);
    // Closed again, so that List Distribusi is empty for the next test as before.
    await t.database.query('update prospect set status = $1 where id = any($2::int[])', ['Not Deal', others]);
  });

  it('answers that nothing matches when no open prospect is chosen', async () => {
    const answer = await admin.api.json('POST', DISTRIBUTION_PATHS.apply, body());
    expect(answer.statusCode).toBe(422);
    expect(answer.json().code).toBe('distribution.nothing_chosen');
  });
});

describe('who may distribute, and what', () => {
  it('refuses roles without Distribusi Data (403) on every call, a salesperson included', async () => {
    const salesperson = await demo.loginAs('Sales');
    for (const [method, path] of [
      ['GET', DISTRIBUTION_PATHS.recipients],
      ['POST', DISTRIBUTION_PATHS.preview],
      ['POST', DISTRIBUTION_PATHS.apply],
      ['GET', DISTRIBUTION_PATHS.batches],
      ['GET', DISTRIBUTION_PATHS.rule],
      ['GET', DISTRIBUTION_PATHS.monitoring],
    ] as const) {
      const answer = method === 'GET' ? await salesperson.api.get(path) : await salesperson.api.json(method, path, body());
      expect(answer.statusCode, path).toBe(403);
    }
  });

  it('lets a supervisor redistribute only unassigned prospects and their own group’s', async () => {
    const supervisor = await demo.loginAs('Supervisor');
    const foreignGroup = demo.users.find((u) => u.role === 'Sales' && u.id_group !== supervisor.id_group) as { id: number };
    const [prospect] = await t.database.query<{ id: number }>('select id from prospect where id_user = $1 and status not in ($2, $3) limit 1', [foreignGroup.id, 'Deal', 'Not Deal']);
    const answer = await supervisor.api.json('POST', DISTRIBUTION_PATHS.preview, body({ source: { kind: 'ids', ids: [prospect.id] } }));
    expect(answer.json().data.chosen).toBe(0);
  });

  it('refuses another company’s users, groups, prospects and batches', async () => {
    const other = await registerCompany(t.app, 'Dealer Lain');
    const group = (await other.api.json('POST', '/api/user/v1/group', { name: 'Tim Lain' })).json() as { id: number };
    const foreignUser = await admin.api.json('POST', DISTRIBUTION_PATHS.preview, body({ user_ids: [other.id] }));
    expect(foreignUser.statusCode).toBe(422);
    expect(foreignUser.json().fields.user_ids.code).toBe('distribution.recipient_invalid');
    const foreignGroup = await admin.api.json('POST', DISTRIBUTION_PATHS.preview, body({ group_ids: [group.id] }));
    expect(foreignGroup.statusCode).toBe(422);
    expect(foreignGroup.json().fields.group_ids.code).toBe('group.not_found');

    const theirs = await addUnassigned(t.database, other.id_company, 2, 'Milik lain');
    const preview = await admin.api.json('POST', DISTRIBUTION_PATHS.preview, body({ source: { kind: 'ids', ids: theirs } }));
    expect(preview.json().data.chosen).toBe(0);
    const [{ id: batch }] = await t.database.query<{ id: number }>('select id from distribution_batch where id_company = $1 limit 1', [admin.id_company]);
    expect((await other.api.get(`${DISTRIBUTION_PATHS.batches}/${batch}`)).statusCode).toBe(404);
    expect((await other.api.json('POST', `${DISTRIBUTION_PATHS.batches}/${batch}/undo`, {})).statusCode).toBe(404);
    expect((await other.api.json('POST', DISTRIBUTION_PATHS.apply, body({ user_ids: [other.id], source: { kind: 'ids', ids: theirs } }))).statusCode).toBe(201);
    expect((await owners(theirs)).every((r) => r.id_user === other.id)).toBe(true);
  });
});
