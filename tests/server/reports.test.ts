import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS } from '../../domain/apiPaths';
import { REPORT_BUCKETS, type DrillFigure } from '../../domain/schemas/report';
import { registerCompany } from './helpers/api';
import { csvRows, downloaded, EXPORTS, finishedExport, workbookOf } from './helpers/exports';
import { salesInAndOutOfGroup, startDemoApp, type Session } from './helpers/demo';
import type { TestApp } from './helpers/testApp';

/**
 * Laporan against a hand-counted March 2021 of the demo dealer (whose own records are all recent):
 * seven prospects, their follow-ups, orders, one hand-out and the month's targets.
 */
const MARCH = { from: '2021-03-01', to: '2021-03-31' };

let t: TestApp;
let admin: Session;
let supervisor: Session;
/** A salesperson of the supervisor's group (G) and one of another group (G2). */
let inGroup: Session;
let outsider: Session;
const ids: Record<string, number> = {};

async function insert(table: string, row: Record<string, unknown>) {
  const names = Object.keys(row);
  const [{ id }] = await t.database.query<{ id: number }>(
    `insert into ${table} (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(row),
  );
  return id;
}

/** A prospect of the demo dealer; times are West Indonesia Time. */
const prospectOf = (name: string, owner: Session, status: string, source: string, created: string, next_follow_up: string | null = null) =>
  insert('prospect', {
    id_company: admin.id_company,
    id_user: owner.id,
    id_group: owner.id_group,
    name,
    phone: `+6281100000${Object.keys(ids).length}`,
    status,
    source,
    next_follow_up,
    created_at: `${created}+07`,
  });

const followUpOf = (id_prospect: number, by: Session, done_at: string | null, status = 'approved', scheduled_at: string | null = null) =>
  insert('follow_up', { id_company: admin.id_company, id_prospect, id_user: by.id, method: 'telepon', done_at: done_at && `${done_at}+07`, scheduled_at, status, created_at: `${done_at ?? '2021-03-20 09:00'}+07` });

async function orderOf(id_prospect: number, by: Session, status: string, created: string, decision_reason: string | null = null) {
  const [product] = await t.database.query<{ id: number }>('select id from product where id_company = $1 order by id limit 1', [admin.id_company]);
  return insert('sales_order', {
    id_company: admin.id_company,
    number: `SPK/UJI/${id_prospect}`,
    id_prospect,
    id_user: by.id,
    id_product: product.id,
    price: 20_000_000,
    payment: 'cash',
    status,
    decision_reason,
    decided_at: `${created}+07`,
    created_at: `${created}+07`,
  });
}

beforeAll(async () => {
  let demo;
  ({ t, demo, admin, supervisor } = await startDemoApp());
  ({ inGroup, outsider } = await salesInAndOutOfGroup(demo, supervisor));
  // P1: Deal through pameran, followed up in 3 minutes, ordered and approved.
  ids.p1 = await prospectOf('Laporan Satu', inGroup, 'Deal', 'pameran', '2021-03-02 10:00');
  await followUpOf(ids.p1, inGroup, '2021-03-02 10:03');
  await orderOf(ids.p1, inGroup, 'approved', '2021-03-15 11:00');
  // P2: Hot, followed up in 30 minutes, its order cancelled; its next follow-up long overdue.
  ids.p2 = await prospectOf('Laporan Dua', inGroup, 'Hot', 'pameran', '2021-03-05 08:00', '2020-01-01 09:00+07');
  await followUpOf(ids.p2, inGroup, '2021-03-05 08:30');
  await orderOf(ids.p2, inGroup, 'cancelled', '2021-03-06 09:00', 'Harga');
  // P3: Not Deal of the other group, followed up after 2 hours.
  ids.p3 = await prospectOf('Laporan Tiga', outsider, 'Not Deal', 'website', '2021-03-10 13:00');
  await followUpOf(ids.p3, outsider, '2021-03-10 15:00');
  // P4: never followed up, its order refused; its next follow-up far ahead.
  ids.p4 = await prospectOf('Laporan Empat', outsider, 'Low', 'website', '2021-03-12 09:00', '2099-01-01 09:00+07');
  await orderOf(ids.p4, outsider, 'rejected', '2021-03-13 09:00', 'DP kurang');
  // P5: only a refused follow-up and a scheduled one not done yet.
  ids.p5 = await prospectOf('Laporan Lima', inGroup, 'Medium', 'walk-in', '2021-03-20 10:00');
  await followUpOf(ids.p5, inGroup, '2021-03-20 10:01', 'rejected');
  await followUpOf(ids.p5, inGroup, null, 'approved', '2021-03-25 10:00+07');
  // P6: came in February, handed out on 3 March, followed up before (not counted) and 26 hours after.
  ids.p6 = await prospectOf('Laporan Enam', inGroup, 'Low', 'pameran', '2021-02-20 10:00', '2020-01-01 09:00+07');
  await followUpOf(ids.p6, inGroup, '2021-02-21 10:00');
  await followUpOf(ids.p6, inGroup, '2021-03-04 12:00');
  const batch = await insert('distribution_batch', { id_company: admin.id_company, id_user: admin.id, trigger: 'manual', method: 'round_robin', total: 1, created_at: '2021-03-03 10:00+07' });
  await insert('distribution_item', { id_company: admin.id_company, id_batch: batch, id_prospect: ids.p6, id_user: inGroup.id });
  // P7: April, outside the period.
  ids.p7 = await prospectOf('Laporan Tujuh', inGroup, 'Hot', 'pameran', '2021-04-02 10:00');
  await followUpOf(ids.p7, inGroup, '2021-04-02 10:01');
  // March's targets: G's own row (its member's is then not added for the company), and G2's member.
  await insert('sales_target', { id_company: admin.id_company, month: '2021-03', id_group: inGroup.id_group, prospects: 10, deals: 2 });
  await insert('sales_target', { id_company: admin.id_company, month: '2021-03', id_user: inGroup.id, prospects: 4 });
  await insert('sales_target', { id_company: admin.id_company, month: '2021-03', id_user: outsider.id, prospects: 3 });
});
afterAll(() => t.close());

const figureOf = async (session: Pick<Session, 'api'>, figure: string, query: Record<string, string | number> = {}) => {
  const response = await session.api.get(`${REPORTS}/${figure}`, { ...MARCH, ...query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const recordIds = async (session: Pick<Session, 'api'>, figure: DrillFigure, bucket: string, query: Record<string, string | number> = {}) => {
  const response = await session.api.get(`${REPORTS}/records`, { ...MARCH, figure, bucket, ...query });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json() as { data: { id: number }[]; total: number };
  expect(answer.total).toBe(answer.data.length);
  return answer.data.map((row) => row.id).sort((a, b) => a - b);
};
const idsOf = (...names: string[]) => names.map((name) => ids[name]).sort((a, b) => a - b);
const stepCounts = (funnel: { steps: { step: string; count: number }[] }) => Object.fromEntries(funnel.steps.map((s) => [s.step, s.count]));

describe('Laporan figures, counted by hand', () => {
  it('counts the funnel and its conversions', async () => {
    const funnel = await figureOf(admin, 'funnel');
    expect(funnel.steps).toEqual([
      { step: 'new', count: 5, conversion: null },
      { step: 'followed_up', count: 3, conversion: 3 / 5 },
      { step: 'hot', count: 2, conversion: 2 / 3 },
      { step: 'ordered', count: 2, conversion: 1 },
      { step: 'deal', count: 1, conversion: 1 / 2 },
    ]);
  });

  it('counts each lead source', async () => {
    expect((await figureOf(admin, 'sources')).rows).toEqual([
      { source: 'pameran', prospects: 2, hot: 2, deals: 1, conversion: 1 / 2 },
      { source: 'website', prospects: 2, hot: 0, deals: 0, conversion: 0 },
      { source: 'walk-in', prospects: 1, hot: 0, deals: 0, conversion: 0 },
    ]);
  });

  it('times the first follow-up from the assignment, a hand-out included', async () => {
    expect(await figureOf(admin, 'speed')).toEqual({
      assigned: 6,
      followed_up: 4,
      median_seconds: (30 * 60 + 2 * 3600) / 2,
      within_5m: 1,
      within_1h: 2,
      within_1d: 3,
      later: 1,
      none: 2,
    });
  });

  it('sets the month’s targets against the records, for the company, a group and a person', async () => {
    const rows = (data: { rows: { metric: string; target: number | null; actual: number }[] }) =>
      Object.fromEntries(data.rows.map((row) => [row.metric, [row.target, row.actual]]));
    const company = await figureOf(admin, 'targets');
    expect(company.months).toEqual(['2021-03']);
    expect(rows(company)).toEqual({ prospects: [13, 5], follow_ups: [0, 4], visits: [0, 0], orders: [0, 1], deals: [2, 1] });
    expect(rows(await figureOf(supervisor, 'targets'))).toEqual({ prospects: [10, 3], follow_ups: [0, 3], visits: [0, 0], orders: [0, 1], deals: [2, 1] });
    expect(rows(await figureOf(outsider, 'targets'))).toEqual({ prospects: [3, 2], follow_ups: [0, 1], visits: [0, 0], orders: [0, 0], deals: [0, 0] });
    const noTarget = await figureOf(admin, 'targets', { from: '2021-04-01', to: '2021-04-30' });
    expect(rows(noTarget).prospects).toEqual([null, 1]);
  });

  it('counts the prospects lost, with the reasons orders keep', async () => {
    expect(await figureOf(admin, 'lost')).toEqual({
      kinds: [
        { kind: 'not_deal', count: 1 },
        { kind: 'order_cancelled', count: 1 },
        { kind: 'order_rejected', count: 1 },
      ],
      reasons: [
        { kind: 'not_deal', reason: null, count: 1 },
        { kind: 'order_cancelled', reason: 'Harga', count: 1 },
        { kind: 'order_rejected', reason: 'DP kurang', count: 1 },
      ],
    });
  });

  it('shares out the open prospects by their next follow-up', async () => {
    expect(await figureOf(admin, 'discipline')).toEqual({ open: 3, overdue: 1, today: 0, upcoming: 1, none: 1, overdue_share: 1 / 2 });
  });

  it('lists behind every number exactly the prospects it counts', async () => {
    const figures = {
      funnel: stepCounts(await figureOf(admin, 'funnel')),
      speed: await figureOf(admin, 'speed'),
      lost: Object.fromEntries((await figureOf(admin, 'lost')).kinds.map((k: { kind: string; count: number }) => [k.kind, k.count])),
      discipline: await figureOf(admin, 'discipline'),
    };
    for (const figure of Object.keys(REPORT_BUCKETS) as DrillFigure[]) {
      for (const bucket of REPORT_BUCKETS[figure]) {
        expect((await recordIds(admin, figure, bucket)).length, `${figure}/${bucket}`).toBe((figures[figure] as Record<string, number>)[bucket]);
      }
    }
    expect(await recordIds(admin, 'funnel', 'followed_up')).toEqual(idsOf('p1', 'p2', 'p3'));
    expect(await recordIds(admin, 'speed', 'within_1d')).toEqual(idsOf('p1', 'p2', 'p3'));
    expect(await recordIds(admin, 'speed', 'later')).toEqual(idsOf('p6'));
    expect(await recordIds(admin, 'discipline', 'overdue')).toEqual(idsOf('p2'));
    expect(await recordIds(admin, 'lost', 'order_cancelled')).toEqual(idsOf('p2'));
    expect(await recordIds(admin, 'funnel', 'new', { source: 'pameran' })).toEqual(idsOf('p1', 'p2'));
  });
});

describe('Laporan scope', () => {
  it('gives each role its own reach: a salesperson their own, a supervisor their group', async () => {
    expect(stepCounts(await figureOf(supervisor, 'funnel'))).toEqual({ new: 3, followed_up: 2, hot: 2, ordered: 2, deal: 1 });
    expect(await recordIds(supervisor, 'funnel', 'new')).toEqual(idsOf('p1', 'p2', 'p5'));
    expect(stepCounts(await figureOf(outsider, 'funnel'))).toEqual({ new: 2, followed_up: 1, hot: 0, ordered: 0, deal: 0 });
    expect(await recordIds(outsider, 'lost', 'order_rejected')).toEqual(idsOf('p4'));
  });

  it('narrows by the filters, and refuses to name anyone outside the caller’s reach', async () => {
    expect(stepCounts(await figureOf(admin, 'funnel', { id_user: outsider.id })).new).toBe(2);
    expect(stepCounts(await figureOf(admin, 'funnel', { id_group: inGroup.id_group as number })).new).toBe(3);
    expect(stepCounts(await figureOf(supervisor, 'funnel', { id_user: inGroup.id })).new).toBe(3);
    expect((await figureOf(admin, 'targets', { id_user: inGroup.id })).rows[0]).toMatchObject({ metric: 'prospects', target: 4, actual: 3 });
    for (const [session, query] of [
      [supervisor, { id_user: outsider.id }],
      [supervisor, { id_group: outsider.id_group as number }],
      [inGroup, { id_user: supervisor.id }],
      [inGroup, { id_group: outsider.id_group as number }],
    ] as const) {
      expect((await session.api.get(`${REPORTS}/funnel`, { ...MARCH, ...query })).statusCode).toBe(403);
      expect((await session.api.get(`${REPORTS}/records`, { ...MARCH, ...query, figure: 'funnel', bucket: 'new' })).statusCode).toBe(403);
    }
  });

  it("never counts another company's records nor takes its people, groups or motorcycles", async () => {
    const other = await registerCompany(t.app, 'Dealer Laporan');
    expect(stepCounts(await figureOf(other, 'funnel'))).toEqual({ new: 0, followed_up: 0, hot: 0, ordered: 0, deal: 0 });
    expect((await figureOf(other, 'speed')).assigned).toBe(0);
    expect((await other.api.get(`${REPORTS}/funnel`, { ...MARCH, id_user: inGroup.id })).statusCode).toBe(403);
    expect((await other.api.get(`${REPORTS}/funnel`, { ...MARCH, id_group: inGroup.id_group as number })).statusCode).toBe(403);
    const [product] = await t.database.query<{ id: number }>('select id from product where id_company = $1 limit 1', [admin.id_company]);
    expect((await other.api.get(`${REPORTS}/funnel`, { ...MARCH, id_product: product.id })).statusCode).toBe(404);
  });

  it('refuses a period backwards, too long or not a date, and an unknown bucket, in Indonesian', async () => {
    for (const query of [
      { from: '2021-03-31', to: '2021-03-01' },
      { from: '2020-01-01', to: '2021-03-01' },
      { from: '2021-02-30', to: '2021-03-01' },
      { from: '2021-03-01' },
    ] as Record<string, string>[]) {
      const refused = await admin.api.get(`${REPORTS}/funnel`, query);
      expect(refused.statusCode, JSON.stringify(query)).toBe(422);
      expect(refused.body).toMatch(/Tanggal|Periode/);
    }
    const unknown = await admin.api.get(`${REPORTS}/records`, { ...MARCH, figure: 'funnel', bucket: 'later' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body).toContain('Bagian laporan');
  });
});

describe('Laporan export', () => {
  const sheetRows = (sheet: { getSheetValues(): unknown[] }) => sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));

  it('writes the very figures into a workbook, a sheet per figure', async () => {
    const record = await finishedExport(admin.api, { kind: 'report', format: 'xlsx', filter: MARCH });
    expect(record.status, String(record.error)).toBe('done');
    const workbook = await workbookOf((await downloaded(t, admin.api, record.id)).rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Laporan',
      'Corong penjualan',
      'Kinerja sumber prospek',
      'Kecepatan menanggapi prospek',
      'Target dan pencapaian',
      'Prospek yang lepas',
      'Disiplin follow-up',
      'Pengajuan leasing per mitra',
      'Penjualan kredit per sales',
    ]);
    expect(sheetRows(workbook.getWorksheet('Laporan')!)[1]).toEqual(['Periode', '01-03-2021 s.d. 31-03-2021']);
    expect(sheetRows(workbook.getWorksheet('Corong penjualan')!)).toEqual([
      ['Langkah', 'Jumlah', 'Konversi'],
      ['Prospek baru', 5],
      ['Sudah di-follow-up', 3, 3 / 5],
      ['Hot', 2, 2 / 3],
      ['Order', 2, 1],
      ['Deal', 1, 1 / 2],
    ]);
    expect(sheetRows(workbook.getWorksheet('Prospek yang lepas')!)).toContainEqual(['Pesanan dibatalkan', 'Harga', 1]);
    expect(sheetRows(workbook.getWorksheet('Kecepatan menanggapi prospek')!)).toContainEqual(['Median sampai follow-up pertama (menit)', 75]);
  });

  it("writes a CSV a line per figure, within the caller's own reach", async () => {
    // The page sends its URL's values, so the person comes as text.
    const record = await finishedExport(supervisor.api, { kind: 'report', format: 'csv', filter: { ...MARCH, id_user: String(inGroup.id) } });
    expect(record.status, String(record.error)).toBe('done');
    const lines = csvRows((await downloaded(t, supervisor.api, record.id)).body);
    const value = (section: string, row: string, measure: string) =>
      lines.find((line) => line.Bagian === section && line.Baris === row && line.Ukuran === measure)?.Nilai;
    expect(value('Corong penjualan', 'Prospek baru', 'Jumlah')).toBe('3');
    expect(value('Corong penjualan', 'Sudah di-follow-up', 'Konversi')).toBe('66,7%');
    expect(value('Laporan', 'Lingkup', 'Isi')).toBe('Grup sendiri dan data sendiri');
    expect(value('Laporan', 'Sales', 'Isi')).toBe(inGroup.name);
    expect(value('Target dan pencapaian', 'Prospek baru', 'Nilai target')).toBe('4');
  });

  it('refuses a filter outside the reach and a bad period at once, and fails one whose filter has left the reach', async () => {
    const outside = await inGroup.api.json('POST', EXPORTS, { kind: 'report', format: 'csv', filter: { ...MARCH, id_user: supervisor.id } });
    expect(outside.statusCode).toBe(403);
    const backwards = await admin.api.json('POST', EXPORTS, { kind: 'report', format: 'csv', filter: { from: '2021-03-31', to: '2021-03-01' } });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.body).toContain('Tanggal akhir tidak boleh sebelum tanggal awal.');
    const [{ id }] = await t.database.query<{ id: number }>(
      `insert into export_job (id_company, id_user, kind, format, filter) values ($1, $2, 'report', 'xlsx', $3) returning id`,
      [admin.id_company, supervisor.id, JSON.stringify({ ...MARCH, id_user: outsider.id })],
    );
    await t.app.jobs.send('exports.build', { id_export: id });
    const stateOf = async () => (await t.database.query<{ status: string; error: string | null }>('select status, error from export_job where id = $1', [id]))[0];
    await expect.poll(stateOf).toEqual({ status: 'failed', error: 'export.not_allowed' });
  });
});
