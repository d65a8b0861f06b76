import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_MESSAGES, CHAT_ROOMS, metaReviewPath, WA_CLOUD_ACCOUNT, waCloudWebhookPath } from '../../domain/apiPaths';
import type { FakeGraph } from '../../server/whatsapp/cloud/fakeGraph';
import { registerCompany } from './helpers/api';
import type { FakeWhatsApp } from '../../server/whatsapp/fakeTransport';
import { startCloudApp, type CloudApp } from './helpers/cloud';
import { linkThroughFake } from './helpers/whatsapp';
import type { Session } from './helpers/demo';
import type { TestApp } from './helpers/testApp';

/**
 * The Cloud API transport over real HTTP against the fake Meta (docs/whatsapp.md, The Cloud API):
 * connecting a number, Meta's webhook (handshake, signature, events once), and the outbox through
 * Meta with its errors.
 */

const WAIT = { timeout: 20_000, interval: 50 };

let cloud: CloudApp;
let t: TestApp;
let fake: FakeGraph;
let admin: Session;
let sales: Session;
let customer: { id: number; phone: string; waId: string };

const connect = (session: Session, body: Record<string, string>) =>
  session.api.json('PUT', WA_CLOUD_ACCOUNT, { phone_number_id: cloud.number.phone_number_id, business_account_id: cloud.number.business_account_id, ...body });
const count = async (sql: string, values: unknown[] = []) => (await t.database.query<{ n: number }>(sql, values))[0].n;
const signed = (payload: string, secret: string) => `sha256=${createHmac('sha256', secret).update(payload).digest('hex')}`;
const text = (body: string) => ({ type: 'text', text: { body } });
const customerMessage = (id: string, content: Record<string, unknown>) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: cloud.number.business_account_id,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '6281120003000', phone_number_id: cloud.number.phone_number_id },
              contacts: [{ profile: { name: 'Pelanggan' }, wa_id: customer.waId }],
              messages: [{ from: customer.waId, id, timestamp: String(Math.floor(Date.now() / 1000)), ...content }],
            },
          },
        ],
      },
    ],
  });

const cloudRoomOf = async (phone: string) =>
  (await t.database.query<{ id: number; id_user: number }>(`select id, id_user from chat_room where phone = $1 and transport = 'cloud'`, [phone]))[0];
const messageWith = async (body: string) =>
  (await t.database.query<{ id: number; status: string; error: string | null; external_id: string | null; transport: string }>(`select * from chat_message where body = $1`, [body]))[0];

async function reply(body: string) {
  const room = await cloudRoomOf(customer.phone);
  const response = await sales.api.json('POST', CHAT_MESSAGES, { id_room: room.id, body });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().data.transport).toBe('cloud');
}
const settledAs = (body: string, status: string) =>
  vi.waitFor(async () => {
    const message = await messageWith(body);
    expect(message?.status).toBe(status);
    return message;
  }, WAIT);
const sentToMeta = (body: string) => fake.sent.filter((sent) => sent.body === body);

beforeAll(async () => {
  cloud = await startCloudApp();
  ({ t, admin, sales, fake } = cloud);
  // The salesperson's own phone is linked too: its outbox must leave the business number's messages alone.
  await linkThroughFake(t.database, sales, t.app.whatsapp.fake as FakeWhatsApp, '+6281322279999');
  const [prospect] = await t.database.query<{ id: number; phone: string }>(`select id, phone from prospect where id_user = $1 and phone is not null order by id limit 1`, [sales.id]);
  customer = { ...prospect, waId: prospect.phone.replace('+', '') };
});
afterAll(async () => {
  await t.close();
});

describe('connecting the business number', () => {
  it('is the Administrator’s, and Meta is asked before anything is stored', async () => {
    const { access_token, app_secret } = cloud.number;
    expect((await connect(sales, { access_token, app_secret })).statusCode).toBe(403);
    const refused = await connect(admin, { access_token: 'EAAGwrong', app_secret });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toContain('Meta menolak');
    const noSecret = await connect(admin, { access_token });
    expect(noSecret.statusCode).toBe(422);
    expect(noSecret.json().errors).toEqual({ app_secret: 'App secret wajib diisi.' });
    expect((await admin.api.get(WA_CLOUD_ACCOUNT)).json()).toEqual({ data: null, demo: true });
  });

  it('shows what Meta says of the number and where to point Meta’s webhook, never the secrets', async () => {
    const { access_token, app_secret } = cloud.number;
    const response = await connect(admin, { access_token, app_secret });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      phone_number_id: cloud.number.phone_number_id,
      display_phone: '+62 811-2000-3000',
      verified_name: 'Dealer Uji',
      messaging_limit: 10_000,
      webhook_url: `http://sales.test${waCloudWebhookPath(admin.id_company)}`,
    });
    const read = await admin.api.get(WA_CLOUD_ACCOUNT);
    for (const text of [response.body, read.body]) {
      expect(text).not.toContain(access_token);
      expect(text).not.toContain(app_secret);
    }
    const [stored] = await t.database.query<{ access_token: Uint8Array; app_secret: Uint8Array }>('select access_token, app_secret from wa_cloud_account');
    expect(Buffer.from(stored.access_token).includes(access_token)).toBe(false);
    expect(Buffer.from(stored.app_secret).includes(app_secret)).toBe(false);
  });

  it('answers Meta’s handshake only with the company’s verify token', async () => {
    const { verify_token } = (await admin.api.get(WA_CLOUD_ACCOUNT)).json().data as { verify_token: string };
    const handshake = (token: string) => fetch(`${cloud.webhook}?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`);
    expect((await handshake('salah')).status).toBe(403);
    const answered = await handshake(verify_token);
    expect([answered.status, await answered.text()]).toEqual([200, '1158201444']);
  });

  it('keeps one company’s number and webhook from another', async () => {
    const other = await registerCompany(t.app, 'Dealer Lain');
    const otherApi = other.api;
    expect((await otherApi.get(WA_CLOUD_ACCOUNT)).json()).toEqual({ data: null, demo: true });
    const taken = await otherApi.json('PUT', WA_CLOUD_ACCOUNT, cloud.number);
    expect(taken.statusCode, taken.body).toBe(409);
    const payload = customerMessage('wamid.lain', text('Pesan ke dealer lain'));
    const toOther = `${cloud.baseUrl}${waCloudWebhookPath(other.id_company)}`;
    expect((await fetch(toOther, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signed(payload, cloud.number.app_secret) }, body: payload })).status).toBe(401);
    expect(await count(`select count(*)::int as n from chat_message where body = 'Pesan ke dealer lain'`)).toBe(0);
  });
});

describe('Meta’s webhook', () => {
  it('puts a customer’s message in the room of the salesperson whose prospect has the number', async () => {
    fake.customerWrites(cloud.number.phone_number_id, { wa_id: customer.waId, name: 'Pelanggan', body: 'Halo, motornya masih ada?' });
    const message = await vi.waitFor(async () => {
      const found = await messageWith('Halo, motornya masih ada?');
      expect(found).toBeDefined();
      return found;
    }, WAIT);
    expect(message.transport).toBe('cloud');
    expect((await cloudRoomOf(customer.phone)).id_user).toBe(sales.id);
  });

  it('applies an event once, however often Meta sends it', async () => {
    const payload = customerMessage('wamid.dua-kali', text('Pesan yang dikirim ulang'));
    for (let i = 0; i < 3; i += 1) expect((await cloud.postEvent(payload)).status).toBe(200);
    expect(await count(`select count(*)::int as n from chat_message where body = 'Pesan yang dikirim ulang'`)).toBe(1);
  });

  it('shows a photo, a document, a voice note or a reaction by its kind in Indonesian, with its caption, file name or emoji', async () => {
    const messages = [
      [{ type: 'image', image: { id: 'media-1', mime_type: 'image/jpeg', caption: 'Foto STNK' } }, '[Gambar] Foto STNK'],
      [{ type: 'document', document: { id: 'media-2', filename: 'KTP.pdf' } }, '[Dokumen] KTP.pdf'],
      [{ type: 'audio', audio: { id: 'media-3' } }, '[Pesan suara]'],
      [{ type: 'reaction', reaction: { message_id: 'wamid.x', emoji: '👍' } }, '[Reaksi] 👍'],
    ] as const;
    for (const [index, [content]] of messages.entries()) expect((await cloud.postEvent(customerMessage(`wamid.media-${index}`, content))).status).toBe(200);
    const stored = await t.database.query<{ body: string }>(`select body from chat_message where external_id like 'wamid.media-%' order by external_id`);
    expect(stored.map((row) => row.body)).toEqual(messages.map(([, body]) => body));
  });

  it('reads nothing without the app secret’s signature', async () => {
    const payload = customerMessage('wamid.palsu', text('Pesan palsu'));
    const events = await count('select count(*)::int as n from wa_cloud_event');
    const post = (signature?: string) => fetch(cloud.webhook, { method: 'POST', headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) }, body: payload });
    for (const signature of [undefined, signed(payload, 'bukan-rahasianya'), 'sha256=00', signed(`${payload} `, cloud.number.app_secret)]) {
      expect((await post(signature)).status).toBe(401);
    }
    expect(await count(`select count(*)::int as n from chat_message where body = 'Pesan palsu'`)).toBe(0);
    expect(await count('select count(*)::int as n from wa_cloud_event')).toBe(events);
  });

  it('hands a customer nobody knows to the Administrator', async () => {
    fake.customerWrites(cloud.number.phone_number_id, { wa_id: '6281299990000', body: 'Siapa yang bisa bantu?' });
    await vi.waitFor(async () => expect((await cloudRoomOf('+6281299990000'))?.id_user).toBe(admin.id), WAIT);
  });
});

describe('sending through Meta', () => {
  it('sends a reply from the business number and records its statuses', async () => {
    await reply('Masih ada, Pak. Mau dijadwalkan test ride?');
    const message = await settledAs('Masih ada, Pak. Mau dijadwalkan test ride?', 'delivered');
    const [sent] = sentToMeta('Masih ada, Pak. Mau dijadwalkan test ride?');
    expect([sent.to, sent.id]).toEqual([customer.waId, message.external_id]);
    expect((t.app.whatsapp.fake as FakeWhatsApp).sent).toEqual([]);
  });

  it('waits out Meta’s rate limit and sends the message once, never through the salesperson’s own phone meanwhile', async () => {
    fake.failNextSends(130429, 1);
    await reply('Pesan setelah batas kecepatan');
    await vi.waitFor(async () => expect((await messageWith('Pesan setelah batas kecepatan')).status).toBe('queued'), WAIT);
    // While it waits, the salesperson's linked phone sends one of their own chats: its outbox is woken.
    const opened = await sales.api.json('POST', CHAT_ROOMS, { id_prospect: customer.id });
    const own = await sales.api.json('POST', CHAT_MESSAGES, { id_room: opened.json().data.id, body: 'Dari nomor sendiri' });
    expect(own.statusCode, own.body).toBe(201);
    await settledAs('Pesan setelah batas kecepatan', 'delivered');
    expect(sentToMeta('Pesan setelah batas kecepatan')).toHaveLength(1);
    expect((t.app.whatsapp.fake as FakeWhatsApp).sent.map((sent) => sent.body)).toEqual(['Dari nomor sendiri']);
  });

  it('pauses the business number’s sends twice as long each time Meta refuses in a row, and from the start again once Meta takes a round', async () => {
    const account = async () =>
      (await t.database.query<{ retry_streak: number; sends_paused_until: Date }>('select retry_streak, sends_paused_until from wa_cloud_account'))[0];
    const waitingRun = async () =>
      (await t.database.query<{ start_after: Date }>(`select start_after from pgboss.job where name = 'whatsapp.cloud_outbox' and state = 'created'`))[0];
    /** The pause ends now: the waiting run comes due. */
    const endPause = async () => {
      await t.database.query('update wa_cloud_account set sends_paused_until = now()');
      await t.database.query(`update pgboss.job set start_after = now() where name = 'whatsapp.cloud_outbox' and state = 'created'`);
    };
    fake.failNextSends(130429, 2);
    await reply('Pesan di tengah jeda');
    for (const streak of [1, 2]) {
      const paused = await vi.waitFor(async () => {
        const now = await account();
        expect(now.retry_streak).toBe(streak);
        return now;
      }, WAIT);
      // The next run is queued for the end of the pause, not before.
      await vi.waitFor(async () => expect((await waitingRun())?.start_after).toEqual(paused.sends_paused_until), WAIT);
      expect((await messageWith('Pesan di tengah jeda')).status).toBe('queued');
      await endPause();
    }
    await settledAs('Pesan di tengah jeda', 'delivered');
    expect(sentToMeta('Pesan di tengah jeda')).toHaveLength(1);
    await vi.waitFor(async () => expect((await account()).retry_streak).toBe(0), WAIT);
  });

  it('learns the fate of a send whose answer was lost from Meta’s status, without sending it again', async () => {
    fake.dropNextAnswers(1);
    await reply('Jawaban Meta hilang');
    const message = await settledAs('Jawaban Meta hilang', 'delivered');
    const sent = sentToMeta('Jawaban Meta hilang');
    expect(sent).toHaveLength(1);
    expect(message.external_id).toBe(sent[0].id);
  });

  it('records Meta’s refusals with their reason in Indonesian', async () => {
    fake.notOnWhatsApp.add(customer.waId);
    await reply('Ke nomor tanpa WhatsApp');
    expect((await settledAs('Ke nomor tanpa WhatsApp', 'failed')).error).toBe('Nomor tidak terdaftar di WhatsApp atau tidak bisa menerima pesan. (kode Meta 131026)');
    fake.notOnWhatsApp.clear();
    fake.failNextSends(131047);
    await reply('Di luar jendela 24 jam');
    expect((await settledAs('Di luar jendela 24 jam', 'failed')).error).toContain('Lebih dari 24 jam sejak pesan terakhir pelanggan');
  });

  it('takes free text only within 24 hours of the customer’s last message, and an approved template after', async () => {
    const room = await cloudRoomOf(customer.phone);
    await t.database.query(`update chat_room set last_incoming_at = now() - interval '25 hours' where id = $1`, [room.id]);
    const late = await sales.api.json('POST', CHAT_MESSAGES, { id_room: room.id, body: 'Terlambat' });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toContain('lebih dari 24 jam sejak pesan terakhir pelanggan');
    const [template] = await t.database.query<{ id: number }>(`select id from wa_template where name = 'Pengingat follow up'`);
    const unapproved = await sales.api.json('POST', CHAT_MESSAGES, { id_room: room.id, id_template: template.id });
    expect(unapproved.json().message).toContain('belum disetujui Meta');

    expect((await admin.api.json('POST', metaReviewPath(template.id), { category: 'utility' })).statusCode).toBe(200);
    await vi.waitFor(async () => {
      const [row] = await t.database.query<{ meta_status: string }>('select meta_status from wa_template where id = $1', [template.id]);
      expect(row.meta_status).toBe('approved');
    }, WAIT);
    expect((await sales.api.json('POST', CHAT_MESSAGES, { id_room: room.id, id_template: template.id })).statusCode).toBe(201);
    await vi.waitFor(() => expect(fake.sent.filter((sent) => sent.template?.name.startsWith('pengingat_follow_up'))).toHaveLength(1), WAIT);
    const [asTemplate] = fake.sent.filter((sent) => sent.template?.name.startsWith('pengingat_follow_up'));
    expect(asTemplate).toMatchObject({ to: customer.waId, body: '' });
    expect(asTemplate.template?.params[0]).toBe((await t.database.query<{ name: string }>('select name from prospect where id = $1', [customer.id]))[0].name);

    fake.customerWrites(cloud.number.phone_number_id, { wa_id: customer.waId, body: 'Oke, besok saya datang' });
    await vi.waitFor(async () => expect((await sales.api.json('POST', CHAT_MESSAGES, { id_room: room.id, body: 'Ditunggu, Pak!' })).statusCode).toBe(201), WAIT);
  });

  it('refuses a reply once the number is disconnected, and forgets its templates’ reviews', async () => {
    expect((await admin.api.json('DELETE', WA_CLOUD_ACCOUNT)).json()).toEqual({ data: null, demo: true });
    expect(await count(`select count(*)::int as n from wa_template where meta_status is not null or meta_name is not null`)).toBe(0);
    const room = await cloudRoomOf(customer.phone);
    const refused = await sales.api.json('POST', CHAT_MESSAGES, { id_room: room.id, body: 'Tidak terkirim' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('WhatsApp Business perusahaan belum terhubung');
  });
});
