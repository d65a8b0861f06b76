import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { limitChange, messagesChange, templateStatusChange, type IncomingCloudMessage, type MessagesChange, type MessageStatus } from '../../../domain/schemas/whatsappCloud';
import type { Executor } from '../../db/connection';
import { chatMessage, chatRoom, prospect, role, user, waCloudAccount, waCloudEvent } from '../../db/schema';
import { settleOutgoing, storeIncoming } from '../conversation';
import { failureText } from './failureTexts';
import { limitOfTier } from './graphApi';
import { statusOf } from './graphTemplates';
import { recordReview } from './templateReview';

/**
 * Applies what Meta posts to the webhook (docs/whatsapp.md, The Cloud API): customers' messages land
 * in a room of the business number, and our messages' statuses settle the outbox and the broadcast
 * log. Each event is applied once, whatever Meta sends again.
 */

/** Records the event; answers false when it was applied before. */
async function firstTime(tx: Executor, id_company: number, event_key: string) {
  const inserted = await tx.insert(waCloudEvent).values({ id_company, event_key }).onConflictDoNothing().returning({ key: waCloudEvent.event_key });
  return inserted.length === 1;
}

/**
 * Who answers a customer on the business number: whoever already talks with them there, else the
 * salesperson whose prospect has the number, else the company's Administrator.
 */
async function answererOf(tx: Executor, id_company: number, phone: string) {
  const [room] = await tx
    .select({ id_user: chatRoom.id_user })
    .from(chatRoom)
    .where(and(eq(chatRoom.id_company, id_company), eq(chatRoom.phone, phone), eq(chatRoom.transport, 'cloud')))
    .orderBy(sql`${chatRoom.last_message_at} desc nulls last`, desc(chatRoom.id))
    .limit(1);
  if (room) return room.id_user;
  const [owner] = await tx
    .select({ id_user: prospect.id_user })
    .from(prospect)
    .innerJoin(user, eq(user.id, prospect.id_user))
    .where(and(eq(prospect.id_company, id_company), eq(user.status, 'active'), or(eq(prospect.phone, phone), eq(prospect.whatsapp, phone))))
    .orderBy(desc(prospect.id))
    .limit(1);
  if (owner?.id_user) return owner.id_user;
  const [administrator] = await tx
    .select({ id: user.id })
    .from(user)
    .innerJoin(role, eq(role.id, user.id_role))
    .where(and(eq(user.id_company, id_company), eq(role.name, 'Administrator'), eq(user.status, 'active')))
    .orderBy(user.id)
    .limit(1);
  return administrator?.id;
}

const e164 = (waId: string) => parsePhoneNumberFromString(`+${waId}`)?.number;

/** A kind of message the room shows by name: the file itself stays at Meta, not downloaded (docs/whatsapp.md, The Cloud API). */
const KIND_LABELS: Record<string, string> = {
  image: 'Gambar',
  video: 'Video',
  audio: 'Pesan suara',
  document: 'Dokumen',
  sticker: 'Stiker',
  location: 'Lokasi',
  contacts: 'Kontak',
  reaction: 'Reaksi',
};

/** What the room shows of a message: its text, or its kind in Indonesian with its caption, file name or emoji. */
function bodyOf(message: IncomingCloudMessage) {
  const text = message.text?.body ?? message.button?.text;
  if (text !== undefined) return text;
  const media = message.image ?? message.video ?? message.document;
  const detail = media?.caption ?? message.document?.filename ?? message.reaction?.emoji;
  const kind = `[${KIND_LABELS[message.type] ?? message.type}]`;
  return detail ? `${kind} ${detail}` : kind;
}

async function takeMessages(tx: Executor, id_company: number, change: MessagesChange) {
  for (const message of change.messages ?? []) {
    if (!(await firstTime(tx, id_company, `message:${message.id}`))) continue;
    const phone = e164(message.from);
    const id_user = phone && (await answererOf(tx, id_company, phone));
    if (!phone || !id_user) continue;
    const body = bodyOf(message);
    const name = change.contacts?.find((contact) => contact.wa_id === message.from)?.profile?.name;
    await storeIncoming(tx, { id_company, id_user, phone, name, body, external_id: message.id, transport: 'cloud', at: new Date(Number(message.timestamp) * 1000) });
  }
}

const RANK = { sending: 0, sent: 1, delivered: 2, read: 3 } as const;

/** Our message a status is about: by Meta's id, or by the callback we sent when the send's answer was lost. */
async function outgoingOf(tx: Executor, id_company: number, status: MessageStatus) {
  const callbackId = /^m:(\d{1,10})$/.exec(status.biz_opaque_callback_data ?? '')?.[1];
  const [message] = await tx
    .select({ id: chatMessage.id, status: chatMessage.status, external_id: chatMessage.external_id })
    .from(chatMessage)
    .where(
      and(
        eq(chatMessage.id_company, id_company),
        eq(chatMessage.transport, 'cloud'),
        eq(chatMessage.direction, 'out'),
        or(eq(chatMessage.external_id, status.id), callbackId ? and(eq(chatMessage.id, Number(callbackId)), isNull(chatMessage.external_id)) : sql`false`),
      ),
    )
    .limit(1);
  return message;
}

async function takeStatus(tx: Executor, id_company: number, status: MessageStatus) {
  if (!(await firstTime(tx, id_company, `status:${status.id}:${status.status}`))) return;
  const message = await outgoingOf(tx, id_company, status);
  const rank = RANK[message?.status as keyof typeof RANK];
  if (!message || rank === undefined) return;
  // A send whose answer was lost learns its id here: recorded as sent first, then what follows.
  if (!message.external_id) await settleOutgoing(tx, message.id, { status: 'sent', external_id: status.id });
  if (status.status === 'failed') await settleOutgoing(tx, message.id, { status: 'failed', error: failureText(status.errors?.[0]?.code ?? null) });
  else if (status.status !== 'sent' && RANK[status.status] > rank) await settleOutgoing(tx, message.id, { status: status.status });
}

async function takeVerdict(tx: Executor, id_company: number, value: unknown) {
  const verdict = templateStatusChange.safeParse(value);
  if (!verdict.success) return;
  const { event, message_template_id, message_template_name, reason } = verdict.data;
  await recordReview(tx, id_company, { name: message_template_name, id: String(message_template_id), status: statusOf(event), reason: reason && reason !== 'NONE' ? reason : null });
}

/** Meta raised or lowered the number's messaging limit: broadcasts pace by the new one from their next step. */
async function takeLimit(tx: Executor, id_company: number, value: unknown) {
  const change = limitChange.safeParse(value);
  const tier = change.success ? (change.data.max_daily_conversations_per_business ?? change.data.current_limit) : undefined;
  if (!tier) return;
  await tx.update(waCloudAccount).set({ messaging_limit: limitOfTier(tier), checked_at: new Date() }).where(eq(waCloudAccount.id_company, id_company));
}

type Entry = { id: string; changes: { field: string; value: unknown }[] };
type Account = { phone_number_id: string; business_account_id: string };

/**
 * Every change of one POST that is about the company's number or business account: messages and
 * statuses, templates' verdicts and the number's messaging limit. Other accounts' and other
 * fields' changes are left alone.
 */
export async function applyCloudEvents(tx: Executor, id_company: number, account: Account, entries: Entry[]) {
  for (const { id, changes } of entries) {
    if (id !== account.business_account_id) continue;
    for (const change of changes) {
      if (change.field === 'message_template_status_update') await takeVerdict(tx, id_company, change.value);
      if (change.field === 'phone_number_quality_update') await takeLimit(tx, id_company, change.value);
      if (change.field !== 'messages') continue;
      const parsed = messagesChange.safeParse(change.value);
      if (!parsed.success || parsed.data.metadata.phone_number_id !== account.phone_number_id) continue;
      await takeMessages(tx, id_company, parsed.data);
      for (const status of parsed.data.statuses ?? []) await takeStatus(tx, id_company, status);
    }
  }
}
