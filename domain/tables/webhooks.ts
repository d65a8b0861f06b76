/** Outgoing webhooks: the company's endpoints, the outbox of deliveries and each attempt's outcome. */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { WEBHOOK_DELIVERY_EVENTS, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_ENDPOINT_STATUSES, type WebhookEvent } from '../webhooks';
import { bytea, createdAt, oneOf, updatedAt } from './columns';
import { idCompany } from './tenancy';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const webhookEndpoint = pgTable(
  'webhook_endpoint',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<WebhookEvent[]>().notNull(),
    /** The signing secret, sealed (AES-256-GCM): the server must read it back to sign. */
    secret: bytea('secret').notNull(),
    status: text('status', { enum: WEBHOOK_ENDPOINT_STATUSES }).notNull().default('active'),
    /** Deliveries in a row that used up every attempt; reaching the limit pauses the endpoint. */
    failed_in_row: integer('failed_in_row').notNull().default(0),
    paused_at: at('paused_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('webhook_endpoint_company_idx').on(t.id_company), oneOf(t.status, WEBHOOK_ENDPOINT_STATUSES)],
);

/** The outbox: written in the transaction of the change it tells of, sent by the job queue after commit. */
export const webhookDelivery = pgTable(
  'webhook_delivery',
  {
    /** A random UUID: the payload's `id` and the X-Webhook-Id header, the same on every attempt. */
    id: text('id').primaryKey(),
    id_company: idCompany(),
    id_endpoint: integer('id_endpoint')
      .notNull()
      .references(() => webhookEndpoint.id, { onDelete: 'cascade' }),
    event: text('event', { enum: WEBHOOK_DELIVERY_EVENTS }).notNull(),
    /** The exact body sent (and signed) on every attempt. */
    payload: text('payload').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: at('next_attempt_at').notNull().defaultNow(),
    /** When a job was queued for the next attempt; null: committed but not queued yet. */
    queued_at: at('queued_at'),
    /** A 'sending' delivery whose process died is taken back after this time. */
    locked_until: at('locked_until'),
    created_at: createdAt(),
    finished_at: at('finished_at'),
  },
  (t) => [
    index('webhook_delivery_endpoint_created_idx').on(t.id_endpoint, t.created_at.desc().nullsFirst()),
    index('webhook_delivery_open_idx').on(t.status, t.next_attempt_at),
    oneOf(t.event, WEBHOOK_DELIVERY_EVENTS),
    oneOf(t.status, WEBHOOK_DELIVERY_STATUSES),
  ],
);

export const webhookAttempt = pgTable(
  'webhook_attempt',
  {
    id: serial('id').primaryKey(),
    id_delivery: text('id_delivery')
      .notNull()
      .references(() => webhookDelivery.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    started_at: at('started_at').notNull(),
    duration_ms: integer('duration_ms').notNull(),
    /** The receiver's HTTP status; null when no answer came (refused address, timeout, network). */
    status_code: integer('status_code'),
    /** The first 2 KB of the answer's body. */
    response_body: text('response_body'),
    error: text('error'),
  },
  (t) => [index('webhook_attempt_delivery_idx').on(t.id_delivery, t.attempt)],
);
