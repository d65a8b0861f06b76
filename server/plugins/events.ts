import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle, Executor } from '../db/connection';
import type { PengajuanKind } from '../../domain/vocabularies';

/** Live events go through PostgreSQL so every server instance hears every one (docs/database.md). */
export const EVENTS_CHANNEL = 'sf_events';

export type { PengajuanKind };

export type AppEvent =
  | { type: 'notification'; id_company: number; id_user: number; id: number }
  | { type: 'pengajuan'; id_company: number; kind: PengajuanKind }
  /** A role's permission rows changed: its members' menus and access refresh. */
  | { type: 'permissions'; id_company: number; id_role: number }
  /** The user's sessions were ended (a deactivation): their open live streams close at once. */
  | { type: 'session_ended'; id_company: number; id_user: number }
  /** A chat message was stored or changed status in a room of id_user (the owner). */
  | { type: 'chat'; id_company: number; id_user: number; id_room: number; id_message: number }
  /** id_user's outbox has a message to send: the instance holding their WhatsApp link sends it. */
  | { type: 'wa_outbox'; id_company: number; id_user: number }
  /** The company's Cloud API outbox has a message to send: any instance sends it (docs/whatsapp.md, The Cloud API). */
  | { type: 'wa_cloud_outbox'; id_company: number }
  /** id_user's WhatsApp link changed (new QR, linked, unlinked, expired). */
  | { type: 'wa_link'; id_company: number; id_user: number }
  /** A broadcast's counts or status changed. */
  | { type: 'broadcast'; id_company: number; id: number }
  /** Webhook deliveries of the company were committed: an instance queues their sending. */
  | { type: 'webhook'; id_company: number };

/**
 * Announces an event; inside a transaction PostgreSQL delivers it only on commit, so listeners
 * never hear of rows that were rolled back. Payloads carry ids only (NOTIFY allows 8000 bytes).
 */
export async function publish(tx: Executor, event: AppEvent) {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

type Subscriber = (event: AppEvent) => void;

type EventHub = {
  /** Hears every event of one company on this instance; answers the unsubscribe function. */
  subscribe(id_company: number, subscriber: Subscriber): () => void;
  /** Hears every event of every company: for the instance's own machinery (the WhatsApp links). */
  subscribeAll(subscriber: Subscriber): () => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    events: EventHub;
  }
}

export default fp<{ database: DatabaseHandle }>(async function events(app: FastifyInstance, { database }) {
  const byCompany = new Map<number, Set<Subscriber>>();
  const everyCompany = new Set<Subscriber>();
  const stop = await database.listen(EVENTS_CHANNEL, (payload) => {
    let event: AppEvent;
    try {
      event = JSON.parse(payload) as AppEvent;
    } catch {
      app.log.warn({ payload }, 'ignored a malformed event');
      return;
    }
    for (const subscriber of byCompany.get(event.id_company) ?? []) subscriber(event);
    for (const subscriber of everyCompany) subscriber(event);
  });
  app.decorate('events', {
    subscribe(id_company, subscriber) {
      const set = byCompany.get(id_company) ?? new Set<Subscriber>();
      byCompany.set(id_company, set);
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (!set.size) byCompany.delete(id_company);
      };
    },
    subscribeAll(subscriber) {
      everyCompany.add(subscriber);
      return () => everyCompany.delete(subscriber);
    },
  } satisfies EventHub);
  app.addHook('onClose', async () => {
    await stop();
  });
});
