import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, CHAT_ROOMS, MST_STATUS_CHAT } from '../../domain/apiPaths';
import { storeIncoming } from '../../server/whatsapp/conversation';
import { FakeWhatsApp } from '../../server/whatsapp/fakeTransport';
import { registerCompany } from './helpers/api';
import { startDemoApp, type Demo, type Session } from './helpers/demo';
import { openStream } from './helpers/sse';
import type { TestApp } from './helpers/testApp';
import { FAKE_WHATSAPP, linkThroughFake } from './helpers/whatsapp';

/** Chat WhatsApp (docs/whatsapp.md, Chat): who reads and who writes which rooms, and what a reply does. */

const fake = new FakeWhatsApp();
const whatsapp = FAKE_WHATSAPP;
let t: TestApp;
let baseUrl: string;
let demo: Demo;
let admin: Session;
let supervisor: Session;
let sales: Session;
let outsider: Session;
type Room = { id: number; id_user: number; phone: string; name: string | null; unread: number; last_message: string | null; id_prospect: number | null; status_name: string | null };

const incoming = (owner: Session, phone: string, body: string, name?: string) =>
  t.database.db.transaction((tx) =>
    storeIncoming(tx, { id_company: owner.id_company, id_user: owner.id, phone, name, body, external_id: `${phone}-${body}` }),
  );
const rooms = async (session: Session, query: Record<string, string | number> = {}) => {
  const response = await session.api.get(CHAT_ROOMS, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Room[]; count: number };
};
const roomOfPhone = async (owner: Session, phone: string) => (await rooms(owner, { search: phone })).data[0];
const setLink = (who: Session, status: string) => t.database.query('update wa_account set status = $2 where id_user = $1', [who.id, status]);

beforeAll(async () => {
  ({ t, demo, admin, supervisor } = await startDemoApp({ whatsappTransport: fake, config: { whatsapp }, streamHeartbeatMs: 300 }));
  const salesOf = demo.users.filter((u) => u.role === 'Sales');
  sales = await demo.loginAs('Sales', salesOf.findIndex((u) => u.id_group === supervisor.id_group));
  outsider = await demo.loginAs('Sales', salesOf.findIndex((u) => u.id_group !== supervisor.id_group));
  await linkThroughFake(t.database, sales, fake, '+6281322270001');
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

describe('reading rooms', () => {
  it('lists the caller’s rooms, the latest first, with search, paging and the count', async () => {
    await incoming(sales, '+6281322271001', 'Halo, mau tanya Beat', 'Pak Darto');
    await incoming(sales, '+6281322271002', 'Harga Vario berapa?', 'Bu Sari');
    await incoming(sales, '+6281322271003', 'Cicilan NMAX?', 'Mas Joko');
    const all = await rooms(sales);
    expect(all.count).toBe(3);
    expect(all.data.map((r) => r.name)).toEqual(['Mas Joko', 'Bu Sari', 'Pak Darto']);
    expect(all.data[0]).toMatchObject({ id_user: sales.id, phone: '+6281322271003', last_message: 'Cicilan NMAX?', unread: 1 });
    const page = await rooms(sales, { limit: 1, offset: 1 });
    expect([page.count, page.data.map((r) => r.name)]).toEqual([3, ['Bu Sari']]);
    expect((await rooms(sales, { search: 'sari' })).data.map((r) => r.phone)).toEqual(['+6281322271002']);
    expect((await rooms(sales, { search: '271001' })).data.map((r) => r.name)).toEqual(['Pak Darto']);
    expect((await sales.api.get(CHAT_ROOMS, { limit: 101 })).statusCode).toBe(422);
  });

  it('lets a supervisor read their group’s rooms and the Administrator anyone’s, and nobody else', async () => {
    expect((await rooms(supervisor, { id_user: sales.id })).count).toBe(3);
    expect((await rooms(admin, { id_user: sales.id })).count).toBe(3);
    expect((await outsider.api.get(CHAT_ROOMS, { id_user: sales.id })).statusCode).toBe(403);
    expect((await supervisor.api.get(CHAT_ROOMS, { id_user: outsider.id })).statusCode).toBe(403);
    const foreign = await registerCompany(t.app, 'Dealer Lain');
    expect((await foreign.api.get(CHAT_ROOMS, { id_user: sales.id })).statusCode).toBe(403);
    const room = await roomOfPhone(sales, '+6281322271001');
    expect((await foreign.api.get(CHAT_MESSAGES, { id_room: room.id })).statusCode).toBe(404);
    expect((await outsider.api.get(CHAT_MESSAGES, { id_room: room.id })).statusCode).toBe(404);
  });

  it('answers the messages newest first, pages back with before_id, and resets unread only for the owner', async () => {
    await incoming(sales, '+6281322271001', 'Masih ada warna merah?');
    const room = await roomOfPhone(sales, '+6281322271001');
    expect(room.unread).toBe(2);
    const read = await supervisor.api.get(CHAT_MESSAGES, { id_room: room.id });
    expect(read.statusCode).toBe(200);
    expect((await roomOfPhone(sales, '+6281322271001')).unread).toBe(2);
    const page = (await sales.api.get(CHAT_MESSAGES, { id_room: room.id, limit: 1 })).json();
    expect(page).toMatchObject({ count: 2, data: [{ body: 'Masih ada warna merah?', direction: 'in', status: 'received' }] });
    const older = (await sales.api.get(CHAT_MESSAGES, { id_room: room.id, before_id: page.data[0].id })).json();
    expect(older.data.map((m: { body: string }) => m.body)).toEqual(['Halo, mau tanya Beat']);
    expect((await roomOfPhone(sales, '+6281322271001')).unread).toBe(0);
  });
});

describe('replying', () => {
  it('queues the owner’s reply in the outbox and announces it on the owner’s live stream', async () => {
    const room = await roomOfPhone(sales, '+6281322271002');
    const stream = await openStream(baseUrl, sales.token, sales.id);
    const supervisorStream = await openStream(baseUrl, supervisor.token, supervisor.id);
    const outsiderStream = await openStream(baseUrl, outsider.token, outsider.id);
    const response = await sales.api.json('POST', CHAT_MESSAGES, { id_room: room.id, body: 'Vario 160 mulai 28 juta, Bu.' });
    expect(response.statusCode, response.body).toBe(201);
    const message = response.json().data;
    expect(message).toMatchObject({ id_room: room.id, direction: 'out', status: 'queued', body: 'Vario 160 mulai 28 juta, Bu.' });
    expect(await stream.next('chat')).toEqual({ id_room: room.id, id_message: message.id });
    expect(await supervisorStream.next('chat')).toEqual({ id_room: room.id, id_message: message.id });
    await expect(outsiderStream.next('chat', 500)).rejects.toThrow(/no 'chat' event/);
    await Promise.all([stream.close(), supervisorStream.close(), outsiderStream.close()]);
    expect((await roomOfPhone(sales, '+6281322271002')).last_message).toBe('Vario 160 mulai 28 juta, Bu.');
  });

  it('lets only the owner send, refuses an empty or too long text, and refuses an owner without a linked WhatsApp', async () => {
    const room = await roomOfPhone(sales, '+6281322271003');
    expect((await supervisor.api.json('POST', CHAT_MESSAGES, { id_room: room.id, body: 'Halo' })).statusCode).toBe(403);
    expect((await admin.api.json('POST', CHAT_MESSAGES, { id_room: room.id, body: 'Halo' })).statusCode).toBe(403);
    expect((await sales.api.json('POST', CHAT_MESSAGES, { id_room: room.id, body: '   ' })).statusCode).toBe(422);
    expect((await sales.api.json('POST', CHAT_MESSAGES, { id_room: room.id, body: 'x'.repeat(4001) })).statusCode).toBe(422);
    await setLink(sales, 'disconnected');
    try {
      const refused = await sales.api.json('POST', CHAT_MESSAGES, { id_room: room.id, body: 'Halo' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Hubungkan WhatsApp anda dulu di menu Sinkronisasi WhatsApp.');
    } finally {
      await setLink(sales, 'linked');
    }
  });

  it('fills a template’s placeholders for the room’s prospect and refuses another company’s template', async () => {
    const [prospect] = await t.database.query<{ id: number; name: string }>(
      'select id, name from prospect where id_user = $1 order by id limit 1',
      [sales.id],
    );
    const opened = await sales.api.json('POST', CHAT_ROOMS, { id_prospect: prospect.id });
    expect(opened.statusCode, opened.body).toBe(200);
    const room = opened.json().data as Room;
    expect(room).toMatchObject({ id_prospect: prospect.id, prospect_name: prospect.name, id_user: sales.id });
    expect((await sales.api.json('POST', CHAT_ROOMS, { id_prospect: prospect.id })).json().data.id).toBe(room.id);
    expect((await supervisor.api.json('POST', CHAT_ROOMS, { id_prospect: prospect.id })).statusCode).toBe(403);

    const [template] = await t.database.query<{ id: number }>(
      "insert into wa_template (id_company, name, body) values ($1, 'Sapa', 'Halo {nama}, saya {sales} dari {dealer}.') returning id",
      [sales.id_company],
    );
    const sent = await sales.api.json('POST', CHAT_MESSAGES, { id_room: room.id, id_template: template.id });
    expect(sent.statusCode, sent.body).toBe(201);
    const [dealer] = await t.database.query<{ name: string }>('select name from company where id = $1', [sales.id_company]);
    expect(sent.json().data).toMatchObject({ id_template: template.id, body: `Halo ${prospect.name}, saya ${sales.name} dari ${dealer.name}.` });

    const foreign = await registerCompany(t.app, 'Dealer Template');
    const [other] = await t.database.query<{ id: number }>(
      "insert into wa_template (id_company, name, body) values ($1, 'Lain', 'Halo') returning id",
      [foreign.id_company],
    );
    expect((await sales.api.json('POST', CHAT_MESSAGES, { id_room: room.id, id_template: other.id })).statusCode).toBe(404);
  });
});

describe('chat statuses', () => {
  it('starts every company with Baru, Dibalas and Selesai', async () => {
    const foreign = await registerCompany(t.app, 'Dealer Status');
    for (const session of [sales, foreign]) {
      const list = await session.api.get(MST_STATUS_CHAT);
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((s: { name: string }) => s.name)).toEqual(['Baru', 'Dibalas', 'Selesai']);
    }
  });

  it('lets only the Administrator edit them, with unique names and #RRGGBB colours', async () => {
    const body = { name: 'Tunggu DP', color: '#AA3300', sort_order: 4 };
    expect((await sales.api.json('POST', MST_STATUS_CHAT, body)).statusCode).toBe(403);
    expect((await supervisor.api.json('POST', MST_STATUS_CHAT, body)).statusCode).toBe(403);
    expect((await admin.api.json('POST', MST_STATUS_CHAT, { ...body, color: 'merah' })).statusCode).toBe(422);
    const created = await admin.api.json('POST', MST_STATUS_CHAT, body);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    expect((await admin.api.json('POST', MST_STATUS_CHAT, body)).statusCode).toBe(409);
    expect((await sales.api.json('PUT', `${MST_STATUS_CHAT}/${id}`, body)).statusCode).toBe(403);
    const renamed = await admin.api.json('PUT', `${MST_STATUS_CHAT}/${id}`, { ...body, name: 'Menunggu DP' });
    expect(renamed.json().data).toMatchObject({ id, name: 'Menunggu DP' });

    const room = await roomOfPhone(sales, '+6281322271001');
    const tagged = await sales.api.json('PUT', `${CHAT_ROOMS}/${room.id}`, { id_status: id });
    expect(tagged.json().data).toMatchObject({ id_status: id, status_name: 'Menunggu DP', status_color: '#AA3300' });
    expect((await supervisor.api.json('PUT', `${CHAT_ROOMS}/${room.id}`, { id_status: null })).statusCode).toBe(403);
    expect((await rooms(sales, { id_status: id })).data.map((r) => r.id)).toEqual([room.id]);

    expect((await sales.api.json('DELETE', `${MST_STATUS_CHAT}/${id}`)).statusCode).toBe(403);
    expect((await admin.api.json('DELETE', `${MST_STATUS_CHAT}/${id}`)).statusCode).toBe(200);
    expect((await roomOfPhone(sales, '+6281322271001')).status_name).toBeNull();
  });
});
