/**
 * The one small interface between the app and WhatsApp (docs/whatsapp.md). The real transport is a
 * WhatsApp Web client (baileys); tests and the demo use an in-process fake of the same interface.
 * A transport knows nothing of the database: it is given an encrypted-at-rest key store and tells
 * what happens through the listener.
 */

/** A message that arrived on the linked number. */
type IncomingMessage = {
  /** The sender, E.164 (+62…). */
  from: string;
  /** The sender's WhatsApp display name, when WhatsApp gives it. */
  name?: string;
  body: string;
  /** WhatsApp's id of the message: the same message delivered twice has the same id. */
  externalId: string;
  at: Date;
};

/** What the transport tells about one link while it is open. */
export type LinkListener = {
  /** A new QR code to show (WhatsApp rotates it every few tens of seconds). */
  qr(code: string): void;
  /** The phone scanned the code, or a stored link reconnected: the linked number, E.164. */
  linked(phone: string): void;
  /** The link ended for good: unlinked from the phone, or the credentials were refused. */
  loggedOut(): void;
  message(message: IncomingMessage): void;
  /** A sent message reached the phone or was read. */
  receipt(externalId: string, status: 'delivered' | 'read'): void;
};

/**
 * The link's secrets (credentials and signal keys), kept by the app: each value is the transport's
 * own serialisation of it, encrypted before it reaches the database.
 */
export type KeyStore = {
  /** The stored values of the given ids of one type; ids without a value are absent. */
  get(type: string, ids: readonly string[]): Promise<Record<string, string>>;
  /** A null value deletes the key. */
  set(entries: Record<string, Record<string, string | null>>): Promise<void>;
  /** Everything gone: the link was ended. */
  clear(): Promise<void>;
};

/** Why a send failed, for the per-recipient log: the number has no WhatsApp, or anything else. */
export class SendFailure extends Error {
  constructor(
    readonly reason: 'not_on_whatsapp' | 'not_linked' | 'transport',
    message: string,
  ) {
    super(message);
  }
}

export type WaConnection = {
  /** Sends a text; answers WhatsApp's id of the message, or throws a SendFailure. */
  sendText(to: string, body: string): Promise<{ externalId: string }>;
  /** Unlinks the number from this app (WhatsApp forgets the linked device). */
  logout(): Promise<void>;
  /** Closes the connection and keeps the link, for another instance or a restart to take over. */
  close(): Promise<void>;
};

export type WaTransport = {
  /** Opens the link of one account: with stored credentials it reconnects, without them it shows QR codes. */
  connect(account: { id: number; id_user: number }, keys: KeyStore, listener: LinkListener): Promise<WaConnection>;
};
