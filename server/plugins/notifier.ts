import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/connection';
import { notification, user } from '../db/schema';
import { publish } from './events';
import type { PushTransport } from '../push';
import { notificationLink, notificationText, pushKindOf, type Aksi } from '../../domain/notifications';
import type { NotificationType } from '../../domain/vocabularies';

export type NewNotification = {
  id_company: number;
  /** The recipient. */
  id_user: number;
  id_actor: number | null;
  nama_user: string;
  aksi: Aksi;
  tipe: NotificationType;
  id_data: number;
  nama_prospect?: string | null;
  nama_order?: string | null;
};

type Created = typeof notification.$inferSelect;

declare module 'fastify' {
  interface FastifyInstance {
    /** Transactions whose notifications reach pages live and devices by push. */
    notifier: Notifier;
  }
}

export type Notify = (notifications: NewNotification[]) => Promise<Created[]>;

export type Notifier = {
  /**
   * Runs `work` in one transaction. What it passes to `notify` is stored with the rest, reaches
   * open pages live when the transaction commits, and is pushed to the recipients' devices after.
   */
  transaction<T>(work: (tx: Executor, notify: Notify) => Promise<T>): Promise<T>;
};

export function createNotifier(db: Database, push: PushTransport | undefined, log: FastifyBaseLogger): Notifier {
  async function pushAll(rows: Created[]) {
    if (!push || !rows.length) return;
    const devices = await db
      .select({ id: user.id, token: user.fcm_token, muted: user.push_muted })
      .from(user)
      .where(and(inArray(user.id, [...new Set(rows.map((r) => r.id_user))]), isNotNull(user.fcm_token)));
    const deviceOf = new Map(devices.map((d) => [d.id, { token: d.token as string, muted: new Set(d.muted) }]));
    await Promise.all(
      rows.map(async (row) => {
        const device = deviceOf.get(row.id_user);
        // The kinds the recipient silenced on Profil stay in the bell, unpushed.
        const kind = pushKindOf(row.aksi);
        if (!device || (kind && device.muted.has(kind))) return;
        const { token } = device;
        try {
          const result = await push.send({
            token,
            title: 'Notifikasi baru',
            body: notificationText(row),
            data: { id: String(row.id), tipe: row.tipe, id_data: String(row.id_data), link: notificationLink(row, row.id_user) },
          });
          if (result === 'invalid-token') {
            await db.update(user).set({ fcm_token: null }).where(and(eq(user.id, row.id_user), eq(user.fcm_token, token)));
          }
        } catch (error) {
          // A push is a courtesy: the notification is stored and live already.
          log.warn({ err: error, notification: row.id }, 'push failed');
        }
      }),
    );
  }

  return {
    async transaction(work) {
      const created: Created[] = [];
      const result = await db.transaction(async (tx) => {
        const notify: Notify = async (notifications) => {
          if (!notifications.length) return [];
          const rows = await tx.insert(notification).values(notifications).returning();
          for (const row of rows) {
            await publish(tx, { type: 'notification', id_company: row.id_company, id_user: row.id_user, id: row.id });
          }
          created.push(...rows);
          return rows;
        };
        return work(tx, notify);
      });
      pushAll(created).catch((error: unknown) => log.warn({ err: error }, 'push delivery failed'));
      return result;
    },
  };
}

/** What a notification is about: a prospect or an order, with the name the panel shows. */
type Subject = { tipe: 'Prospek'; id_data: number; nama_prospect: string } | { tipe: 'Order'; id_data: number; nama_order: string };

/** A notification from the acting member to a recipient; none when they would tell themselves. */
export function noticeFrom(
  /** A key's caller carries its creator's id but acts as the key: the creator is told too, and no person is the actor. */
  actor: { id: number; id_company: number; name: string; integration?: { id: number } | null },
  /** A prospect waiting in List Distribusi has no owner (null): nobody to tell. */
  recipients: (number | null)[],
  aksi: Aksi,
  subject: Subject,
): NewNotification[] {
  return [...new Set(recipients)]
    .filter((id): id is number => id !== null && (Boolean(actor.integration) || id !== actor.id))
    .map((id_user) => ({ id_company: actor.id_company, id_user, id_actor: actor.integration ? null : actor.id, nama_user: actor.name, aksi, ...subject }));
}
