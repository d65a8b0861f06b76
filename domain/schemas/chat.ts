import { z } from 'zod';
import { CHAT_DIRECTIONS, CHAT_MESSAGE_STATUSES, WA_TRANSPORTS } from '../vocabularies';
import { idField, integerInput, requiredText, timestamp } from './fields';
import { pageLimit, pageOffset } from './params';

/** The chat's calls (docs/whatsapp.md, Chat). */

/** The longest message a user may write (WhatsApp itself allows far more; a chat reply is short). */
export const CHAT_BODY_MAX = 4000;
export const CHAT_PAGE_DEFAULT = 20;
export const CHAT_PAGE_MAX = 100;

const pageSize = pageLimit(CHAT_PAGE_MAX, CHAT_PAGE_DEFAULT);

export const roomListQuery = z.object({
  id_user: idField('Pengguna').optional(),
  id_status: idField('Status').optional(),
  search: z.string().trim().max(100).optional(),
  limit: pageSize,
  offset: pageOffset,
});

export const roomRecord = z.object({
  id: z.number(),
  id_user: z.number(),
  phone: z.string(),
  /** The user's linked phone, or the company's business number (docs/whatsapp.md, Two transports). */
  transport: z.enum(WA_TRANSPORTS),
  name: z.string().nullable(),
  id_prospect: z.number().nullable(),
  prospect_name: z.string().nullable(),
  id_status: z.number().nullable(),
  status_name: z.string().nullable(),
  status_color: z.string().nullable(),
  last_message: z.string().nullable(),
  last_message_at: timestamp.nullable(),
  /** The contact's last message: a business-number room's 24-hour window runs from it. */
  last_incoming_at: timestamp.nullable(),
  unread: z.number(),
});
export type ChatRoom = z.input<typeof roomRecord>;

export const messageListQuery = z.object({
  id_room: idField('Room'),
  /** Older pages: the messages before this one. */
  before_id: idField('Pesan').optional(),
  limit: pageSize,
});

export const messageRecord = z.object({
  id: z.number(),
  id_room: z.number(),
  direction: z.enum(CHAT_DIRECTIONS),
  /** Which WhatsApp carried it. */
  transport: z.enum(WA_TRANSPORTS),
  body: z.string(),
  status: z.enum(CHAT_MESSAGE_STATUSES),
  error: z.string().nullable(),
  id_template: z.number().nullable(),
  created_at: timestamp,
  sent_at: timestamp.nullable(),
});
export type ChatMessage = z.input<typeof messageRecord>;

/** A message sent by a user of the company, as Riwayat Pesan lists it: with its room's contact and its broadcast. */
export const sentMessageRecord = messageRecord.omit({ id_room: true, direction: true, id_template: true }).extend({
  id_user: z.number(),
  user_name: z.string().nullable(),
  phone: z.string(),
  contact_name: z.string().nullable(),
  id_prospect: z.number().nullable(),
  id_broadcast: z.number().nullable(),
  broadcast_name: z.string().nullable(),
});
export type SentMessage = z.input<typeof sentMessageRecord>;

/** A reply is either written text or a template filled for the room's contact. */
export const sendBody = z.union([
  z.object({ id_room: idField('Room'), body: requiredText('Pesan', CHAT_BODY_MAX) }).strict(),
  z.object({ id_room: idField('Room'), id_template: idField('Template') }).strict(),
]);

export const openRoomBody = z.object({ id_prospect: idField('Prospek') });
export const tagRoomBody = z.object({ id_status: idField('Status').nullable() });

export const statusChatBody = z.object({
  name: requiredText('Nama status', 50),
  color: z.string().trim().regex(/^#[0-9A-Fa-f]{6}$/, 'Warna harus berformat #RRGGBB.'),
  sort_order: integerInput('Urutan tidak valid.').pipe(z.number().int().min(0).max(1000)).default(0),
});
export const statusChatRecord = z.object({ id: z.number(), name: z.string(), color: z.string(), sort_order: z.number() });
export type StatusChat = z.input<typeof statusChatRecord>;
