import { z } from 'zod';
import { requiredText, timestamp } from './fields';

/** The Cloud API connection and Meta's webhook payloads (docs/whatsapp.md, The Cloud API). */

const metaId = (label: string) => requiredText(label, 40).regex(/^\d+$/, `${label} hanya berisi angka, seperti yang tertulis di Meta.`);
const secret = (label: string, max: number) => requiredText(label, max).regex(/^\S+$/, `${label} tidak boleh berisi spasi.`);

/** Connecting (or changing) the number; the token and the secret may be left out to keep the stored ones. */
export const cloudAccountInput = z.object({
  phone_number_id: metaId('Phone number ID'),
  business_account_id: metaId('WhatsApp Business Account ID'),
  access_token: secret('Access token', 1000).optional(),
  app_secret: secret('App secret', 200).optional(),
});
export type CloudAccountInput = z.input<typeof cloudAccountInput>;

/** What an Administrator sees: never the token or the secret. */
export const cloudAccountRecord = z.object({
  phone_number_id: z.string(),
  business_account_id: z.string(),
  display_phone: z.string().nullable(),
  verified_name: z.string().nullable(),
  quality_rating: z.string().nullable(),
  /** Unique recipients per rolling 24 hours; null is unlimited. */
  messaging_limit: z.number().nullable(),
  checked_at: timestamp.nullable(),
  /** The address and the token to paste into Meta's app settings (Webhooks). */
  webhook_url: z.string(),
  verify_token: z.string(),
});
export type CloudAccountRecord = z.input<typeof cloudAccountRecord>;

/** Meta's verification of the webhook address. */
export const webhookHandshakeQuery = z.object({
  'hub.mode': z.literal('subscribe'),
  'hub.verify_token': z.string().max(200),
  'hub.challenge': z.string().max(200),
});

const unixSeconds = z.string().regex(/^\d{1,12}$/);
const incomingMessage = z.object({
  from: z.string().regex(/^\d{6,20}$/),
  id: z.string().min(1).max(200),
  timestamp: unixSeconds,
  type: z.string().max(40),
  text: z.object({ body: z.string().max(8192) }).optional(),
  button: z.object({ text: z.string().max(1024) }).optional(),
  image: z.object({ caption: z.string().max(1024).optional() }).optional(),
  video: z.object({ caption: z.string().max(1024).optional() }).optional(),
  document: z.object({ caption: z.string().max(1024).optional(), filename: z.string().max(255).optional() }).optional(),
  reaction: z.object({ emoji: z.string().max(40).optional() }).optional(),
});
export type IncomingCloudMessage = z.output<typeof incomingMessage>;
const messageStatus = z.object({
  id: z.string().min(1).max(200),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  recipient_id: z.string().max(40).optional(),
  biz_opaque_callback_data: z.string().max(512).optional(),
  errors: z.array(z.object({ code: z.number(), title: z.string().max(500).optional() })).max(10).optional(),
});
/** The value of a 'messages' change: the customers' messages and the statuses of ours. */
export const messagesChange = z.object({
  metadata: z.object({ phone_number_id: z.string().max(40) }),
  contacts: z.array(z.object({ wa_id: z.string().max(40), profile: z.object({ name: z.string().max(200) }).optional() })).max(100).optional(),
  messages: z.array(incomingMessage).max(100).optional(),
  statuses: z.array(messageStatus).max(1000).optional(),
});
/** The value of a 'message_template_status_update' change: Meta's verdict on a template. */
export const templateStatusChange = z.object({
  event: z.string().max(40),
  message_template_id: z.union([z.number(), z.string().max(40)]),
  message_template_name: z.string().max(512),
  reason: z.string().max(1000).nullish(),
});
/**
 * The value of a 'phone_number_quality_update' change: the number's new messaging limit, as
 * `max_daily_conversations_per_business` (since 2026) or `current_limit` (before).
 */
export const limitChange = z.object({
  current_limit: z.string().max(40).optional(),
  max_daily_conversations_per_business: z.string().max(40).optional(),
});

/** One POST of Meta's: changes of fields other than messages are read as unknown and left alone. */
export const webhookPayload = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z
    .array(
      z.object({
        id: z.string().max(40),
        changes: z.array(z.object({ field: z.string().max(100), value: z.unknown() })).max(100),
      }),
    )
    .max(100),
});
export type MessagesChange = z.output<typeof messagesChange>;
export type MessageStatus = z.output<typeof messageStatus>;
