import makeWASocket, {
  BufferJSON,
  DisconnectReason,
  initAuthCreds,
  makeCacheableSignalKeyStore,
  proto,
  type AuthenticationCreds,
  type SignalDataSet,
  type SignalDataTypeMap,
  type WASocket,
} from '@whiskeysockets/baileys';
import type { FastifyBaseLogger } from 'fastify';
import { jidOfPhone, phoneOfJid } from './jid';
import { SendFailure, type KeyStore, type LinkListener, type WaConnection, type WaTransport } from './transport';

/**
 * The real transport (WA_TRANSPORT=baileys): a WhatsApp Web client per link, its credentials and
 * signal keys in our encrypted key store. It cannot be reached from the test machines; the fake of
 * the same interface stands in for it there (docs/whatsapp.md).
 */

const CREDS = 'creds';
const RECONNECT_MS = 5_000;
const serialise = (value: unknown) => JSON.stringify(value, BufferJSON.replacer);
const revive = (text: string): unknown => JSON.parse(text, BufferJSON.reviver);

function signalKeys(keys: KeyStore) {
  return {
    async get<T extends keyof SignalDataTypeMap>(type: T, ids: string[]) {
      const stored = await keys.get(type, ids);
      const values: Record<string, SignalDataTypeMap[T]> = {};
      for (const [id, text] of Object.entries(stored)) {
        const value = revive(text);
        values[id] = (type === 'app-state-sync-key' ? proto.Message.AppStateSyncKeyData.fromObject(value as object) : value) as SignalDataTypeMap[T];
      }
      return values;
    },
    async set(data: SignalDataSet) {
      const entries: Record<string, Record<string, string | null>> = {};
      for (const [type, values] of Object.entries(data)) {
        entries[type] = Object.fromEntries(Object.entries(values ?? {}).map(([id, value]) => [id, value ? serialise(value) : null]));
      }
      await keys.set(entries);
    },
  };
}

const textOf = (message: proto.IMessage | null | undefined) => message?.conversation ?? message?.extendedTextMessage?.text ?? undefined;

/** `log`: the server's logger; the client's own chatter below warnings is left out. */
export function baileysTransport(log: FastifyBaseLogger): WaTransport {
  const logger = log.child({ transport: 'baileys' }, { level: 'warn' });
  return {
    async connect(_account, keys, listener: LinkListener): Promise<WaConnection> {
      const stored = (await keys.get(CREDS, [CREDS]))[CREDS];
      const creds = stored ? (revive(stored) as AuthenticationCreds) : initAuthCreds();
      const saveCreds = () => keys.set({ [CREDS]: { [CREDS]: serialise(creds) } });
      let socket: WASocket;
      let closed = false;

      const start = () => {
        socket = makeWASocket({ auth: { creds, keys: makeCacheableSignalKeyStore(signalKeys(keys), logger) }, logger, printQRInTerminal: false, markOnlineOnConnect: false });
        socket.ev.on('creds.update', (update) => {
          Object.assign(creds, update);
          void saveCreds();
        });
        socket.ev.on('connection.update', ({ connection, qr, lastDisconnect }) => {
          if (qr) listener.qr(qr);
          if (connection === 'open') {
            const phone = phoneOfJid(socket.user?.id);
            if (phone) listener.linked(phone);
          }
          if (connection === 'close' && !closed) {
            const code = (lastDisconnect?.error as { output?: { statusCode?: number } } | undefined)?.output?.statusCode;
            if (code === DisconnectReason.loggedOut) {
              closed = true;
              void keys.clear().then(() => listener.loggedOut());
            } else setTimeout(() => !closed && start(), code === DisconnectReason.restartRequired ? 0 : RECONNECT_MS);
          }
        });
        socket.ev.on('messages.upsert', ({ messages, type }) => {
          if (type !== 'notify') return;
          for (const message of messages) {
            const from = phoneOfJid(message.key.remoteJid) ?? phoneOfJid(message.key.remoteJidAlt);
            const body = textOf(message.message);
            if (message.key.fromMe || !from || !body || !message.key.id) continue;
            const at = new Date(Number(message.messageTimestamp ?? Date.now() / 1000) * 1000);
            listener.message({ from, name: message.pushName ?? undefined, body, externalId: message.key.id, at });
          }
        });
        socket.ev.on('messages.update', (updates) => {
          for (const { key, update } of updates) {
            if (!key.fromMe || !key.id || update.status == null) continue;
            if (update.status === proto.WebMessageInfo.Status.DELIVERY_ACK) listener.receipt(key.id, 'delivered');
            if (update.status === proto.WebMessageInfo.Status.READ || update.status === proto.WebMessageInfo.Status.PLAYED) listener.receipt(key.id, 'read');
          }
        });
      };
      start();

      return {
        async sendText(to, body) {
          const [found] = (await socket.onWhatsApp(to.replace(/^\+/, '')).catch(() => undefined)) ?? [];
          if (!found?.exists) throw new SendFailure('not_on_whatsapp', 'Nomor tidak terdaftar di WhatsApp.');
          const sent = await socket.sendMessage(found.jid ?? jidOfPhone(to), { text: body }).catch((error: unknown) => {
            throw new SendFailure('transport', error instanceof Error ? error.message : String(error));
          });
          if (!sent?.key.id) throw new SendFailure('transport', 'WhatsApp did not acknowledge the message');
          return { externalId: sent.key.id };
        },
        async logout() {
          closed = true;
          await socket.logout().catch(() => undefined);
          await keys.clear();
        },
        async close() {
          closed = true;
          socket.end(undefined);
        },
      };
    },
  };
}
