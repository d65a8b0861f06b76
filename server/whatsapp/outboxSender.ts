import type { DatabaseHandle } from '../db/connection';
import { settleOutgoing } from './conversation';
import { SendFailure, type WaConnection } from './transport';

/**
 * Empties one user's linked-phone outbox through their link, oldest message first, one at a time
 * (their business-number messages are the Cloud API outbox's). A message is
 * claimed (queued → sending) before it is handed over, so it is sent at most once
 * (docs/whatsapp.md, The outbox).
 */

const FAILURE_TEXTS: Record<SendFailure['reason'], string> = {
  not_on_whatsapp: 'Nomor tidak terdaftar di WhatsApp.',
  not_linked: 'WhatsApp pengirim tidak terhubung.',
  transport: 'WhatsApp menolak pesan ini.',
};
export const UNKNOWN_FATE = 'Status pengiriman tidak diketahui (server berhenti saat mengirim).';
export const LINK_ENDED = 'WhatsApp belum terhubung: nomor pengirim diputuskan sebelum pesan terkirim.';

type Claimed = { id: number; body: string; phone: string };

async function claimNext(database: DatabaseHandle, id_user: number) {
  const [claimed] = await database.query<Claimed>(
    `update chat_message m set status = 'sending'
       from chat_room r
      where r.id = m.id_room
        and m.id = (select id from chat_message
                     where id_user = $1 and transport = 'linked' and direction = 'out' and status = 'queued'
                     order by id limit 1 for update skip locked)
     returning m.id, m.body, r.phone`,
    [id_user],
  );
  return claimed;
}

/** Sends the user's queued messages until none is left or the link stops; answers how many were handed over. */
export async function drainOutbox(database: DatabaseHandle, id_user: number, connection: WaConnection, isOpen: () => boolean) {
  let handed = 0;
  while (isOpen()) {
    const message = await claimNext(database, id_user);
    if (!message) break;
    try {
      const { externalId } = await connection.sendText(message.phone, message.body);
      handed += 1;
      await database.db.transaction((tx) => settleOutgoing(tx, message.id, { status: 'sent', external_id: externalId }));
    } catch (error) {
      if (error instanceof SendFailure && error.reason === 'not_linked') {
        // Nothing reached WhatsApp: the message waits for the link to come back.
        await database.query(`update chat_message set status = 'queued' where id = $1`, [message.id]);
        break;
      }
      const reason = error instanceof SendFailure ? FAILURE_TEXTS[error.reason] : FAILURE_TEXTS.transport;
      await database.db.transaction((tx) => settleOutgoing(tx, message.id, { status: 'failed', error: reason }));
    }
  }
  return handed;
}

async function failAll(database: DatabaseHandle, id_user: number, status: 'sending' | 'queued', error: string) {
  const rows = await database.query<{ id: number }>(
    `select id from chat_message where id_user = $1 and transport = 'linked' and direction = 'out' and status = $2 order by id`,
    [id_user, status],
  );
  for (const { id } of rows) {
    await database.db.transaction((tx) => settleOutgoing(tx, id, { status: 'failed', error }));
  }
}

/** Messages an earlier holder of the link left half sent: failed, never sent again. */
export const failInterrupted = (database: DatabaseHandle, id_user: number) => failAll(database, id_user, 'sending', UNKNOWN_FATE);

/**
 * The link ended (unlinked here or on the phone): what still waits is failed rather than sent later,
 * perhaps from another number linked next.
 */
export const failWaiting = (database: DatabaseHandle, id_user: number) => failAll(database, id_user, 'queued', LINK_ENDED);
