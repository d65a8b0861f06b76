import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/connection';
import { broadcastRecipient, chatMessage, chatRoom, prospect, user } from '../db/schema';
import { publish } from '../plugins/events';
import { completeIfDone } from './broadcastDone';
import { optOutOnStopWord } from './optOut';
import type { WaTransportKind } from '../../domain/vocabularies';

/**
 * Where every WhatsApp message is written: the room of a user and a number (opened on first use and
 * linked to the prospect with that number), incoming messages as they arrive, and outgoing ones into
 * the outbox, which the instance holding the sender's link empties (docs/whatsapp.md).
 */

/** A user's contact on one WhatsApp: their linked phone unless the company's business number (cloud) is named. */
type Contact = { id_company: number; id_user: number; phone: string; name?: string | null; transport?: WaTransportKind };

/** The owner's open prospect with this number (phone or WhatsApp), the newest first. */
async function prospectOf(tx: Executor, contact: Contact) {
  const [found] = await tx
    .select({ id: prospect.id, name: prospect.name })
    .from(prospect)
    .where(
      and(
        eq(prospect.id_company, contact.id_company),
        eq(prospect.id_user, contact.id_user),
        or(eq(prospect.phone, contact.phone), eq(prospect.whatsapp, contact.phone)),
      ),
    )
    .orderBy(sql`${prospect.id} desc`)
    .limit(1);
  return found;
}

/** The room of a user and a number on one WhatsApp, opened if there is none yet. */
export async function roomOf(tx: Executor, contact: Contact) {
  const transport = contact.transport ?? 'linked';
  const [existing] = await tx
    .select()
    .from(chatRoom)
    .where(and(eq(chatRoom.id_user, contact.id_user), eq(chatRoom.phone, contact.phone), eq(chatRoom.transport, transport)));
  if (existing) return existing;
  const [owner] = await tx.select({ id_group: user.id_group }).from(user).where(eq(user.id, contact.id_user));
  const linked = await prospectOf(tx, contact);
  const [room] = await tx
    .insert(chatRoom)
    .values({
      id_company: contact.id_company,
      id_user: contact.id_user,
      id_group: owner?.id_group ?? null,
      phone: contact.phone,
      transport,
      name: linked?.name ?? contact.name ?? null,
      id_prospect: linked?.id ?? null,
    })
    .onConflictDoUpdate({ target: [chatRoom.id_user, chatRoom.phone, chatRoom.transport], set: { phone: contact.phone } })
    .returning();
  return room;
}

type Outgoing = Contact & {
  body: string;
  id_template?: number | null;
  id_broadcast?: number | null;
  /** Through the Cloud API, as an approved template: Meta's name and the variables' values. */
  meta?: { template: string; params: string[] };
};

/** Puts a message in the sender's outbox and wakes the instance that sends it; answers the message row. */
export async function queueOutgoing(tx: Executor, outgoing: Outgoing) {
  const room = await roomOf(tx, outgoing);
  const [message] = await tx
    .insert(chatMessage)
    .values({
      id_company: outgoing.id_company,
      id_room: room.id,
      id_user: outgoing.id_user,
      direction: 'out',
      transport: room.transport,
      body: outgoing.body,
      status: 'queued',
      id_template: outgoing.id_template ?? null,
      id_broadcast: outgoing.id_broadcast ?? null,
      meta_template: outgoing.meta?.template ?? null,
      meta_params: outgoing.meta?.params ?? null,
    })
    .returning();
  await tx
    .update(chatRoom)
    .set({ last_message: outgoing.body, last_message_at: message.created_at })
    .where(eq(chatRoom.id, room.id));
  await publish(
    tx,
    room.transport === 'cloud'
      ? { type: 'wa_cloud_outbox', id_company: outgoing.id_company }
      : { type: 'wa_outbox', id_company: outgoing.id_company, id_user: outgoing.id_user },
  );
  await publish(tx, { type: 'chat', id_company: outgoing.id_company, id_user: outgoing.id_user, id_room: room.id, id_message: message.id });
  return message;
}

type Incoming = Contact & { body: string; external_id: string; at?: Date };

/** Stores a message that arrived on a user's number (once: WhatsApp may deliver it again). */
export async function storeIncoming(tx: Executor, incoming: Incoming) {
  const room = await roomOf(tx, incoming);
  const [message] = await tx
    .insert(chatMessage)
    .values({
      id_company: incoming.id_company,
      id_room: room.id,
      id_user: incoming.id_user,
      direction: 'in',
      transport: room.transport,
      body: incoming.body,
      status: 'received',
      external_id: incoming.external_id,
      created_at: incoming.at,
    })
    .onConflictDoNothing()
    .returning();
  if (!message) return undefined;
  await optOutOnStopWord(tx, incoming);
  await tx
    .update(chatRoom)
    .set({ last_message: incoming.body, last_message_at: message.created_at, last_incoming_at: message.created_at, unread: sql`${chatRoom.unread} + 1` })
    .where(eq(chatRoom.id, room.id));
  await publish(tx, { type: 'chat', id_company: incoming.id_company, id_user: incoming.id_user, id_room: room.id, id_message: message.id });
  return message;
}

type SendOutcome =
  | { status: 'sent'; external_id: string }
  | { status: 'failed'; error: string }
  | { status: 'delivered' | 'read' };

/**
 * Records what became of an outgoing message (the link's sender calls it, and receipts), and of the
 * broadcast recipient whose message it is, then announces both.
 */
export async function settleOutgoing(tx: Executor, id_message: number, outcome: SendOutcome) {
  const now = new Date();
  const [message] = await tx
    .update(chatMessage)
    .set(
      outcome.status === 'sent'
        ? { status: 'sent', external_id: outcome.external_id, sent_at: now }
        : outcome.status === 'failed'
          ? { status: 'failed', error: outcome.error }
          : { status: outcome.status },
    )
    .where(eq(chatMessage.id, id_message))
    .returning();
  if (!message) return undefined;
  if (message.id_broadcast !== null) {
    await tx
      .update(broadcastRecipient)
      .set({
        status: outcome.status,
        reason: outcome.status === 'failed' ? outcome.error : null,
        ...(outcome.status === 'sent' ? { sent_at: now } : {}),
        updated_at: now,
      })
      .where(eq(broadcastRecipient.id_message, id_message));
    await completeIfDone(tx, message.id_broadcast);
    await publish(tx, { type: 'broadcast', id_company: message.id_company, id: message.id_broadcast });
  }
  await publish(tx, { type: 'chat', id_company: message.id_company, id_user: message.id_user, id_room: message.id_room, id_message: message.id });
  return message;
}
