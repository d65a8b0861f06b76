/**
 * WhatsApp: each user's linked number, the chat rooms and messages (incoming, and outgoing through
 * the outbox), message templates, broadcasts with their per-recipient log, and opted-out numbers.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  BROADCAST_RECIPIENT_STATUSES,
  BROADCAST_STATUSES,
  BROADCAST_WAITS,
  CHAT_DIRECTIONS,
  CHAT_MESSAGE_STATUSES,
  META_TEMPLATE_CATEGORIES,
  META_TEMPLATE_STATUSES,
  WA_LINK_STATUSES,
  WA_TRANSPORTS,
} from '../vocabularies';
import { bytea, createdAt, oneOf, updatedAt } from './columns';
import { group, idCompany, user } from './tenancy';
import { prospect } from './sales';

const at = (name: string) => timestamp(name, { withTimezone: true });
const userRef = (name: string) => integer(name).references(() => user.id, { onDelete: 'cascade' });
/** The WhatsApp that carries a room, a message or a broadcast (docs/whatsapp.md, Two transports). */
const transport = () => text('transport', { enum: WA_TRANSPORTS }).notNull().default('linked');

/**
 * One user's WhatsApp link; its secrets are in wa_auth_key. `qr` is the code on screen while
 * status is 'waiting'.
 */
export const waAccount = pgTable(
  'wa_account',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    id_user: userRef('id_user').notNull(),
    status: text('status', { enum: WA_LINK_STATUSES }).notNull().default('disconnected'),
    /** The linked number, E.164 (+62…). */
    phone: text('phone'),
    qr: text('qr'),
    qr_expires_at: at('qr_expires_at'),
    linked_at: at('linked_at'),
    /** The app instance that holds the link open, while its lease runs (docs/whatsapp.md, One instance per link). */
    owner: text('owner'),
    lease_until: at('lease_until'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('wa_account_user_uq').on(t.id_user), index('wa_account_company_idx').on(t.id_company), oneOf(t.status, WA_LINK_STATUSES)],
);

/**
 * The secrets of one link (the transport's credentials and signal keys), each value encrypted with
 * WA_CREDENTIALS_KEY (server/whatsapp/secretBox.ts); never readable through the API.
 */
export const waAuthKey = pgTable(
  'wa_auth_key',
  {
    id_account: integer('id_account')
      .notNull()
      .references(() => waAccount.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    key_id: text('key_id').notNull(),
    value: bytea('value').notNull(),
  },
  (t) => [uniqueIndex('wa_auth_key_uq').on(t.id_account, t.type, t.key_id)],
);

/** The tags of a chat room (Baru, Dibalas, Selesai…), per company, edited by the Administrator. */
export const mstStatusChat = pgTable(
  'mst_status_chat',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    name: text('name').notNull(),
    /** A CSS colour for the chip (#RRGGBB). */
    color: text('color').notNull().default('#305F72'),
    sort_order: integer('sort_order').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('mst_status_chat_company_name_uq').on(t.id_company, t.name)],
);

/**
 * One conversation of one user with one number on one WhatsApp: the user's linked phone and the
 * company's business number are two chats for the contact, so they are two rooms here.
 */
export const chatRoom = pgTable(
  'chat_room',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    id_user: userRef('id_user').notNull(),
    /** The owner's group when the room was opened, for a supervisor's scope. */
    id_group: integer('id_group').references(() => group.id, { onDelete: 'set null' }),
    /** The contact's number, E.164 (+62…). */
    phone: text('phone').notNull(),
    transport: transport(),
    /** The contact's WhatsApp name, or the prospect's name. */
    name: text('name'),
    id_prospect: integer('id_prospect').references(() => prospect.id, { onDelete: 'set null' }),
    id_status: integer('id_status').references(() => mstStatusChat.id, { onDelete: 'set null' }),
    last_message: text('last_message'),
    last_message_at: at('last_message_at'),
    /** Incoming messages the owner has not opened yet. */
    unread: integer('unread').notNull().default(0),
    /** The contact's last message: on the business number, free text may answer it for 24 hours (docs/whatsapp.md). */
    last_incoming_at: at('last_incoming_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_room_user_phone_uq').on(t.id_user, t.phone, t.transport),
    index('chat_room_company_last_idx').on(t.id_company, t.last_message_at.desc().nullsLast(), t.id.desc()),
    index('chat_room_company_group_idx').on(t.id_company, t.id_group),
    index('chat_room_prospect_idx').on(t.id_prospect).where(sql`${t.id_prospect} is not null`),
    index('chat_room_company_phone_idx').on(t.id_company, t.phone),
    oneOf(t.transport, WA_TRANSPORTS),
  ],
);

/** A message in a room. Outgoing ones are the outbox: the instance holding the sender's link sends them. */
export const chatMessage = pgTable(
  'chat_message',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    id_room: integer('id_room')
      .notNull()
      .references(() => chatRoom.id, { onDelete: 'cascade' }),
    /** The room's owner: the sender of an outgoing message, the receiver of an incoming one. */
    id_user: userRef('id_user').notNull(),
    direction: text('direction', { enum: CHAT_DIRECTIONS }).notNull(),
    /** The room's transport, kept on the message for the outboxes' claims and the logs. */
    transport: transport(),
    body: text('body').notNull(),
    status: text('status', { enum: CHAT_MESSAGE_STATUSES }).notNull(),
    /** Why it failed, in the user's words. */
    error: text('error'),
    /** WhatsApp's id of the message, to match delivery and read receipts. */
    external_id: text('external_id'),
    id_template: integer('id_template').references(() => waTemplate.id, { onDelete: 'set null' }),
    /** Sent through the Cloud API as this approved template (Meta's name) with these values; null for free text. */
    meta_template: text('meta_template'),
    meta_params: jsonb('meta_params').$type<string[]>(),
    id_broadcast: integer('id_broadcast').references(() => broadcast.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    sent_at: at('sent_at'),
  },
  (t) => [
    index('chat_message_room_idx').on(t.id_room, t.id),
    index('chat_message_company_created_idx').on(t.id_company, t.created_at.desc(), t.id.desc()),
    index('chat_message_outbox_idx').on(t.id_user, t.id).where(sql`${t.status} in ('queued', 'sending')`),
    index('chat_message_cloud_outbox_idx').on(t.id_company, t.id).where(sql`${t.transport} = 'cloud' and ${t.status} in ('queued', 'sending')`),
    uniqueIndex('chat_message_external_uq').on(t.id_user, t.external_id).where(sql`${t.external_id} is not null`),
    // Meta's status webhooks name the message by its id alone, two or three times per message sent.
    index('chat_message_cloud_external_idx').on(t.external_id).where(sql`${t.transport} = 'cloud' and ${t.external_id} is not null`),
    oneOf(t.direction, CHAT_DIRECTIONS),
    oneOf(t.status, CHAT_MESSAGE_STATUSES),
    oneOf(t.transport, WA_TRANSPORTS),
  ],
);

/** A message template with {placeholders} (domain/whatsappTemplate.ts). */
export const waTemplate = pgTable(
  'wa_template',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    name: text('name').notNull(),
    body: text('body').notNull(),
    active: boolean('active').notNull().default(true),
    created_by: integer('created_by').references(() => user.id, { onDelete: 'set null' }),
    /** Its review at Meta (docs/whatsapp.md, Templates on Meta); null while it was not sent there. */
    meta_status: text('meta_status', { enum: META_TEMPLATE_STATUSES }),
    meta_category: text('meta_category', { enum: META_TEMPLATE_CATEGORIES }),
    /** Why Meta rejected or paused it. */
    meta_reason: text('meta_reason'),
    meta_id: text('meta_id'),
    meta_name: text('meta_name'),
    /** The placeholder behind each of Meta's numbered variables, in order. */
    meta_params: jsonb('meta_params').$type<string[]>(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('wa_template_company_name_uq').on(t.id_company, t.name),
    index('wa_template_meta_idx').on(t.id_company, t.meta_id).where(sql`${t.meta_id} is not null`),
    oneOf(t.meta_status, META_TEMPLATE_STATUSES),
    oneOf(t.meta_category, META_TEMPLATE_CATEGORIES),
  ],
);

/** A broadcast: one template sent from one user's number to a list, paced by the job queue. */
export const broadcast = pgTable(
  'broadcast',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    /** The sender, whose linked number sends every message. */
    id_user: userRef('id_user').notNull(),
    id_group: integer('id_group').references(() => group.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    id_template: integer('id_template').references(() => waTemplate.id, { onDelete: 'set null' }),
    /** The template's text when the broadcast was made; later edits of the template do not change it. */
    body: text('body').notNull(),
    /** Through the Cloud API: Meta's name of the approved template every message is sent as. */
    meta_template: text('meta_template'),
    /** The WhatsApp that sends every message: the company's business number (cloud) or the sender's linked phone. */
    transport: transport(),
    /** How the recipients were chosen (the filter), for the log. */
    audience: jsonb('audience').notNull().default({}),
    status: text('status', { enum: BROADCAST_STATUSES }).notNull(),
    scheduled_at: at('scheduled_at').notNull().defaultNow(),
    total: integer('total').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    started_at: at('started_at'),
    finished_at: at('finished_at'),
    /** While running: the next message waits until then, for this reason (shown on its page). */
    waiting_until: at('waiting_until'),
    waiting_for: text('waiting_for', { enum: BROADCAST_WAITS }),
    created_at: createdAt(),
  },
  (t) => [
    index('broadcast_company_created_idx').on(t.id_company, t.created_at.desc(), t.id.desc()),
    oneOf(t.status, BROADCAST_STATUSES),
    oneOf(t.transport, WA_TRANSPORTS),
    oneOf(t.waiting_for, BROADCAST_WAITS),
  ],
);

/** One recipient of a broadcast and what became of their message. */
export const broadcastRecipient = pgTable(
  'broadcast_recipient',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    id_broadcast: integer('id_broadcast')
      .notNull()
      .references(() => broadcast.id, { onDelete: 'cascade' }),
    id_prospect: integer('id_prospect').references(() => prospect.id, { onDelete: 'set null' }),
    id_user_target: integer('id_user_target').references(() => user.id, { onDelete: 'set null' }),
    name: text('name'),
    /** E.164 (+62…); null when the source number could not be read (then skipped). */
    phone: text('phone'),
    /** The message with its placeholders filled. */
    body: text('body').notNull(),
    /** Through the Cloud API: the values of the template's numbered variables. */
    meta_params: jsonb('meta_params').$type<string[]>(),
    status: text('status', { enum: BROADCAST_RECIPIENT_STATUSES }).notNull().default('queued'),
    reason: text('reason'),
    id_message: integer('id_message').references(() => chatMessage.id, { onDelete: 'set null' }),
    sent_at: at('sent_at'),
    updated_at: updatedAt(),
  },
  (t) => [
    index('broadcast_recipient_broadcast_idx').on(t.id_broadcast, t.id),
    index('broadcast_recipient_message_idx').on(t.id_message).where(sql`${t.id_message} is not null`),
    // Whether a broadcast is done is asked at every settled message: only the open recipients are read.
    index('broadcast_recipient_open_idx').on(t.id_broadcast, t.id).where(sql`${t.status} in ('queued', 'sending')`),
    uniqueIndex('broadcast_recipient_phone_uq').on(t.id_broadcast, t.phone).where(sql`${t.phone} is not null`),
    oneOf(t.status, BROADCAST_RECIPIENT_STATUSES),
  ],
);

/** Numbers that asked for no more broadcasts; a broadcast skips them. */
export const waOptOut = pgTable(
  'wa_opt_out',
  {
    id_company: idCompany(),
    phone: text('phone').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('wa_opt_out_uq').on(t.id_company, t.phone)],
);
