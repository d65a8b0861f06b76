import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROADCAST_DETAIL_LOG, BROADCAST_LOG, BROADCAST_USERS } from '../../domain/apiPaths';
import { storeIncoming } from '../../server/whatsapp/conversation';
import { grantBroadcast, markLinked } from './helpers/broadcast';
import { startDemoApp, type Demo, type Session } from './helpers/demo';
import { registerCompany } from './helpers/api';
import { readConfig } from '../../server/config';
import type { TestApp } from './helpers/testApp';

const BROADCAST = '/api/prospect/v1/broadcast';
// An hour between two messages: after the first step the rest stay queued, so each state can be read.
const pace = { minDelaySeconds: 3600, maxDelaySeconds: 3600, dailyCap: 200 };

let t: TestApp;
let demo: Demo;
let sales: Session;

/** Prospects of the sales named 'Siaran …', with the numbers given (phone, and WhatsApp when set). */
async function addProspects(numbers: { phone: string; whatsapp?: string; status?: string }[]) {
  const ids: number[] = [];
  for (const [index, n] of numbers.entries()) {
    const [row] = await t.database.query<{ id: number }>(
      `insert into prospect (id_company, id_user, id_group, name, phone, whatsapp, status, kota)
       values ($1, $2, $3, $4, $5, $6, $7, 'Bandung') returning id`,
      [sales.id_company, sales.id, sales.id_group, `Siaran ${index + 1}`, n.phone, n.whatsapp ?? null, n.status ?? 'Hot'],
    );
    ids.push(row.id);
  }
  return ids;
}

const compose = (extra: object = {}) => ({
  name: 'Promo Akhir Tahun',
  body: 'Halo {nama} dari {kota}, salam {sales}',
  recipients: { kind: 'prospect', filter: { q: 'Siaran' } },
  ...extra,
});

const recipientsOf = (id: number) =>
  t.database.query<{ name: string; phone: string | null; status: string; reason: string | null; id_message: number | null }>(
    'select name, phone, status, reason, id_message from broadcast_recipient where id_broadcast = $1 order by id',
    [id],
  );

beforeAll(async () => {
  ({ t, demo, sales } = await startDemoApp({ config: { ...readConfig({}), broadcast: pace } }));
  await grantBroadcast(t.database);
  await t.database.query(`insert into wa_opt_out (id_company, phone) values ($1, '+6281300000004')`, [sales.id_company]);
  await addProspects([
    { phone: '081300000001' },
    { phone: '+6281300000002' },
    { phone: '081300000099', whatsapp: '081300000001' }, // the same WhatsApp number as the first
    { phone: '12' },
    { phone: '+6281300000004' },
  ]);
});
afterAll(() => t?.close());

describe('making a broadcast', () => {
  it('refuses a sender without a linked WhatsApp (409)', async () => {
    const response = await sales.api.json('POST', BROADCAST, compose());
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Hubungkan WhatsApp anda dulu di menu Sinkronisasi WhatsApp.');
  });

  it('previews the count and the first messages without writing anything', async () => {
    const response = await sales.api.json('POST', `${BROADCAST}/preview`, compose());
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json().data;
    expect(preview).toMatchObject({ total: 5, queued: 2, skipped: 3 });
    expect(preview.messages[0]).toEqual({ name: 'Siaran 1', phone: '+6281300000001', body: `Halo Siaran 1 dari Bandung, salam ${sales.name}` });
    const [{ n }] = await t.database.query<{ n: number }>('select count(*)::int as n from broadcast');
    expect(n).toBe(0);
  });

  it('schedules every recipient, skipping duplicates, opted-out and invalid numbers with the reason', async () => {
    await markLinked(t.database, sales.id_company, sales.id);
    const response = await sales.api.json('POST', BROADCAST, compose());
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json().data;
    const rows = await recipientsOf(id);
    expect(rows.map((r) => [r.name, r.status === 'skipped' ? r.reason : 'to send'])).toEqual([
      ['Siaran 1', 'to send'],
      ['Siaran 2', 'to send'],
      ['Siaran 3', 'Nomor ganda'],
      ['Siaran 4', 'Nomor tidak valid'],
      ['Siaran 5', 'Penerima meminta berhenti (BERHENTI)'],
    ]);
    // The first step puts one message in the outbox at once; the next waits for the pace.
    await expect.poll(async () => (await recipientsOf(id)).filter((r) => r.status === 'sending').length).toBe(1);
    const outbox = await t.database.query<{ body: string; status: string }>('select body, status from chat_message where id_broadcast = $1', [id]);
    expect(outbox).toHaveLength(1);
    expect(outbox[0].body).toBe(`Halo Siaran 1 dari Bandung, salam ${sales.name}`);

    const log = await sales.api.get(BROADCAST_LOG, { limit: 10 });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().data[0]).toMatchObject({ id, name: 'Promo Akhir Tahun', id_user: sales.id, user_name: sales.name, status: 'running', total: 5, queued: 1, skipped: 3 });
    const detail = await sales.api.get(BROADCAST_DETAIL_LOG, { id_broadcast: id, status: 'skipped' });
    expect(detail.json().count).toBe(3);
    expect(Object.keys(detail.json().data[0]).sort()).toEqual(['id', 'id_prospect', 'id_user_target', 'name', 'phone', 'reason', 'sent_at', 'status', 'updated_at']);
  });

  it('refuses another company\'s prospects and users, and shows another company nothing', async () => {
    const other = await registerCompany(t.app, 'Dealer Lain');
    const [mine] = await addProspects([{ phone: '081300000050' }]);
    await markLinked(t.database, other.id_company, other.id);
    const prospects = await other.api.json('POST', BROADCAST, compose({ recipients: { kind: 'prospect', filter: { ids: [mine] } } }));
    expect(prospects.statusCode).toBe(403);
    const users = await other.api.json('POST', `${BROADCAST}/preview`, compose({ recipients: { kind: 'user', ids: [sales.id] } }));
    expect(users.statusCode).toBe(403);
    expect((await other.api.get(BROADCAST_LOG)).json()).toEqual({ data: [], count: 0 });
    const [theirs] = await t.database.query<{ id: number }>('select id from broadcast order by id limit 1');
    expect((await other.api.get(BROADCAST_DETAIL_LOG, { id_broadcast: theirs.id })).statusCode).toBe(404);
    expect((await other.api.json('POST', `${BROADCAST}/${theirs.id}/pause`)).statusCode).toBe(404);
  });

  it('refuses broadcasts through linked phones until the Administrator turns them on, knowing the risk', async () => {
    const other = await registerCompany(t.app, 'Dealer Baru');
    await markLinked(t.database, other.id_company, other.id);
    const toTeam = compose({ recipients: { kind: 'user', ids: [other.id] } });
    const refused = await other.api.json('POST', BROADCAST, toTeam);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('dimatikan, karena nomor bisa diblokir WhatsApp');
    expect((await other.api.json('POST', `${BROADCAST}/preview`, toTeam)).statusCode).toBe(409);
    const turnedOn = await other.api.json('PUT', '/api/master/v1/company', { linked_broadcasts: true, linked_broadcast_cap: 20 });
    expect(turnedOn.json().data).toMatchObject({ linked_broadcasts: true, linked_broadcast_cap: 20 });
    expect((await other.api.json('POST', BROADCAST, toTeam)).statusCode).toBe(201);
    expect((await other.api.json('PUT', '/api/master/v1/company', { linked_broadcast_cap: 5000 })).statusCode).toBe(422);
  });

  it('keeps a sales person to their own prospects', async () => {
    const colleague = await demo.loginAs('Sales', 1);
    await markLinked(t.database, colleague.id_company, colleague.id);
    const response = await colleague.api.json('POST', `${BROADCAST}/preview`, compose());
    expect(response.statusCode).toBe(422);
  });

  it('lists users to send to, with a number, filtered by name', async () => {
    const admin = await demo.loginAs('Administrator');
    const response = await admin.api.get(BROADCAST_USERS, { name: sales.name });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.map((u: { id: number }) => u.id)).toContain(sales.id);
    for (const u of response.json().data) expect(u.phone_number).toBeTruthy();
  });
});

describe('pause, resume and cancel', () => {
  it('pauses, resumes where it stopped, and cancels the rest', async () => {
    const created = await sales.api.json('POST', BROADCAST, compose({ name: 'Kendali' }));
    const { id } = created.json().data;
    await expect.poll(async () => (await recipientsOf(id)).filter((r) => r.status === 'sending').length).toBe(1);
    expect((await sales.api.json('POST', `${BROADCAST}/${id}/pause`)).statusCode).toBe(200);
    expect((await sales.api.json('POST', `${BROADCAST}/${id}/pause`)).statusCode).toBe(409);
    const supervisors = demo.users.filter((u) => u.role === 'Supervisor');
    const ownIndex = supervisors.findIndex((u) => u.id_group === sales.id_group);
    const otherIndex = supervisors.findIndex((u) => u.id_group !== sales.id_group);
    if (otherIndex >= 0) {
      const stranger = await demo.loginAs('Supervisor', otherIndex);
      expect((await stranger.api.json('POST', `${BROADCAST}/${id}/resume`)).statusCode).toBe(404);
    }
    const supervisor = await demo.loginAs('Supervisor', ownIndex);
    expect((await supervisor.api.json('POST', `${BROADCAST}/${id}/resume`)).statusCode).toBe(200);
    // The step already waiting (an hour away) carries on: resuming never starts a second chain.
    const [{ waiting }] = await t.database.query<{ waiting: number }>(
      `select count(*)::int as waiting from pgboss.job where name = 'broadcast.step' and state = 'created' and singleton_key = $1`,
      [String(id)],
    );
    expect(waiting).toBe(1);
    expect((await sales.api.json('POST', `${BROADCAST}/${id}/cancel`)).statusCode).toBe(200);
    const rows = await recipientsOf(id);
    // Five from the start and the one the cross-company test added; the two still queued are cancelled.
    expect(rows.map((r) => r.status)).toEqual(['sending', 'skipped', 'skipped', 'skipped', 'skipped', 'skipped']);
    expect(rows.filter((r) => r.reason === 'Dibatalkan').map((r) => r.phone)).toEqual(['+6281300000002', '+6281300000050']);
    const [row] = await t.database.query<{ status: string }>('select status from broadcast where id = $1', [id]);
    expect(row.status).toBe('cancelled');
  });
});

describe('opting out', () => {
  it('records BERHENTI or STOP, trimmed and in any case, and nothing else', async () => {
    const incoming = (phone: string, body: string, n: number) =>
      t.database.db.transaction((tx) => storeIncoming(tx, { id_company: sales.id_company, id_user: sales.id, phone, body, external_id: `in-${n}` }));
    await incoming('+6281300000070', '  berhenti ', 1);
    await incoming('+6281300000071', 'Stop', 2);
    await incoming('+6281300000072', 'stop dulu ya', 3);
    const rows = await t.database.query<{ phone: string }>(`select phone from wa_opt_out where phone like '+628130000007%' order by phone`);
    expect(rows.map((r) => r.phone)).toEqual(['+6281300000070', '+6281300000071']);
  });
});
