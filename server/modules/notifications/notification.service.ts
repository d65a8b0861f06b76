import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { notification } from '../../db/schema';
import { forbidden, notFound } from '../../plugins/errors';
import { problem } from '../../../domain/errors';

type Recipient = { id: number; id_company: number };

/** Notifications are personal: a caller reads and marks only their own, whatever id_user says. */
export function ownRecipient<C extends Recipient>(caller: C, id_user: number): C {
  if (id_user !== caller.id) throw forbidden();
  return caller;
}

const ofRecipient = (recipient: Recipient) =>
  and(eq(notification.id_user, recipient.id), eq(notification.id_company, recipient.id_company));

const columns = {
  id: notification.id,
  id_data: notification.id_data,
  tipe: notification.tipe,
  status: notification.status,
  nama_user: notification.nama_user,
  aksi: notification.aksi,
  nama_prospect: notification.nama_prospect,
  nama_order: notification.nama_order,
  created_at: notification.created_at,
};

export async function findNotification(db: Executor, recipient: Recipient, id: number) {
  const [row] = await db
    .select(columns)
    .from(notification)
    .where(and(ofRecipient(recipient), eq(notification.id, id)));
  return row;
}

export async function listNotifications(db: Executor, recipient: Recipient, limit: number, offset: number) {
  const [data, [{ count }]] = await Promise.all([
    db
      .select(columns)
      .from(notification)
      .where(ofRecipient(recipient))
      .orderBy(desc(notification.created_at), desc(notification.id))
      .limit(limit)
      .offset(offset),
    db.select({ count: sql<number>`count(*)::int` }).from(notification).where(ofRecipient(recipient)),
  ]);
  return { data, count };
}

export async function unreadCount(db: Executor, recipient: Recipient) {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notification)
    .where(and(ofRecipient(recipient), eq(notification.status, 'N')));
  return count;
}

export async function markRead(db: Executor, recipient: Recipient, id: number) {
  const updated = await db
    .update(notification)
    .set({ status: 'Y' })
    .where(and(ofRecipient(recipient), eq(notification.id, id)))
    .returning({ id: notification.id });
  if (!updated.length) throw notFound(problem('notification.not_found'));
}

export async function markAllRead(db: Executor, recipient: Recipient) {
  await db.update(notification).set({ status: 'Y' }).where(and(ofRecipient(recipient), eq(notification.status, 'N')));
}
