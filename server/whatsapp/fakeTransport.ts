import { randomBytes } from 'node:crypto';
import { SendFailure, type KeyStore, type LinkListener, type WaConnection, type WaTransport } from './transport';

/**
 * The in-process fake of WhatsApp (WA_TRANSPORT=fake): the demo and the tests link, receive and send
 * through it, since WhatsApp itself is not reachable there. It behaves as the real transport does
 * towards the app (QR codes that rotate, a link that survives a restart through the stored
 * credentials, numbers without WhatsApp) and offers the controls a phone would: scanning a code,
 * sending a message in, reading, logging out.
 */

type Link = { id_account: number; keys: KeyStore; listener: LinkListener; qr?: string; phone?: string; open: boolean; rotation?: NodeJS.Timeout };
type FakeSent = { id_account: number; to: string; body: string; externalId: string };

const CREDENTIALS = 'creds';

export class FakeWhatsApp implements WaTransport {
  /** Every message sent through any link, in order. */
  readonly sent: FakeSent[] = [];
  /** Numbers a send to fails as WhatsApp answers for a number without an account. */
  readonly notOnWhatsApp = new Set<string>();
  private readonly links = new Set<Link>();
  /** The most links of one account that were ever open at once: the tests of the lease want 1. */
  readonly mostOpenAtOnce = new Map<number, number>();

  /** While set, sends wait for it: a slow network, to catch the app mid-send. */
  private hold?: Promise<void>;

  constructor(private readonly qrRotateMs = 20_000) {}

  /** Sends wait until the answered function is called. */
  holdSends() {
    let release = () => {};
    this.hold = new Promise((resolve) => (release = resolve));
    return () => {
      this.hold = undefined;
      release();
    };
  }

  async connect(account: { id: number }, keys: KeyStore, listener: LinkListener): Promise<WaConnection> {
    const stored = (await keys.get(CREDENTIALS, [CREDENTIALS]))[CREDENTIALS];
    const link: Link = { id_account: account.id, keys, listener, open: true };
    this.links.add(link);
    const open = this.openLinks(account.id).length;
    this.mostOpenAtOnce.set(account.id, Math.max(open, this.mostOpenAtOnce.get(account.id) ?? 0));
    if (stored) {
      link.phone = (JSON.parse(stored) as { phone: string }).phone;
      setImmediate(() => link.open && listener.linked(link.phone!));
    } else {
      const rotate = () => {
        link.qr = `fake-wa:${randomBytes(12).toString('base64url')}`;
        listener.qr(link.qr);
      };
      setImmediate(rotate);
      link.rotation = setInterval(rotate, this.qrRotateMs);
    }
    const close = () => {
      link.open = false;
      clearInterval(link.rotation);
      this.links.delete(link);
    };
    return {
      sendText: async (to, body) => {
        await this.hold;
        if (!link.open || !link.phone) throw new SendFailure('not_linked', 'WhatsApp belum terhubung.');
        if (this.notOnWhatsApp.has(to)) throw new SendFailure('not_on_whatsapp', 'Nomor tidak terdaftar di WhatsApp.');
        const externalId = `fake-${randomBytes(8).toString('hex')}`;
        this.sent.push({ id_account: account.id, to, body, externalId });
        return { externalId };
      },
      logout: async () => {
        close();
        await keys.clear();
      },
      close: async () => close(),
    };
  }

  /** The open links of an account (more than one would mean two instances drive it). */
  openLinks(id_account: number) {
    return [...this.links].filter((link) => link.id_account === id_account);
  }

  /** The code on screen of an account's link attempt, if one is waiting. */
  currentQr(id_account: number) {
    return this.openLinks(id_account).find((link) => link.qr && !link.phone)?.qr;
  }

  /** A phone scans a code: the link with that code is linked to the phone's number. Answers whether a link had it. */
  async scan(code: string, phone: string): Promise<boolean> {
    const link = [...this.links].find((candidate) => candidate.qr === code && !candidate.phone);
    if (!link) return false;
    clearInterval(link.rotation);
    link.phone = phone;
    await link.keys.set({ [CREDENTIALS]: { [CREDENTIALS]: JSON.stringify({ phone, secret: randomBytes(16).toString('hex') }) } });
    link.listener.linked(phone);
    return true;
  }

  /** A contact writes to the number linked on an account. Answers WhatsApp's id of the message. */
  receive(id_account: number, from: string, body: string, name?: string, externalId = `fake-in-${randomBytes(8).toString('hex')}`) {
    const link = this.openLinks(id_account).find((candidate) => candidate.phone);
    if (!link) throw new Error(`no linked fake WhatsApp for account ${id_account}`);
    link.listener.message({ from, name, body, externalId, at: new Date() });
    return externalId;
  }

  /** The recipient's phone reports a sent message delivered or read. */
  receipt(externalId: string, status: 'delivered' | 'read') {
    const sent = this.sent.find((message) => message.externalId === externalId);
    const link = sent && this.openLinks(sent.id_account)[0];
    link?.listener.receipt(externalId, status);
  }

  /** The connection dropped and came back by itself (a network blip): the open link says linked again. */
  reconnect(id_account: number) {
    for (const link of this.openLinks(id_account)) if (link.phone) link.listener.linked(link.phone);
  }

  /** The user removes the linked device on their phone. */
  async logoutFromPhone(id_account: number) {
    for (const link of this.openLinks(id_account)) {
      await link.keys.clear();
      link.open = false;
      this.links.delete(link);
      link.listener.loggedOut();
    }
  }
}
