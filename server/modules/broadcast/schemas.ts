import { z } from 'zod';
import { BROADCAST_RECIPIENT_STATUSES, BROADCAST_STATUSES, PROSPECT_SOURCES, PROSPECT_STATUSES } from '../../../domain/vocabularies';
import { MAX_TEMPLATE_LENGTH } from '../../../domain/whatsappTemplate';

/** The most recipients one broadcast may have; a larger selection is refused (422), not cut. */
export const MAX_RECIPIENTS = 10_000;

const ids = z.array(z.number().int().positive()).max(MAX_RECIPIENTS).optional();
const oneOrMany = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values), z.array(z.enum(values))]).optional();

export const audienceInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('prospect'),
    filter: z
      .object({
        status: oneOrMany(PROSPECT_STATUSES),
        id_group: z.number().int().positive().optional(),
        source: oneOrMany(PROSPECT_SOURCES),
        q: z.string().trim().max(100).optional(),
        ids,
      })
      .default({}),
  }),
  z.object({
    kind: z.literal('user'),
    ids,
    group: z.number().int().positive().optional(),
    name: z.string().trim().max(100).optional(),
  }),
]);
export type AudienceInput = z.infer<typeof audienceInput>;

export const broadcastInput = z.object({
  name: z.string().trim().min(1).max(120),
  id_template: z.number().int().positive().optional(),
  body: z.string().trim().max(MAX_TEMPLATE_LENGTH).optional(),
  recipients: audienceInput,
  scheduled_at: z.coerce.date().optional(),
});
export type BroadcastInput = z.infer<typeof broadcastInput>;

export const previewOutput = z.object({
  total: z.number(),
  queued: z.number(),
  skipped: z.number(),
  messages: z.array(z.object({ name: z.string().nullable(), phone: z.string().nullable(), body: z.string() })),
});

const at = z.date().nullable();

export const broadcastLogRow = z.object({
  id: z.number(),
  name: z.string(),
  id_user: z.number(),
  user_name: z.string(),
  status: z.enum(BROADCAST_STATUSES),
  scheduled_at: z.date(),
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
  created_at: z.date(),
});

export const broadcastLogQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
  search: z.string().trim().max(100).optional(),
  id_user: z.coerce.number().int().positive().optional(),
  status: z.enum(BROADCAST_STATUSES).optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
});

export const detailLogQuery = z.object({
  id_broadcast: z.coerce.number().int().positive(),
  status: z.enum(BROADCAST_RECIPIENT_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const detailLogRow = z.object({
  id: z.number(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(BROADCAST_RECIPIENT_STATUSES),
  reason: z.string().nullable(),
  sent_at: at,
  updated_at: z.date(),
  id_prospect: z.number().nullable(),
  id_user_target: z.number().nullable(),
});

export const broadcastUsersQuery = z.object({
  group: z.coerce.number().int().positive().optional(),
  name: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

export const broadcastUserRow = z.object({ id: z.number(), name: z.string(), phone_number: z.string(), id_group: z.number().nullable() });
