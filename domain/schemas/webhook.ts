import { z } from 'zod';
import { WEBHOOK_DELIVERY_EVENTS, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_ENDPOINT_STATUSES, WEBHOOK_EVENTS } from '../webhooks';
import { optionalText, timestamp } from './fields';
import { pageLimit, pageOffset } from './params';

/** What the webhook calls take and answer (docs/webhooks.md); the secret is answered only when made. */
const eventsField = z
  .array(z.enum(WEBHOOK_EVENTS, { error: 'Peristiwa tidak dikenal.' }), { error: 'Pilih peristiwa yang dikirim.' })
  .min(1, 'Pilih minimal satu peristiwa.')
  .transform((events) => [...new Set(events)]);

const urlField = z
  .string({ error: 'Alamat URL wajib diisi.' })
  .trim()
  .min(1, 'Alamat URL wajib diisi.')
  .max(2000, 'Alamat URL maksimal 2000 karakter.');

export const webhookCreate = z.object({ url: urlField, description: optionalText('Keterangan', 300), events: eventsField });
export const webhookUpdate = webhookCreate.partial();

export const webhookDeliverySummary = z.object({ id: z.string(), event: z.enum(WEBHOOK_DELIVERY_EVENTS), status: z.enum(WEBHOOK_DELIVERY_STATUSES), created_at: timestamp });

export const webhookEndpointRecord = z.object({
  id: z.number(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  status: z.enum(WEBHOOK_ENDPOINT_STATUSES),
  failed_in_row: z.number(),
  paused_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  last_delivery: webhookDeliverySummary.nullable(),
});

export const webhookSecret = z.object({ secret: z.string() });

export const webhookAttemptRecord = z.object({
  attempt: z.number(),
  started_at: timestamp,
  duration_ms: z.number(),
  status_code: z.number().nullable(),
  response_body: z.string().nullable(),
  error: z.string().nullable(),
});

export const webhookDeliveryRecord = webhookDeliverySummary.extend({
  attempts: z.number(),
  next_attempt_at: timestamp,
  finished_at: timestamp.nullable(),
  payload: z.string(),
  attempt_log: z.array(webhookAttemptRecord),
});

export const webhookDeliveryQuery = z.object({
  limit: pageLimit(100, 25),
  offset: pageOffset,
});

export type WebhookEndpoint = z.input<typeof webhookEndpointRecord>;
export type WebhookDelivery = z.input<typeof webhookDeliveryRecord>;
export type WebhookInput = z.input<typeof webhookCreate>;
