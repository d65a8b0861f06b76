import { z } from 'zod';
import { BROADCAST_RECIPIENT_STATUSES, BROADCAST_STATUSES, PROSPECT_SOURCES, PROSPECT_STATUSES, WA_TRANSPORTS, BROADCAST_WAITS } from '../vocabularies';
import { MAX_TEMPLATE_LENGTH } from '../whatsappTemplate';
import { idField, optionalDateTime, timestamp } from './fields';
import { dayParam, pageLimit, pageOffset } from './params';

/**
 * Pesan Siaran's requests and answers (docs/api.md): the server validates and documents with
 * them, the client takes the answers' types only.
 */

/** The most recipients one broadcast may have; a larger selection is refused (422), not cut. */
export const MAX_RECIPIENTS = 10_000;

const ids = z.array(idField()).max(MAX_RECIPIENTS).optional();
const oneOrMany = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values), z.array(z.enum(values))]).optional();

const audienceInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('prospect'),
    filter: z
      .object({
        status: oneOrMany(PROSPECT_STATUSES),
        id_group: idField('Grup').optional(),
        source: oneOrMany(PROSPECT_SOURCES),
        q: z.string().trim().max(100).optional(),
        ids,
      })
      .default({}),
  }),
  z.object({
    kind: z.literal('user'),
    ids,
    group: idField('Grup').optional(),
    name: z.string().trim().max(100).optional(),
  }),
]);
export type AudienceInput = z.infer<typeof audienceInput>;

export const broadcastInput = z.object({
  name: z.string().trim().min(1).max(120),
  id_template: idField('Template').optional(),
  body: z.string().trim().max(MAX_TEMPLATE_LENGTH).optional(),
  recipients: audienceInput,
  scheduled_at: optionalDateTime('Jadwal kirim').optional(),
});
export type BroadcastInput = z.infer<typeof broadcastInput>;

export const previewOutput = z.object({
  /** Which WhatsApp would send it: the company's business number (cloud) or the sender's linked phone. */
  transport: z.enum(WA_TRANSPORTS),
  total: z.number(),
  queued: z.number(),
  skipped: z.number(),
  messages: z.array(z.object({ name: z.string().nullable(), phone: z.string().nullable(), body: z.string() })),
});
export type BroadcastPreview = z.input<typeof previewOutput>;

/** Which WhatsApp a broadcast would use now (null: none, broadcasts are off), and its daily limit of recipients. */
export const channelOutput = z.object({
  transport: z.enum(WA_TRANSPORTS).nullable(),
  /** Unique recipients per 24 hours: Meta's tier for the business number (null: unlimited), the company's cap for a linked phone. */
  daily_limit: z.number().nullable(),
  /** Whether the caller's own phone is linked, which a broadcast through linked phones needs. */
  phone_linked: z.boolean(),
});
export type BroadcastChannel = z.input<typeof channelOutput>;

/** A broadcast just scheduled. */
export const createdOutput = z.object({ id: z.number(), status: z.enum(BROADCAST_STATUSES), total: z.number(), skipped: z.number(), scheduled_at: timestamp });
export type BroadcastCreated = z.input<typeof createdOutput>;

const at = timestamp.nullable();

export const broadcastLogRow = z.object({
  id: z.number(),
  name: z.string(),
  id_user: z.number(),
  user_name: z.string(),
  status: z.enum(BROADCAST_STATUSES),
  /** Which WhatsApp sends it. */
  transport: z.enum(WA_TRANSPORTS),
  /** A running broadcast waiting for its sender's next day or Meta's 24-hour window, until then. */
  waiting_until: at,
  waiting_for: z.enum(BROADCAST_WAITS).nullable(),
  scheduled_at: timestamp,
  started_at: at,
  finished_at: at,
  total: z.number(),
  queued: z.number(),
  sending: z.number(),
  sent: z.number(),
  delivered: z.number(),
  read: z.number(),
  failed: z.number(),
  skipped: z.number(),
  created_at: timestamp,
});
/** One broadcast with its counts, as Riwayat Pesan Siaran lists it. */
export type BroadcastLogEntry = z.input<typeof broadcastLogRow>;

/** `from` and `to` are days in West Indonesia Time, both included, on the broadcast's creation. */
export const broadcastLogQuery = z.object({
  limit: pageLimit(100, 25),
  offset: pageOffset,
  search: z.string().trim().max(100).optional(),
  id_user: idField('Pengguna').optional(),
  status: z.enum(BROADCAST_STATUSES).optional(),
  from: dayParam('from').optional(),
  to: dayParam('to').optional(),
});

export const detailLogQuery = z.object({
  id_broadcast: idField('Pesan siaran'),
  status: z.enum(BROADCAST_RECIPIENT_STATUSES).optional(),
  limit: pageLimit(500, 50),
  offset: pageOffset,
});

export const detailLogRow = z.object({
  id: z.number(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(BROADCAST_RECIPIENT_STATUSES),
  reason: z.string().nullable(),
  sent_at: at,
  updated_at: timestamp,
  id_prospect: z.number().nullable(),
  id_user_target: z.number().nullable(),
});
/** One recipient of a broadcast and what became of their message. */
export type BroadcastRecipientLog = z.input<typeof detailLogRow>;

export const broadcastUsersQuery = z.object({
  group: idField('Grup').optional(),
  name: z.string().trim().max(100).optional(),
  limit: pageLimit(500, 100),
  offset: pageOffset,
});

/** One of the users list_broadcast offers as recipients. */
export const broadcastUserRow = z.object({ id: z.number(), name: z.string(), phone_number: z.string(), id_group: z.number().nullable() });
export type BroadcastUser = z.input<typeof broadcastUserRow>;
