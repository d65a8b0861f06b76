import { and, eq } from 'drizzle-orm';
import type { Aksi } from '../../../domain/notifications';
import type { ApplicationStatus } from '../../../domain/vocabularies';
import type { Executor } from '../../db/connection';
import { leasingApplication, leasingApplicationEvent, leasingPartner, order, user } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { noticeFrom, type Notify } from '../../plugins/notifier';
import type { Caller } from '../../plugins/session';
import { orderVisible, validatorsFor } from '../orders/order.resource';

/** The order's fields an application's rules and notices read. */
export const orderFields = {
  id: order.id,
  number: order.number,
  id_user: order.id_user,
  id_prospect: order.id_prospect,
  status: order.status,
  payment: order.payment,
  price: order.price,
  qty: order.qty,
  discount: order.discount,
  down_payment: order.down_payment,
  tenor: order.tenor,
  down_payment_paid_at: order.down_payment_paid_at,
};

export type OrderOfApplication = { id: number; number: string; id_user: number };

/** An application of an order the caller sees, with its order and partner, locked for the move; 404 otherwise. */
export async function applicationFor(tx: Executor, caller: Caller, id: number) {
  const [found] = await tx
    .select({ application: leasingApplication, order: orderFields, partner: { short_name: leasingPartner.short_name } })
    .from(leasingApplication)
    .innerJoin(order, eq(order.id, leasingApplication.id_order))
    .innerJoin(leasingPartner, eq(leasingPartner.id, leasingApplication.id_leasing_partner))
    .where(and(eq(leasingApplication.id, id), eq(leasingApplication.id_company, caller.id_company), orderVisible(caller)))
    .for('update', { of: leasingApplication });
  if (!found) throw notFound();
  return found;
}

/** The step of an application's history: who moved it, from and to which state, with what. */
export const recordMove = (
  tx: Executor,
  caller: Caller,
  id_application: number,
  from_status: ApplicationStatus | null,
  to_status: ApplicationStatus,
  detail: Record<string, unknown> | null = null,
) =>
  tx.insert(leasingApplicationEvent).values({
    id_company: caller.id_company,
    id_application,
    id_user: caller.integration ? null : caller.id,
    from_status,
    to_status,
    detail,
  });

/**
 * The order's seller and whoever validates their orders hear of every move (bell, live, push): one
 * notice per partner named, the audience read once.
 */
export async function tellOfMoves(tx: Executor, caller: Caller, notify: Notify, about: OrderOfApplication, moves: readonly { partner: string; aksi: Aksi }[]) {
  if (moves.length === 0) return;
  const [seller] = await tx.select({ id_group: user.id_group }).from(user).where(eq(user.id, about.id_user));
  const audience = [about.id_user, ...(await validatorsFor(tx, { id_company: caller.id_company, id_group: seller?.id_group ?? null }))];
  for (const { partner, aksi } of moves) {
    await notify(noticeFrom(caller, audience, aksi, { tipe: 'Order', id_data: about.id, nama_order: `${about.number} (${partner})` }));
  }
}
