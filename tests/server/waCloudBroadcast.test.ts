import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BROADCAST_LOG, META_REVIEW_SYNC, WA_CLOUD_ACCOUNT, metaReviewPath } from '../../domain/apiPaths';
import { upkeepCloudAccounts } from '../../server/modules/whatsapp/cloudUpkeep';
import type { FakeGraph } from '../../server/whatsapp/cloud/fakeGraph';
import { addNumberedProspects, grantBroadcast } from './helpers/broadcast';
import { startCloudApp, type CloudApp } from './helpers/cloud';
import type { Session } from './helpers/demo';
import type { TestApp } from './helpers/testApp';

/**
 * Templates on Meta and broadcasts through the business number, over real HTTP against the fake
 * Meta (docs/whatsapp.md, Templates on Meta; Broadcasts through the Cloud API).
 */

const TEMPLATE = '/api/master/v1/template';
const BROADCAST = '/api/prospect/v1/broadcast';
const WAIT = { timeout: 30_000, interval: 100 };

let cloud: CloudApp;
let t: TestApp;
let fake: FakeGraph;
let admin: Session;
let sales: Session;

type Template = { id: number; name: string; body: string; meta_status: string | null; meta_reason: string | null; meta_name: string | null };
const templateNamed = async (name: string) =>
  (await t.database.query<Template>('select * from wa_template where id_company = $1 and name = $2', [admin.id_company, name]))[0];
const reviewed = (name: string, status: string) =>
  vi.waitFor(async () => {
    const template = await templateNamed(name);
    expect(template.meta_status).toBe(status);
    return template;
  }, WAIT);
const sendForReview = (name: string, category = 'marketing') =>
  templateNamed(name).then((template) => admin.api.json('POST', metaReviewPath(template.id), { category }));

const messagingLimit = async () => (await t.database.query<{ limit: number | null }>('select messaging_limit as limit from wa_cloud_account'))[0].limit;
const broadcastOf = (id: number) =>
  t.database.query<{ status: string; transport: string; waiting_for: string | null; waiting_until: Date | null }>('select * from broadcast where id = $1', [id]).then((rows) => rows[0]);
const recipientsOf = (id: number) =>
  t.database.query<{ phone: string; status: string; reason: string | null }>('select phone, status, reason from broadcast_recipient where id_broadcast = $1 order by id', [id]);
async function broadcastTo(prefix: string, template: string) {
  const { id } = await templateNamed(template);
  const response = await sales.api.json('POST', BROADCAST, { name: `Siaran ${prefix}`, id_template: id, recipients: { kind: 'prospect', filter: { q: prefix } } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as number;
}
/** The broadcast's recipients once none waits and Meta's last status reached the app. */
const settled = (id: number) =>
  vi.waitFor(async () => {
    const statuses = (await recipientsOf(id)).map((r) => r.status);
    expect(statuses.filter((status) => status === 'queued' || status === 'sending')).toEqual([]);
    expect(fake.delivered()).toBe(true);
    return recipientsOf(id);
  }, WAIT);

beforeAll(async () => {
  cloud = await startCloudApp();
  ({ t, admin, sales, fake } = cloud);
  await grantBroadcast(t.database);
});
afterAll(async () => {
  await t.close();
});

describe('the WhatsApp of the next broadcast', () => {
  it('is the sender’s linked phone when allowed, none when not, and the business number once connected, for anyone who broadcasts', async () => {
    const channel = async () => {
      const response = await sales.api.json('GET', `${BROADCAST}/channel`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    expect(await channel()).toEqual({ transport: 'linked', daily_limit: 50, phone_linked: false });
    await t.database.query('update company set linked_broadcasts = false where id = $1', [admin.id_company]);
    expect(await channel()).toMatchObject({ transport: null });
    await cloud.connect();
    expect(await channel()).toMatchObject({ transport: 'cloud', daily_limit: 10_000 });
    expect((await admin.api.json('DELETE', WA_CLOUD_ACCOUNT)).statusCode).toBe(200);
    await t.database.query('update company set linked_broadcasts = true where id = $1', [admin.id_company]);
    expect(await channel()).toMatchObject({ transport: 'linked' });
  });
});

describe('templates on Meta', () => {
  it('needs the business number', async () => {
    const refused = await sendForReview('Promo akhir bulan');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('WhatsApp Business perusahaan belum terhubung');
    await cloud.connect();
  });

  it('sends a template with its placeholders numbered, and keeps Meta’s verdict from the webhook', async () => {
    const response = await sendForReview('Promo akhir bulan');
    expect(response.statusCode, response.body).toBe(200);
    const template = await reviewed('Promo akhir bulan', 'approved');
    const [atMeta] = fake.templates.all().filter((t) => t.name === template.meta_name);
    expect(atMeta).toMatchObject({ category: 'MARKETING', text: expect.stringMatching(/^Kak \{\{1\}\}, promo akhir bulan di \{\{2\}\} \{\{3\}\}: .* untuk \{\{4\}\}\./) });
  });

  it('refuses a text Meta would refuse, before asking Meta', async () => {
    const { id } = await templateNamed('Sapa prospek baru');
    await admin.api.json('PUT', `${TEMPLATE}/${id}`, { body: '{nama}, motor impian menunggu di {dealer}' });
    const refused = await sendForReview('Sapa prospek baru');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.body).toContain('diawali atau diakhiri isian');
  });

  it('keeps a rejection’s reason, reads statuses on demand, and forgets the verdict when the text changes', async () => {
    fake.templates.reviewByHand();
    expect((await sendForReview('Pengingat follow up', 'utility')).statusCode).toBe(200);
    const pending = await reviewed('Pengingat follow up', 'pending');
    fake.templates.review(pending.meta_name as string, 'REJECTED', 'INVALID_FORMAT');
    expect((await reviewed('Pengingat follow up', 'rejected')).meta_reason).toBe('INVALID_FORMAT');

    const [promo] = fake.templates.all().filter((t) => t.name.startsWith('promo_akhir_bulan'));
    promo.status = 'PAUSED';
    const sync = await admin.api.json('POST', META_REVIEW_SYNC);
    expect(sync.json().data.matched).toBe(2);
    expect((await templateNamed('Promo akhir bulan')).meta_status).toBe('paused');
    promo.status = 'APPROVED';
    await admin.api.json('POST', META_REVIEW_SYNC);

    const { id } = await templateNamed('Pengingat follow up');
    await admin.api.json('PUT', `${TEMPLATE}/${id}`, { body: 'Halo Kak {nama}, sudah ada keputusan untuk {motor}?' });
    expect((await templateNamed('Pengingat follow up')).meta_status).toBeNull();
  });

  it('is for holders of Template Whatsapp only', async () => {
    const { id } = await templateNamed('Promo akhir bulan');
    expect((await sales.api.json('POST', metaReviewPath(id), { category: 'marketing' })).statusCode).toBe(403);
    expect((await admin.api.json('POST', metaReviewPath(id), { category: 'promosi' })).statusCode).toBe(422);
  });
});

describe('broadcasts through the business number', () => {
  it('only take a template Meta approved', async () => {
    const free = await sales.api.json('POST', BROADCAST, { name: 'Bebas', body: 'Halo {nama}', recipients: { kind: 'prospect', filter: {} } });
    expect(free.statusCode).toBe(422);
    expect(free.json().message).toContain('template yang sudah disetujui Meta');
    const { id } = await templateNamed('Pengingat follow up');
    expect((await sales.api.json('POST', BROADCAST, { name: 'Belum', id_template: id, recipients: { kind: 'prospect', filter: {} } })).statusCode).toBe(422);
  });

  it('send every recipient once, as the template with their values, and record each delivery', async () => {
    await addNumberedProspects(t.database, sales, 30, 'Siaran-A');
    const id = await broadcastTo('Siaran-A', 'Promo akhir bulan');
    expect(await broadcastOf(id)).toMatchObject({ transport: 'cloud' });
    const recipients = await settled(id);
    expect(new Set(recipients.map((r) => r.status))).toEqual(new Set(['delivered']));
    const sent = fake.sent.filter((message) => message.template?.name.startsWith('promo_akhir_bulan'));
    expect(sent).toHaveLength(30);
    expect(new Set(sent.map((message) => message.to)).size).toBe(30);
    expect(new Set(sent.map((message) => message.template?.params[0]))).toEqual(new Set(Array.from({ length: 30 }, (_, i) => `Siaran-A ${i + 1}`)));
    await vi.waitFor(async () => expect((await broadcastOf(id)).status).toBe('completed'), WAIT);
  });

  it('wait for Meta’s 24-hour window when the messaging limit is reached, say so, and go on by themselves', async () => {
    // Meta lowers the number's limit and says so on the webhook.
    fake.setTier(cloud.number.phone_number_id, 'TIER_50');
    await vi.waitFor(async () => expect(await messagingLimit()).toBe(50), WAIT);
    await addNumberedProspects(t.database, sales, 25, 'Siaran-B', 100);
    const id = await broadcastTo('Siaran-B', 'Promo akhir bulan');
    const waiting = await vi.waitFor(async () => {
      const row = await broadcastOf(id);
      expect(row.waiting_for).toBe('messaging_limit');
      return row;
    }, WAIT);
    const statuses = (await recipientsOf(id)).map((r) => r.status);
    expect(statuses.filter((status) => status === 'queued')).toHaveLength(5);
    const log = (await sales.api.get(BROADCAST_LOG, { search: 'Siaran-B' })).json().data[0];
    expect(log).toMatchObject({ status: 'running', waiting_for: 'messaging_limit', waiting_until: (waiting.waiting_until as Date).toISOString() });

    // A day later: the window has moved on, and the waiting step comes due.
    await t.database.query(`update chat_message set created_at = created_at - interval '25 hours' where transport = 'cloud'`);
    await t.database.query(`update pgboss.job set start_after = now() where name = 'broadcast.step' and state = 'created'`);
    const recipients = await settled(id);
    expect(recipients.filter((r) => r.status === 'delivered')).toHaveLength(25);
    expect((await broadcastOf(id)).waiting_for).toBeNull();
  });

  it('record Meta’s refusal of a paused template, and skip numbers that asked to stop on the business number', async () => {
    fake.setTier(cloud.number.phone_number_id, 'TIER_10K');
    await vi.waitFor(async () => expect(await messagingLimit()).toBe(10_000), WAIT);
    await addNumberedProspects(t.database, sales, 3, 'Siaran-C', 200);
    const [first] = await t.database.query<{ phone: string }>(`select phone from prospect where name = 'Siaran-C 1'`);
    fake.customerWrites(cloud.number.phone_number_id, { wa_id: first.phone.slice(1), body: ' berhenti ' });
    await vi.waitFor(async () => expect(await t.database.query('select 1 from wa_opt_out where phone = $1', [first.phone])).toHaveLength(1), WAIT);

    fake.failNextSends(132015);
    const id = await broadcastTo('Siaran-C', 'Promo akhir bulan');
    const recipients = await settled(id);
    expect(recipients[0]).toMatchObject({ status: 'skipped', reason: 'Penerima meminta berhenti (BERHENTI)' });
    expect(recipients.slice(1).map((r) => r.status).sort()).toEqual(['delivered', 'failed']);
    expect(recipients.find((r) => r.status === 'failed')?.reason).toBe('Template dijeda atau dinonaktifkan oleh Meta. (kode Meta 132015)');
  });
});

describe('keeping in step with Meta', () => {
  it('reads the limit and the templates’ statuses again when Meta’s webhooks were lost, and forgets events Meta no longer resends', async () => {
    const template = await templateNamed('Promo akhir bulan');
    fake.loseEvents(true);
    fake.setTier(cloud.number.phone_number_id, 'TIER_2K');
    fake.templates.review(template.meta_name as string, 'PAUSED');
    await upkeepCloudAccounts(t.app, t.database.db);
    // Read a moment ago: not due again yet.
    expect(await messagingLimit()).toBe(10_000);

    await t.database.query(`update wa_cloud_account set checked_at = now() - interval '7 hours'`);
    const events = await t.database.query<{ event_key: string }>('select event_key from wa_cloud_event order by created_at limit 2');
    await t.database.query(`update wa_cloud_event set created_at = now() - interval '15 days' where event_key = $1`, [events[0].event_key]);
    await upkeepCloudAccounts(t.app, t.database.db);
    expect(await messagingLimit()).toBe(2_000);
    expect((await templateNamed('Promo akhir bulan')).meta_status).toBe('paused');
    const left = await t.database.query<{ event_key: string }>('select event_key from wa_cloud_event where event_key = any($1)', [events.map((e) => e.event_key)]);
    expect(left).toEqual([events[1]]);
    fake.loseEvents(false);
  });
});
