/**
 * The company's WhatsApp Business number on Meta's Cloud API (docs/whatsapp.md, The Cloud API):
 * its connection, and the webhook events already taken (Meta delivers an event again until it
 * gets a 200, so each is applied once).
 */
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt } from './columns';
import { idCompany } from './tenancy';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One per company. The access token and the app secret are sealed like the linked phones' secrets. */
export const waCloudAccount = pgTable(
  'wa_cloud_account',
  {
    id_company: idCompany().primaryKey(),
    /** Meta's id of the number (not the number itself): the path of every send. */
    phone_number_id: text('phone_number_id').notNull(),
    business_account_id: text('business_account_id').notNull(),
    access_token: bytea('access_token').notNull(),
    app_secret: bytea('app_secret').notNull(),
    /** Made here and pasted into Meta's app settings: Meta's handshake proves the address with it. */
    verify_token: text('verify_token').notNull(),
    /** What Meta answered when the number was last read: the number as shown, its name and quality. */
    display_phone: text('display_phone'),
    verified_name: text('verified_name'),
    quality_rating: text('quality_rating'),
    /** Unique recipients per rolling 24 hours that Meta allows; null when unlimited. */
    messaging_limit: integer('messaging_limit'),
    checked_at: at('checked_at'),
    /**
     * After Meta's rate limit or outage the outbox sends nothing until then, and waits twice as long
     * each time it happens again in a row (`retry_streak`); kept here so that every run, on every
     * instance, keeps the pause.
     */
    sends_paused_until: at('sends_paused_until'),
    retry_streak: integer('retry_streak').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('wa_cloud_account_phone_number_uq').on(t.phone_number_id)],
);

/** A webhook event already applied: a message by its id, a status by its message's id and the status. */
export const waCloudEvent = pgTable(
  'wa_cloud_event',
  {
    id_company: idCompany(),
    event_key: text('event_key').notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.id_company, t.event_key] }), index('wa_cloud_event_created_idx').on(t.created_at)],
);
