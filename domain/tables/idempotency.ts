/** Idempotency keys: the first answer to each keyed write, kept for its retries (docs/api.md, Idempotency keys). */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { integrationKey } from './integration';
import { idCompany, user } from './tenancy';

export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    /** The caller who sent the key: a person, or an integration key (exactly one of the two). */
    id_user: integer('id_user').references(() => user.id, { onDelete: 'cascade' }),
    id_integration_key: integer('id_integration_key').references(() => integrationKey.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request the key was first sent with: method, address and body. */
    fingerprint: text('fingerprint').notNull(),
    /** When the request holding the key started; a claim without an answer for too long is taken over. */
    claimed_at: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Counts the takeovers: only the request holding the latest one stores its answer or gives the key back. */
    attempt: integer('attempt').notNull().default(1),
    /** The first answer, null while its request runs. */
    response_status: integer('response_status'),
    response_headers: jsonb('response_headers').$type<Record<string, string>>(),
    response_body: text('response_body'),
    /** Removed by the housekeeping job after this time, at least IDEMPOTENCY_KEEP_HOURS after the answer. */
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    // A person's key and an integration key's never meet: the null of the other column counts as a value.
    unique('idempotency_key_caller_key_uq').on(t.id_company, t.id_user, t.id_integration_key, t.key).nullsNotDistinct(),
    index('idempotency_key_expires_idx').on(t.expires_at),
    check('idempotency_key_caller_check', sql`(${t.id_user} is null) <> (${t.id_integration_key} is null)`),
  ],
);
