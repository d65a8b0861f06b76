import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_HISTORY } from '../../domain/apiPaths';
import { broadcast, broadcastRecipient } from '../../server/db/schema';
import { queueOutgoing, settleOutgoing, storeIncoming } from '../../server/whatsapp/conversation';
import { registerCompany, type ApiClient } from './helpers/api';
import { startDemoApp, type Session } from './helpers/demo';
import { EXPORTS, exportedRows } from './helpers/exports';
import type { TestApp } from './helpers/testApp';
import { jakartaDay } from './helpers/jakartaDay';

let t: TestApp;
let admin: Session;
let supervisor: Session;
let sales: Session;
let other: Awaited<ReturnType<typeof registerCompany>>;
let failedId: number;
let id_broadcast: number;

type Sent = { id: number; id_user: number; user_name: string | null; phone: string; contact_name: string | null; body: string; status: string; error: string | null; broadcast_name: string | null };

async function listed(api: ApiClient, query: Record<string, string | number> = {}) {
  const response = await api.get(MESSAGE_HISTORY, Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)])));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Sent[]; count: number };
}

const send = (who: { id: number; id_company: number }, phone: string, body: string, name?: string, id_broadcast?: number) =>
  queueOutgoing(t.database.db, { id_company: who.id_company, id_user: who.id, phone, name, body, id_broadcast });

beforeAll(async () => {
  ({ t, admin, supervisor, sales } = await startDemoApp());
  other = await registerCompany(t.app, 'Dealer Lain');
  const { db } = t.database;
  const [made] = await db
    .insert(broadcast)
    .values({ id_company: sales.id_company, id_user: sales.id, name: 'Promo Lebaran', body: 'Halo {nama}', status: 'running', total: 2 })
    .returning();
  id_broadcast = made.id;
  const first = await send(sales, '+6281200000001', 'Halo Budi, promo Lebaran', 'Budi Santoso', id_broadcast);
  const second = await send(sales, '+6281200000002', 'Halo Sari, promo Lebaran', 'Sari Dewi', id_broadcast);
  await db.insert(broadcastRecipient).values([
    { id_company: sales.id_company, id_broadcast, name: 'Budi Santoso', phone: '+6281200000001', body: first.body, id_message: first.id },
    { id_company: sales.id_company, id_broadcast, name: 'Sari Dewi', phone: '+6281200000002', body: second.body, id_message: second.id },
  ]);
  await settleOutgoing(db, first.id, { status: 'sent', external_id: 'wa-1' });
  await settleOutgoing(db, second.id, { status: 'failed', error: 'Nomor tidak terdaftar di WhatsApp' });
  failedId = second.id;
  await send(supervisor, '+6281300000003', 'Selamat pagi Pak Joko', 'Joko');
  await storeIncoming(db, { id_company: sales.id_company, id_user: sales.id, phone: '+6281200000001', body: 'Terima kasih', external_id: 'in-1' });
  await send(other, '+6281900000009', 'Pesan dealer lain', 'Rahasia');
});
afterAll(() => t.close());

describe('Riwayat Pesan', () => {
  it("shows the Administrator every message the company's users sent, newest first, never an incoming one or another company's", async () => {
    const { data, count } = await listed(admin.api);
    expect(count).toBe(3);
    expect(data.map((row) => row.body)).toEqual(['Selamat pagi Pak Joko', 'Halo Sari, promo Lebaran', 'Halo Budi, promo Lebaran']);
    expect(data[1]).toMatchObject({ id_user: sales.id, user_name: sales.name, phone: '+6281200000002', contact_name: 'Sari Dewi', status: 'failed', error: 'Nomor tidak terdaftar di WhatsApp', broadcast_name: 'Promo Lebaran' });
    expect((await listed(other.api)).data.map((row) => row.body)).toEqual(['Pesan dealer lain']);
  });

  it('filters by person, contact (number or name, partly), status and period, and pages on the server', async () => {
    expect((await listed(admin.api, { id_user: supervisor.id })).data.map((row) => row.body)).toEqual(['Selamat pagi Pak Joko']);
    expect((await listed(admin.api, { contact: 'sari' })).data.map((row) => row.id)).toEqual([failedId]);
    expect((await listed(admin.api, { contact: '0813 0000' })).data.map((row) => row.contact_name)).toEqual(['Joko']);
    expect((await listed(admin.api, { status: 'sent' })).data.map((row) => row.contact_name)).toEqual(['Budi Santoso']);
    const today = jakartaDay();
    expect((await listed(admin.api, { from: today, to: today })).count).toBe(3);
    expect((await listed(admin.api, { to: '2020-01-01' })).count).toBe(0);
    const page = await listed(admin.api, { limit: 2, offset: 2 });
    expect(page).toMatchObject({ count: 3, data: [{ body: 'Halo Budi, promo Lebaran' }] });
  });

  it("never shows another company's messages to a filter naming its user", async () => {
    expect((await listed(admin.api, { id_user: other.id })).count).toBe(0);
  });

  it('refuses (403) a Supervisor, a Sales user, and an Administrator without Template Whatsapp, also for the exports', async () => {
    for (const session of [supervisor, sales]) {
      expect((await session.api.get(MESSAGE_HISTORY)).statusCode).toBe(403);
      for (const kind of ['message', 'broadcast']) {
        expect((await session.api.json('POST', EXPORTS, { kind, format: 'csv', filter: {} })).statusCode).toBe(403);
      }
    }
    await t.database.query("update role_permission set access = 'none' where id_role = $1 and name_module = 'Template Whatsapp'", [other.id_role]);
    // The session reads its role's rows on every request.
    expect((await other.api.get(MESSAGE_HISTORY)).statusCode).toBe(403);
    expect((await other.api.json('POST', EXPORTS, { kind: 'message', format: 'csv', filter: {} })).statusCode).toBe(403);
  });

  it("exports the filter's messages with Indonesian headers, statuses in words and phones as Indonesians read them (0812-…, not a formula-guarded +62…)", async () => {
    const rows = await exportedRows(t, admin.api, { kind: 'message', filter: { id_user: sales.id } });
    expect(rows.map((row) => row['Pesan'])).toEqual(['Halo Budi, promo Lebaran', 'Halo Sari, promo Lebaran']);
    expect(rows[1]).toMatchObject({
      Pengirim: sales.name,
      'Nama kontak': 'Sari Dewi',
      'Nomor WhatsApp': '0812-0000-0002',
      Status: 'Gagal',
      Lewat: 'Nomor tertaut',
      'Alasan gagal': 'Nomor tidak terdaftar di WhatsApp',
      Siaran: 'Promo Lebaran',
    });
    expect(rows[0]['Waktu terkirim']).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(await exportedRows(t, admin.api, { kind: 'message', filter: { contact: 'Tidak Ada' } })).toEqual([]);
  });
});

describe('Riwayat Pesan Siaran export', () => {
  it("exports one broadcast's recipients, filtered by status, and none of another company's", async () => {
    const rows = await exportedRows(t, admin.api, { kind: 'broadcast', filter: { id_broadcast } });
    expect(rows).toEqual([
      expect.objectContaining({ Siaran: 'Promo Lebaran', Pengirim: sales.name, 'Nama penerima': 'Budi Santoso', 'Nomor WhatsApp': '0812-0000-0001', Status: 'Terkirim', Lewat: 'Nomor tertaut', Alasan: '' }),
      expect.objectContaining({ 'Nama penerima': 'Sari Dewi', Status: 'Gagal', Alasan: 'Nomor tidak terdaftar di WhatsApp', 'Waktu terkirim': '' }),
    ]);
    expect((await exportedRows(t, admin.api, { kind: 'broadcast', filter: { id_broadcast, status: 'failed' } })).map((row) => row['Nama penerima'])).toEqual(['Sari Dewi']);
    expect((await exportedRows(t, admin.api, { kind: 'broadcast', filter: { search: 'lebaran', id_user: sales.id } })).length).toBe(2);
    expect(await exportedRows(t, admin.api, { kind: 'broadcast', filter: { id_user: supervisor.id } })).toEqual([]);
  });
});
