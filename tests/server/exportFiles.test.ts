import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAsCaller } from '../../server/plugins/session';
import { countSelection, fieldsOf, selectionChunks } from '../../server/modules/exports/rowSource';
import { startDemoApp, type Demo, type Session } from './helpers/demo';
import { csvRows, downloaded, EXPORTS, exportedRows, finishedExport, workbookOf } from './helpers/exports';
import type { TestApp } from './helpers/testApp';

let t: TestApp;
let demo: Demo;
let admin: Session;
let product: { id: number; name: string };
let prospect: { id: number; created_at: string; next_follow_up: string };

/** DD-MM-YYYY HH:mm in Jakarta, written independently of the server's code. */
const wib = (iso: string) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Jakarta',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('day')}-${part('month')}-${part('year')} ${part('hour')}:${part('minute')}`;
};

beforeAll(async () => {
  ({ t, demo, admin } = await startDemoApp());
  [product] = (await admin.api.get('/api/master/v1/product', { range: '[0,0]' })).json();
  const created = await admin.api.json('POST', '/api/prospect/v1/prospect', {
    name: '=HYPERLINK("http://evil.test","klik")',
    phone: '0812-7777-0101',
    whatsapp: '081277770102',
    source: 'referral',
    payment: 'kredit',
    leasing: 'Adira',
    down_payment: 2_500_000,
    tenor: 24,
    status: 'Hot',
    id_product: product.id,
    next_follow_up: '2026-12-01T03:05:00.000Z',
    notes: '@SUM(1+1), "dengan tanda kutip"\nbaris kedua',
  });
  expect(created.statusCode, created.body).toBe(201);
  prospect = created.json();
});
afterAll(() => t.close());

describe('export files', () => {
  it('writes a prospect in Indonesian: headers, WIB dates, phones as typed in Indonesia, Rupiah, labels and names, formulas neutralised', async () => {
    const [row] = await exportedRows(t, admin.api, { kind: 'prospect', filter: { id: [prospect.id] } });
    expect(row).toMatchObject({
      ID: String(prospect.id),
      Dibuat: wib(prospect.created_at),
      Nama: `'=HYPERLINK("http://evil.test","klik")`,
      // No apostrophe: a spreadsheet keeps it as text, WhatsApp reads it as a number.
      'Nomor telepon': '0812-7777-0101',
      'Nomor WhatsApp': '0812-7777-0102',
      'Sumber prospek': 'Referensi',
      'Motor diminati': product.name,
      Pembayaran: 'Kredit',
      Leasing: 'Adira',
      'Uang muka': 'Rp 2.500.000',
      'Tenor (bulan)': '24',
      Status: 'Hot',
      'Follow up berikutnya': '01-12-2026 10:05',
      Pemilik: admin.name,
      Catatan: `'@SUM(1+1), "dengan tanda kutip"\nbaris kedua`,
    });
  });

  it('writes an XLSX that reads back: typed cells, amounts as Rupiah numbers, no formula anywhere', async () => {
    const record = await finishedExport(admin.api, { kind: 'prospect', format: 'xlsx', filter: { id: [prospect.id] } });
    expect(record).toMatchObject({ status: 'done', rows_total: 1, rows_done: 1 });
    const file = await downloaded(t, admin.api, record.id);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="ekspor-prospek-${record.id}.xlsx"`);
    const sheet = (await workbookOf(file.rawPayload)).getWorksheet('Prospek')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (header: string) => sheet.getRow(2).getCell(headers.indexOf(header) + 1);
    expect(cell('Nama').value).toBe('=HYPERLINK("http://evil.test","klik")');
    expect(cell('Nama').formula).toBeUndefined();
    expect(cell('Nomor telepon').value).toBe('+6281277770101');
    expect(typeof cell('Nomor telepon').value).toBe('string');
    expect(cell('Uang muka').value).toBe(2_500_000);
    expect(cell('Uang muka').numFmt).toBe('"Rp "#,##0');
    expect(cell('Dibuat').value).toBe(wib(prospect.created_at));
    expect(cell('Sumber prospek').value).toBe('Referensi');
    expect(sheet.rowCount).toBe(2);
  });

  it('writes orders, follow-ups and collaborations with their names, amounts and Indonesian statuses', async () => {
    const [order] = (await admin.api.get('/api/order/v1/order', { range: '[0,0]', filter: '{"status":"pending"}' })).json();
    const [orderRow] = await exportedRows(t, admin.api, { kind: 'order', filter: { id: [order.id] } });
    const [seller] = demo.users.filter((u) => u.id === order.id_user);
    expect(orderRow).toMatchObject({
      'Nomor SPK': order.number,
      Sales: seller.name,
      Harga: `Rp ${order.price.toLocaleString('id-ID')}`,
      Total: `Rp ${(order.price * order.qty - order.discount).toLocaleString('id-ID')}`,
      Status: 'Menunggu Validasi',
      Pembayaran: order.payment === 'cash' ? 'Tunai' : 'Kredit',
      Dibuat: wib(order.created_at),
    });

    const [followUp] = (await admin.api.get('/api/prospect/v1/followup', { range: '[0,0]', filter: '{"status":"approved"}' })).json();
    const [followUpRow] = await exportedRows(t, admin.api, { kind: 'followup', filter: { id: [followUp.id] } });
    const methods: Record<string, string> = { whatsapp: 'WhatsApp', telepon: 'Telepon', kunjungan: 'Kunjungan', 'tatap muka': 'Tatap muka' };
    expect(followUpRow).toMatchObject({ Metode: methods[followUp.method], Status: 'Disetujui' });
    expect(followUpRow['Dicatat oleh']).toBe(demo.users.find((u) => u.id === followUp.id_user)!.name);

    const [collab] = (await admin.api.get('/api/prospect/v1/collab', { range: '[0,0]' })).json();
    const [collabRow] = await exportedRows(t, admin.api, { kind: 'collab', filter: { id: [collab.id] } });
    expect(collabRow).toMatchObject({
      Pengaju: demo.users.find((u) => u.id === collab.id_user)!.name,
      'Pemilik prospek': demo.users.find((u) => u.id === collab.id_user_target)!.name,
      Status: { pending: 'Menunggu', approved: 'Disetujui', rejected: 'Ditolak' }[collab.status as string],
    });
  });

  it('counts its rows as it goes, ends with every row done, lists it among the recent exports and logs it', async () => {
    const total = Number(String((await admin.api.get('/api/prospect/v1/prospect', { range: '[0,0]' })).headers['content-range']).split('/')[1]);
    const record = await finishedExport(admin.api, { kind: 'prospect' });
    expect(record).toMatchObject({ status: 'done', rows_total: total, rows_done: total, error: null, kind: 'prospect', format: 'csv' });
    expect(record.finished_at).toBeTruthy();
    expect(csvRows((await downloaded(t, admin.api, record.id)).body)).toHaveLength(total);
    const recent = (await admin.api.get(EXPORTS)).json().data as { id: number }[];
    expect(recent[0].id).toBe(record.id);
    const [entry] = await t.database.query<{ id_user: number; entity: string; detail: { rows: number; format: string } }>(
      `select id_user, entity, detail from activity_log where action = 'export' and id_entity = $1`,
      [record.id],
    );
    expect(entry).toMatchObject({ id_user: admin.id, entity: 'prospect', detail: { rows: total, format: 'csv' } });
  });

  it('reads every selected row once, in id order, across keyset chunks', async () => {
    const member = (await userAsCaller(t.database.db, admin.id_company, admin.id))!;
    const selection = { kind: 'prospect' as const, member, scope: 'all' as const, filter: {} };
    const idAt = fieldsOf('prospect').indexOf('id');
    const ids: number[] = [];
    for await (const rows of selectionChunks(t.database, selection, 7)) {
      expect(rows.length).toBeLessThanOrEqual(7);
      ids.push(...rows.map((row) => Number(row[idAt])));
    }
    expect(ids).toHaveLength(await countSelection(t.database.db, selection));
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
  });
});
