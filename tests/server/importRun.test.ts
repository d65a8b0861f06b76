import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTRIBUTION_PATHS } from '../../domain/apiPaths';
import { MAX_IMPORT_MB } from '../../domain/imports';
import { startDemoApp, type Demo, type Session } from './helpers/demo';
import { registerCompany } from './helpers/api';
import { csvOf, defaultSettings, freshPhone, importClient } from './helpers/imports';
import type { TestApp } from './helpers/testApp';

/** Running a batch: options, progress and counts, rights, cancel, undo, and the activity log. */
describe('import runs', () => {
  let t: TestApp;
  let demo: Demo;
  let admin: Session;
  let imports: ReturnType<typeof importClient>;
  beforeAll(async () => {
    // One row per chunk: a run of a few hundred rows lasts long enough to be stopped midway.
    ({ t, demo, admin } = await startDemoApp({ importChunkRows: 1 }));
    imports = importClient(t, admin.token);
  });
  afterAll(() => t.close());

  const rowsOf = (count: number) => csvOf([['Nama', 'No HP'], ...Array.from({ length: count }, (_, i) => [`Prospek ${i}`, freshPhone()])]);
  const prospectsOf = (id: number) =>
    t.database.query<{ id: number; id_user: number | null; id_group: number | null; source: string; status: string }>(
      'select id, id_user, id_group, source, status from prospect where id_import = $1 order by id',
      [id],
    );

  it('gives the prospects to one salesperson and their group, with the batch source and default status', async () => {
    const sales = demo.users.find((u) => u.role === 'Sales' && u.id_group !== null)!;
    const batch = await imports.uploaded(rowsOf(3));
    const done = await imports.run(batch.id, { owner_mode: 'user', id_owner: sales.id, source: 'pameran', default_status: 'Hot' });
    expect(done).toMatchObject({ status: 'completed', rows_read: 3, imported: 3, duplicates: 0, invalid: 0, bytes_read: batch.file_bytes });
    expect(new Set((await prospectsOf(batch.id)).map((p) => `${p.id_user}/${p.id_group}/${p.source}/${p.status}`))).toEqual(
      new Set([`${sales.id}/${sales.id_group}/pameran/Hot`]),
    );
  });

  it('leaves the prospects unassigned for List Distribusi, and for the rule sends distribution.auto once committed', async () => {
    const unassigned = await imports.uploaded(rowsOf(2));
    await imports.run(unassigned.id, { owner_mode: 'unassigned' });
    expect((await prospectsOf(unassigned.id)).map((p) => p.id_user)).toEqual([null, null]);

    const byRule = await imports.uploaded(rowsOf(2));
    await imports.run(byRule.id, { owner_mode: 'rule' });
    const waiting = await prospectsOf(byRule.id);
    expect(waiting.map((p) => p.id_user)).toEqual([null, null]);
    // Sent once the batch has committed, so just after it reads as completed.
    const sent = async () => (await t.database.query<{ data: unknown }>("select data from pgboss.job where name = 'distribution.auto'")).map((job) => job.data);
    await expect.poll(sent).toEqual([{ id_company: admin.id_company, ids: waiting.map((p) => p.id) }]);
  });

  it("hands a batch by rule to the company's standing rule once it is on, through its job", async () => {
    const sales = demo.users.filter((u) => u.role === 'Sales').slice(0, 2);
    const rule = await admin.api.json('PUT', DISTRIBUTION_PATHS.rule, { active: true, method: 'round_robin', user_ids: sales.map((u) => u.id), group_ids: [] });
    expect(rule.statusCode, rule.body).toBe(200);
    const batch = await imports.uploaded(rowsOf(4));
    await imports.run(batch.id, { owner_mode: 'rule' });
    await expect.poll(async () => (await prospectsOf(batch.id)).map((p) => p.id_user).sort()).toEqual(
      [sales[0].id, sales[0].id, sales[1].id, sales[1].id].sort(),
    );
    await admin.api.json('PUT', DISTRIBUTION_PATHS.rule, { active: false, method: 'round_robin', user_ids: [], group_ids: [] });
  });

  it('refuses an owner out of reach, and a salesperson when none is given', async () => {
    const other = await registerCompany(t.app, 'Dealer Lain');
    const batch = await imports.uploaded(rowsOf(1));
    const start = (settings: object) => imports.post(`/${batch.id}/start`, { ...defaultSettings(batch), ...settings });
    expect((await start({ owner_mode: 'user' })).json().code).toBe('import.owner_required');
    const foreign = await start({ owner_mode: 'user', id_owner: other.id });
    expect([foreign.statusCode, foreign.json().code]).toEqual([422, 'prospect.owner_out_of_reach']);
  });

  it('shows the progress of a running batch and its counts', async () => {
    // 600 kB in an ignored column: far more than the streams read ahead, so the bytes read show how far the run is.
    const filler = 'x'.repeat(4000);
    const batch = await imports.uploaded(csvOf([['Nama', 'No HP', 'Lampiran'], ...Array.from({ length: 150 }, (_, i) => [`Panjang ${i}`, freshPhone(), filler])]));
    expect((await imports.post(`/${batch.id}/start`, defaultSettings(batch))).statusCode).toBe(200);
    await expect.poll(async () => (await imports.batch(batch.id)).rows_read).toBeGreaterThan(0);
    const running = await imports.batch(batch.id);
    expect(running.status).toBe('running');
    expect(running.bytes_read).toBeGreaterThan(0);
    expect(running.bytes_read).toBeLessThan(batch.file_bytes);
    // Until the one transaction at the end, no prospect of the batch exists.
    expect(await prospectsOf(batch.id)).toEqual([]);
    await expect.poll(async () => (await imports.batch(batch.id)).status).toBe('completed');
    expect((await imports.batch(batch.id)).imported).toBe(150);
  });

  it('cancels a running batch, leaving nothing of it, and runs it again', async () => {
    const batch = await imports.uploaded(rowsOf(300));
    await imports.post(`/${batch.id}/start`, defaultSettings(batch));
    await expect.poll(async () => (await imports.batch(batch.id)).rows_read).toBeGreaterThan(0);
    const cancel = await imports.post(`/${batch.id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    await expect.poll(async () => (await imports.batch(batch.id)).status).toBe('cancelled');
    expect(await prospectsOf(batch.id)).toEqual([]);
    expect(await t.database.query('select 1 from import_row where id_import = $1', [batch.id])).toEqual([]);
    expect((await imports.post(`/${batch.id}/cancel`)).json().code).toBe('import.not_running');

    const again = await imports.run(batch.id);
    expect([again.imported, again.attempt]).toEqual([300, 2]);
  });

  it('undoes a batch, removing only the prospects nobody touched', async () => {
    const batch = await imports.uploaded(rowsOf(5));
    await imports.run(batch.id, { owner_mode: 'user', id_owner: admin.id });
    const [edited, followed, ordered, , distributed] = await prospectsOf(batch.id);
    // Handed to another salesperson by distribution (which writes no activity entry per prospect): not a touch.
    await t.database.query('update prospect set id_user = $2, updated_at = now() + interval \'1 minute\' where id = $1', [distributed.id, admin.id]);
    expect((await admin.api.json('PUT', `/api/prospect/v1/prospect/${edited.id}`, { notes: 'sudah ditelepon' })).statusCode).toBe(200);
    const followUp = await admin.api.json('POST', '/api/prospect/v1/followup', { id_prospect: followed.id, method: 'telepon', result: 'tertarik' });
    expect(followUp.statusCode, followUp.body).toBe(201);
    const [product] = await t.database.query<{ id: number }>('select id from product where id_company = $1 and active limit 1', [admin.id_company]);
    const order = await admin.api.json('POST', '/api/order/v1/order', { id_prospect: ordered.id, id_product: product.id, payment: 'cash' });
    expect(order.statusCode, order.body).toBe(201);

    const undone = await imports.post(`/${batch.id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data).toMatchObject({ status: 'undone', undo_removed: 2, undo_kept: 3 });
    expect((await prospectsOf(batch.id)).map((p) => p.id)).toEqual([edited.id, followed.id, ordered.id]);
    expect((await imports.post(`/${batch.id}/undo`)).json().code).toBe('import.not_undoable');
  });

  it('writes every run, cancel and undo in the activity log', async () => {
    const batch = await imports.uploaded(rowsOf(1));
    await imports.run(batch.id);
    await imports.post(`/${batch.id}/undo`);
    const log = await t.database.query<{ action: string; id_user: number; detail: Record<string, unknown> }>(
      "select action, id_user, detail from activity_log where entity = 'import_batch' and id_entity = $1 order by id",
      [batch.id],
    );
    expect(log.map((entry) => [entry.action, entry.id_user])).toEqual([
      ['import', admin.id],
      ['import_undo', admin.id],
    ]);
    expect(log[0].detail).toMatchObject({ file_name: 'prospek.csv', imported: 1, duplicates: 0, invalid: 0 });
    expect(log[1].detail).toMatchObject({ removed: 1, kept: 0 });
  });

  it('refuses every call to a role without the import right, and another company’s batch', async () => {
    const batch = await imports.uploaded(rowsOf(1));
    const sales = importClient(t, (await demo.loginAs('Sales')).token);
    expect((await sales.get()).statusCode).toBe(403);
    expect((await sales.upload(rowsOf(1))).statusCode).toBe(403);
    expect((await sales.post(`/${batch.id}/start`, defaultSettings(batch))).statusCode).toBe(403);
    const supervisor = importClient(t, (await demo.loginAs('Supervisor')).token);
    expect((await supervisor.get()).statusCode).toBe(200);

    const stranger = importClient(t, (await registerCompany(t.app, 'Dealer Asing')).token);
    for (const response of [
      await stranger.get(`/${batch.id}`),
      await stranger.post(`/${batch.id}/preview`, defaultSettings(batch)),
      await stranger.post(`/${batch.id}/start`, defaultSettings(batch)),
      await stranger.post(`/${batch.id}/cancel`),
      await stranger.post(`/${batch.id}/undo`),
      await stranger.get(`/${batch.id}/rejected`),
    ]) {
      expect([response.statusCode, response.json().code]).toEqual([404, 'import.not_found']);
    }
    expect((await stranger.get()).json().data).toEqual([]);
  });

  it('refuses files that are neither CSV nor XLSX, without a header, or too large', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const image = await imports.upload(png, 'prospek.csv');
    expect([image.statusCode, image.json().code]).toEqual([422, 'import.file_type']);
    const brokenZip = await imports.upload(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]), 'rusak.xlsx');
    expect([brokenZip.statusCode, brokenZip.json().code]).toEqual([422, 'import.file_type']);
    const empty = await imports.upload('\r\n\r\n', 'kosong.csv');
    expect([empty.statusCode, empty.json().code]).toEqual([422, 'import.file_no_header']);
    const huge = await imports.upload(`Nama,No HP\r\n${'x'.repeat((MAX_IMPORT_MB + 1) * 1024 * 1024)}`, 'besar.csv');
    expect([huge.statusCode, huge.json().code]).toEqual([413, 'import.file_too_large']);
  });
});
