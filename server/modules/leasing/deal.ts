import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { AKSI } from '../../../domain/notifications';
import type { Executor } from '../../db/connection';
import { leasingApplication, leasingPartner, order, prospect } from '../../db/schema';
import type { Notify } from '../../plugins/notifier';
import type { Caller } from '../../plugins/session';
import { tellOfMoves } from './applicationAccess';

/**
 * Credit orders that wait for their leasing: submitted to a partner, yet not both approved by one
 * and paid down. Their SPK's validation does not make the prospect a Deal (docs/leasing.md); orders
 * never submitted to a partner keep the rule of before, the validation alone.
 */
export async function awaitingLeasing(tx: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const approved = sql`exists (select 1 from ${leasingApplication} a where a.id_order = ${order.id} and a.status = 'approved')`;
  const submitted = sql`exists (select 1 from ${leasingApplication} a where a.id_order = ${order.id})`;
  const rows = await tx
    .select({ id: order.id })
    .from(order)
    .where(and(inArray(order.id, ids), eq(order.payment, 'kredit'), submitted, or(isNull(order.down_payment_paid_at), sql`not ${approved}`)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The Deal rule of a credit sale: once a partner has approved it and the down payment is paid, the
 * approved figures replace the simulated ones on the order and the prospect becomes a Deal. Answers
 * whether the sale is (now or already) a deal.
 */
export async function settleCreditDeal(tx: Executor, caller: Caller, notify: Notify, id_order: number): Promise<boolean> {
  const [found] = await tx
    .select({ id: order.id, number: order.number, id_user: order.id_user, id_prospect: order.id_prospect, status: order.status, paid: order.down_payment_paid_at })
    .from(order)
    .where(eq(order.id, id_order));
  if (!found?.paid || found.status === 'rejected' || found.status === 'cancelled') return false;
  const [approved] = await tx
    .select({ application: leasingApplication, name: leasingPartner.name, short_name: leasingPartner.short_name })
    .from(leasingApplication)
    .innerJoin(leasingPartner, eq(leasingPartner.id, leasingApplication.id_leasing_partner))
    .where(and(eq(leasingApplication.id_order, id_order), eq(leasingApplication.status, 'approved')))
    .orderBy(desc(leasingApplication.decided_at))
    .limit(1);
  if (!approved) return false;
  const { application } = approved;
  await tx
    .update(order)
    .set({
      id_leasing_partner: application.id_leasing_partner,
      leasing: approved.name,
      down_payment: application.approved_down_payment,
      tenor: application.approved_tenor,
      instalment: application.approved_instalment,
      updated_at: new Date(),
    })
    .where(eq(order.id, id_order));
  const dealt = await tx
    .update(prospect)
    .set({ status: 'Deal', updated_at: new Date() })
    .where(and(eq(prospect.id, found.id_prospect), sql`${prospect.status} <> 'Deal'`))
    .returning({ id: prospect.id });
  if (dealt.length) await tellOfMoves(tx, caller, notify, found, [{ partner: approved.short_name, aksi: AKSI.creditDeal }]);
  return true;
}
