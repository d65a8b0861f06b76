import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_QR_WA, CHECK_USER_TRAINING, REQUEST_QR_WA, UNLINK_WA, WA_DEMO_SCAN } from '../../domain/apiPaths';
import { queueOutgoing } from '../../server/whatsapp/conversation';
import { FakeWhatsApp } from '../../server/whatsapp/fakeTransport';
import { jidOfPhone, phoneOfJid } from '../../server/whatsapp/jid';
import { LINK_ENDED } from '../../server/whatsapp/outboxSender';
import { apiClient, registerCompany } from './helpers/api';
import { startDemoApp, type Demo, type Session } from './helpers/demo';
import type { TestApp } from './helpers/testApp';
import { accountOf, linkState, FAKE_WHATSAPP, linkThroughFake } from './helpers/whatsapp';

/** Linking a number by QR (docs/whatsapp.md, Linking), through the in-process fake of WhatsApp. */

const fake = new FakeWhatsApp(150);
const whatsapp = FAKE_WHATSAPP;
let t: TestApp;
let demo: Demo;
let sales: Session;
let other: Session;

beforeAll(async () => {
  ({ t, demo, sales } = await startDemoApp({ whatsappTransport: fake, config: { whatsapp } }));
  other = await demo.loginAs('Sales', 1);
});
afterAll(() => t.close());

describe('linking a number', () => {
  it('shows a QR that WhatsApp rotates, only to the account’s own session', async () => {
    const asked = await sales.api.json('POST', REQUEST_QR_WA, {});
    expect(asked.statusCode, asked.body).toBe(200);
    await expect.poll(async () => (await linkState(sales.api)).qr_svg).toMatch(/^<svg/);
    const first = await linkState(sales.api);
    expect(first).toMatchObject({ status: 'waiting', phone: null, demo: true });
    await expect.poll(async () => (await linkState(sales.api)).qr_svg).not.toBe(first.qr_svg);

    expect((await sales.api.get(CHECK_QR_WA, { id_user: other.id })).statusCode).toBe(403);
    expect((await other.api.json('POST', REQUEST_QR_WA, { id_user: sales.id })).statusCode).toBe(403);
    expect((await apiClient(t.app).get(CHECK_QR_WA)).statusCode).toBe(401);
    // Another user's page has no QR of its own yet: never this one.
    expect(await linkState(other.api)).toMatchObject({ status: 'disconnected', qr_svg: null });
  });

  it('links when the phone scans the code, and the training check counts it', async () => {
    const [untrained] = await t.database.query<{ id: number }>(`select id from app_user where email = 'intan@majumotor.co.id'`);
    const intan = { ...(await loginByEmail('intan@majumotor.co.id')), id: untrained.id };
    const training = async () => (await intan.api.get(CHECK_USER_TRAINING, { id_user: intan.id })).json().api_status;
    expect(await training()).toBe(false);
    await linkThroughFake(t.database, intan, fake, '+6281311110001');
    expect(await linkState(intan.api)).toMatchObject({ status: 'linked', phone: '+6281311110001', qr_svg: null });
    expect(await training()).toBe(true);
  });

  it('keeps the link’s secrets sealed in the database', async () => {
    const id = await linkThroughFake(t.database, other, fake, '+6281311110002');
    const rows = await t.database.query<{ value: Uint8Array }>('select value from wa_auth_key where id_account = $1', [id]);
    expect(rows.length).toBeGreaterThan(0);
    for (const { value } of rows) expect(Buffer.from(value).toString('latin1')).not.toContain('6281311110002');
  });

  it('unlinks on request, and when the phone removes the device; what waited to be sent fails', async () => {
    // Queued while the number was not linked yet: it waits, and fails when the link ends.
    const waiting = await t.database.db.transaction((tx) =>
      queueOutgoing(tx, { id_company: sales.id_company, id_user: sales.id, phone: '+6281311119001', body: 'Menunggu tautan' }),
    );
    const byRequest = await sales.api.json('POST', UNLINK_WA, {});
    expect(byRequest.statusCode, byRequest.body).toBe(200);
    const [settled] = await t.database.query('select status, error from chat_message where id = $1', [waiting.id]);
    expect(settled).toEqual({ status: 'failed', error: LINK_ENDED });
    await linkThroughFake(t.database, sales, fake, '+6281311110003');
    const unlinked = await sales.api.json('POST', UNLINK_WA, {});
    expect(unlinked.json().data).toMatchObject({ status: 'disconnected', phone: null });
    const id = (await accountOf(t.database, sales.id))!;
    expect(await t.database.query('select 1 from wa_auth_key where id_account = $1', [id])).toEqual([]);
    expect(fake.openLinks(id)).toEqual([]);

    await linkThroughFake(t.database, sales, fake, '+6281311110003');
    await fake.logoutFromPhone(id);
    await expect.poll(async () => (await linkState(sales.api)).status).toBe('disconnected');
  });

  it('refuses the demo scan without a QR waiting', async () => {
    const scan = await other.api.json('POST', WA_DEMO_SCAN, { phone: '081311110009' });
    expect(scan.statusCode).toBe(409);
    expect(scan.json().message).toBe('Tidak ada kode QR yang menunggu dipindai. Minta kode QR baru dulu.');
  });

  it('keeps another company’s users to their own links', async () => {
    const stranger = await registerCompany(t.app, 'Dealer Lain');
    expect((await stranger.api.get(CHECK_QR_WA, { id_user: sales.id })).statusCode).toBe(403);
    expect(await linkState(stranger.api)).toMatchObject({ status: 'disconnected' });
  });
});

/** A fake whose links close only when let: an attempt caught while its expiry closes it. */
class SlowToClose extends FakeWhatsApp {
  closing = 0;
  private gate?: Promise<void>;

  holdCloses() {
    let release = () => {};
    this.gate = new Promise((resolve) => (release = resolve));
    return release;
  }

  override async connect(...args: Parameters<FakeWhatsApp['connect']>) {
    const connection = await super.connect(...args);
    return {
      ...connection,
      close: async () => {
        this.closing += 1;
        await this.gate;
        await connection.close();
      },
    };
  }
}

describe('a QR nobody scans', () => {
  // It starts and seeds an app of its own, which alone took over 30 s with both cores busy. A QR
  // lives 15 s: the new request's own QR had expired before its answer on a busy machine with 1 s,
  // and again with 5 s (2026-11-28, Node 24's part beside npm test and two other processes).
  it('expires, and a new request made while it closes gets an attempt of its own once it has ended', { timeout: 120_000 }, async () => {
    const transport = new SlowToClose();
    const { t: quick, sales: person } = await startDemoApp({ whatsappTransport: transport, config: { whatsapp: { ...whatsapp, linkTimeoutSeconds: 15 } } });
    try {
      const letClose = transport.holdCloses();
      await person.api.json('POST', REQUEST_QR_WA, {});
      await expect.poll(async () => (await linkState(person.api)).status, { timeout: 60_000 }).toBe('expired');
      expect((await linkState(person.api)).qr_svg).toBeNull();
      // The expiry has begun closing the attempt; the page already shows it expired.
      await expect.poll(() => transport.closing, { timeout: 60_000 }).toBe(1);

      // A request now waits for that end (its lease let go, 'expired' written), then starts its own
      // attempt. Before, its attempt could be opened meanwhile and the old end land on it; this test
      // does not force that order, which a slow host once produced.
      const again = person.api.json('POST', REQUEST_QR_WA, {});
      letClose();
      expect((await again).json().data.status).toBe('waiting');
      await expect.poll(async () => (await linkState(person.api)).qr_svg).not.toBeNull();
      expect((await linkState(person.api)).status).toBe('waiting');
    } finally {
      await quick.close();
    }
  });
});

describe('WhatsApp ids of phone numbers (the baileys transport)', () => {
  it('maps a number to its jid and back, and knows no number for groups and hidden ids', () => {
    expect(jidOfPhone('+6281234567890')).toBe('6281234567890@s.whatsapp.net');
    expect(phoneOfJid('6281234567890@s.whatsapp.net')).toBe('+6281234567890');
    expect(phoneOfJid('6281234567890:12@s.whatsapp.net')).toBe('+6281234567890');
    expect(phoneOfJid('120363041234567890@g.us')).toBeUndefined();
    expect(phoneOfJid('123456789012345@lid')).toBeUndefined();
    expect(phoneOfJid(null)).toBeUndefined();
  });
});

async function loginByEmail(email: string) {
  const response = await apiClient(t.app).json('POST', '/api/user/v1/auth/login', { email, password: 'demo-rahasia-1' });
  return { api: apiClient(t.app, response.json().data[0].token as string) };
}
