import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_QR_WA } from '../../domain/apiPaths';
import { queueOutgoing } from '../../server/whatsapp/conversation';
import { FakeWhatsApp } from '../../server/whatsapp/fakeTransport';
import { UNKNOWN_FATE } from '../../server/whatsapp/outboxSender';
import { apiClient } from './helpers/api';
import { startDemoApp, type Demo, type Session } from './helpers/demo';
import { startTestApp, type TestApp } from './helpers/testApp';
import { linkState, FAKE_WHATSAPP, linkThroughFake } from './helpers/whatsapp';

/**
 * The outbox and the links' holders (docs/whatsapp.md): whoever takes a request, the instance that
 * holds the sender's link sends, once; a restart picks the link up from its sealed secrets.
 */

const fake = new FakeWhatsApp();
const whatsapp = FAKE_WHATSAPP;
let first: TestApp;
let second: TestApp;
let demo: Demo;
let sales: Session;
let id_account: number;
const SENDER = '+6281322220001';

type Message = { id: number; status: string; error: string | null; body: string; external_id: string | null; direction: string };
const messages = (where: string, params: unknown[] = []) =>
  first.database.query<Message>(`select id, status, error, body, external_id, direction from chat_message where ${where} order by id`, params);

const queue = (phone: string, body: string) =>
  first.database.db.transaction((tx) => queueOutgoing(tx, { id_company: sales.id_company, id_user: sales.id, phone, body }));

beforeAll(async () => {
  ({ t: first, demo, sales } = await startDemoApp({ whatsappTransport: fake, config: { whatsapp } }));
  id_account = await linkThroughFake(first.database, sales, fake, SENDER);
  // A second instance on the same database, as behind a load balancer.
  second = await startTestApp({ database: first.database, whatsappTransport: fake, config: { whatsapp } });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('the outbox', () => {
  it('sends each queued message once, in order, through the link’s holder', async () => {
    const before = fake.sent.length;
    await queue('+6281322229001', 'Pesan satu');
    await queue('+6281322229001', 'Pesan dua');
    await queue('+6281322229002', 'Pesan tiga');
    await expect.poll(async () => (await messages(`body like 'Pesan %'`)).map((m) => m.status)).toEqual(['sent', 'sent', 'sent']);
    expect(fake.sent.slice(before).map((m) => [m.to, m.body])).toEqual([
      ['+6281322229001', 'Pesan satu'],
      ['+6281322229001', 'Pesan dua'],
      ['+6281322229002', 'Pesan tiga'],
    ]);
    const sent = await messages(`body like 'Pesan %'`);
    expect(sent.every((m) => m.external_id?.startsWith('fake-'))).toBe(true);
  });

  it('records a number without WhatsApp as failed with the reason', async () => {
    fake.notOnWhatsApp.add('+6281322229003');
    const [queued] = await Promise.all([queue('+6281322229003', 'Tidak sampai')]);
    await expect.poll(async () => (await messages('id = $1', [queued.id]))[0]).toMatchObject({ status: 'failed', error: 'Nomor tidak terdaftar di WhatsApp.' });
  });

  it('stores a message that arrives twice once, and moves receipts forward only', async () => {
    const externalId = fake.receive(id_account, '+6281322229004', 'Halo, motornya masih ada?', 'Pak Darto');
    fake.receive(id_account, '+6281322229004', 'Halo, motornya masih ada?', 'Pak Darto', externalId);
    await expect.poll(async () => (await messages(`direction = 'in' and external_id = $1`, [externalId])).length).toBe(1);
    const [room] = await first.database.query<{ name: string; unread: number }>(`select name, unread from chat_room where phone = '+6281322229004'`);
    expect(room).toEqual({ name: 'Pak Darto', unread: 1 });

    const reply = await queue('+6281322229004', 'Masih, Pak.');
    await expect.poll(async () => (await messages('id = $1', [reply.id]))[0].status).toBe('sent');
    const { external_id } = (await messages('id = $1', [reply.id]))[0];
    fake.receipt(external_id!, 'read');
    await expect.poll(async () => (await messages('id = $1', [reply.id]))[0].status).toBe('read');
    fake.receipt(external_id!, 'delivered');
    await expect.poll(async () => (await messages('id = $1', [reply.id]))[0].status).toBe('read');
  });
});

describe('a link that comes back by itself', () => {
  it('keeps the message it was sending meanwhile, instead of failing it as left half sent', async () => {
    const release = fake.holdSends();
    const message = await queue('+6281322229006', 'Di tengah jalan');
    await expect.poll(async () => (await messages('id = $1', [message.id]))[0].status).toBe('sending');
    let announced = false;
    const stop = first.app.events.subscribeAll((event) => {
      if (event.type === 'wa_link' && event.id_user === sales.id) announced = true;
    });
    // The link says linked again (a network blip) while the send is under way; it announces once it has settled.
    fake.reconnect(id_account);
    await expect.poll(() => announced).toBe(true);
    stop();
    release();
    await expect.poll(async () => (await messages('id = $1', [message.id]))[0]).toMatchObject({ status: 'sent', error: null });
  });
});

describe('one instance per link', () => {
  it('never lets two instances drive the same link, even when both are asked at once', async () => {
    const other = await demo.loginAs('Sales', 1);
    const throughSecond = apiClient(second.app, other.token);
    await Promise.all([other.api.json('POST', REQUEST_QR_WA, {}), throughSecond.json('POST', REQUEST_QR_WA, {}), other.api.json('POST', REQUEST_QR_WA, {})]);
    const [row] = await first.database.query<{ id: number }>('select id from wa_account where id_user = $1', [other.id]);
    await expect.poll(() => fake.currentQr(row.id)).toBeTruthy();
    await second.app.whatsapp.links.tend();
    await first.app.whatsapp.links.tend();
    expect(fake.mostOpenAtOnce.get(row.id)).toBe(1);
    expect(fake.mostOpenAtOnce.get(id_account)).toBe(1);
  });

  it('after its holder stops, another instance reconnects the link from its sealed secrets and sends what waits', async () => {
    await first.app.whatsapp.links.close();
    expect(fake.openLinks(id_account)).toEqual([]);
    // A message left half sent by the stopped instance, and one still waiting.
    const interrupted = await queue('+6281322229005', 'Terputus');
    await first.database.query(`update chat_message set status = 'sending' where id = $1`, [interrupted.id]);
    const waiting = await queue('+6281322229005', 'Menunggu');
    const before = fake.sent.length;

    await second.app.whatsapp.links.tend();
    await expect.poll(() => fake.openLinks(id_account).length).toBe(1);
    expect(await linkState(sales.api)).toMatchObject({ status: 'linked', phone: SENDER });
    await expect.poll(async () => (await messages('id = $1', [waiting.id]))[0].status).toBe('sent');
    expect((await messages('id = $1', [interrupted.id]))[0]).toMatchObject({ status: 'failed', error: UNKNOWN_FATE });
    expect(fake.sent.slice(before).map((m) => m.body)).toEqual(['Menunggu']);
    expect(fake.mostOpenAtOnce.get(id_account)).toBe(1);
  });

  it('lets a link go when its secrets do not open (another WA_CREDENTIALS_KEY), for an instance that can', async () => {
    const wrongKey = await startTestApp({ database: first.database, whatsappTransport: fake, config: { whatsapp: { ...whatsapp, credentialsKey: Buffer.alloc(32, 9) } } });
    try {
      await second.app.whatsapp.links.close();
      await wrongKey.app.whatsapp.links.tend();
      const [row] = await first.database.query<{ owner: string | null; status: string }>('select owner, status from wa_account where id = $1', [id_account]);
      expect(row.status).toBe('linked');
      expect(row.owner).not.toBe(wrongKey.app.whatsapp.links.instance);
      await second.app.whatsapp.links.tend();
      await expect.poll(() => fake.openLinks(id_account).length).toBe(1);
    } finally {
      await wrongKey.close();
    }
  });
});
