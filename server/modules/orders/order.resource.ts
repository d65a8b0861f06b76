import { and, eq, gte, or, sql } from 'drizzle-orm';
import { type Executor } from '../../db/connection';
import { order, product, role, rolePermission, user } from '../../db/schema';
import { fieldError } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { publish } from '../../plugins/events';
import { defineResource } from '../../plugins/resource';
import { dataScope } from '../../plugins/scope';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { emitWebhooks } from '../../webhooks/outbox';
import { AKSI } from '../../../domain/notifications';
import { noticeFrom } from '../../plugins/notifier';
import { createdFromOf, createdToOf, dealerDayOf } from '../../plugins/dealerDay';
import { onVisibleProspect, recorderFor } from '../prospects/visibility';
import { prospectPlaceOf } from '../prospects/prospectPlace';
import type { Caller, Member } from '../../plugins/session';
import { DEFAULT_FLAT_RATE, flatInstalment, orderTotal } from '../../../domain/instalment';
import type { Row } from '../../plugins/resourceRecord';
import { nextOrderNumber } from './orderNumber';
import { ensureEditableRequest, ensureWithdrawable } from '../approvals/requests';
import { decidableFilter } from '../approvals/queues';
import { partnerQuote } from '../leasing/offers';


/**
 * The motorcycle of an SPK, in the company. A new SPK, or one given another motorcycle, needs an
 * active one; an SPK keeps the motorcycle it was made with after that motorcycle is made inactive.
 */
async function productOf(tx: Executor, id_company: number, id: number, picked: boolean) {
  const [found] = await tx
    .select({ id: product.id, category: product.category, price_otr: product.price_otr, colours: product.colours, active: product.active })
    .from(product)
    .where(and(eq(product.id, id), eq(product.id_company, id_company)));
  if (!found) throw fieldError(422, 'id_product', problem('order.product_unavailable'));
  if (picked && !found.active) throw fieldError(422, 'id_product', problem('order.product_inactive'));
  return found;
}

/** Whether the write picks the motorcycle and the partner anew: only a new pick must be active. */
type Picked = { product: boolean; partner: boolean };

/** The terms of an SPK that its money follows, as they stand after the write. */
type Terms = Pick<Row<'order'>, 'id_product' | 'payment'> & {
  colour?: string | null;
  qty?: number | null;
  discount?: number | null;
  leasing?: string | null;
  id_leasing_partner?: number | null;
  down_payment?: number | null;
  tenor?: number | null;
};

/**
 * The money of an SPK: unit price (`price`, or the motorcycle's OTR when null), discount, and for
 * credit the instalment: by the partner's offer (domain/instalment.ts, the simulation's formula), or
 * for a leasing named only as text, as orders were before partners, by the default flat rate.
 */
async function pricing(tx: Executor, caller: Caller, terms: Terms, givenPrice: number | null | undefined, picked: Picked) {
  const item = await productOf(tx, caller.id_company, terms.id_product, picked.product);
  if (terms.colour && item.colours.length && !item.colours.includes(terms.colour)) {
    throw fieldError(422, 'colour', problem('order.colour_unavailable', { colours: item.colours.join(', ') }));
  }
  const price = givenPrice ?? item.price_otr;
  const qty = terms.qty ?? 1;
  const discount = terms.discount ?? 0;
  const total = orderTotal({ price, qty, discount });
  if (total <= 0) throw fieldError(422, 'discount', problem('order.discount_above_price'));
  if (terms.payment === 'cash') {
    return { price, qty, discount, leasing: null, id_leasing_partner: null, down_payment: null, tenor: null, instalment: null };
  }
  if (!terms.id_leasing_partner && !terms.leasing) throw fieldError(422, 'id_leasing_partner', problem('order.leasing_required'));
  if (terms.down_payment === null || terms.down_payment === undefined) throw fieldError(422, 'down_payment', problem('order.down_payment_required'));
  if (!terms.tenor) throw fieldError(422, 'tenor', problem('order.tenor_required'));
  const credit = { price, qty, discount, down_payment: terms.down_payment, tenor: terms.tenor };
  if (terms.id_leasing_partner) {
    const ask = { price: total, down_payment: terms.down_payment, tenor: terms.tenor, motor: item };
    const { partner, quote } = await partnerQuote(tx, caller.id_company, terms.id_leasing_partner, ask, picked.partner);
    return { ...credit, leasing: partner.name, id_leasing_partner: partner.id, instalment: quote.instalment };
  }
  if (terms.down_payment >= total) throw fieldError(422, 'down_payment', problem('order.down_payment_too_high'));
  const instalment = flatInstalment(total - terms.down_payment, DEFAULT_FLAT_RATE, terms.tenor);
  return { ...credit, leasing: terms.leasing ?? null, id_leasing_partner: null, instalment };
}

/** Who may validate an order of a member of this group: administrators, and validators of the group. */
export async function validatorsFor(tx: Executor, { id_company, id_group }: { id_company: number; id_group: number | null }) {
  const rows = await tx
    .select({ id: user.id })
    .from(user)
    .innerJoin(role, eq(role.id, user.id_role))
    .innerJoin(rolePermission, and(eq(rolePermission.id_role, role.id), eq(rolePermission.name_module, 'Validation Product Order')))
    .where(
      and(
        eq(user.id_company, id_company),
        eq(user.status, 'active'),
        eq(rolePermission.access, 'enabled'),
        or(eq(role.name, 'Administrator'), id_group === null ? sql`false` : eq(user.id_group, id_group)),
      ),
    );
  return rows.map((r) => r.id);
}

/** Orders a member sees: their own, and those on prospects they see. */
export const orderVisible = (member: Member) =>
  dataScope(member).kind === 'company' ? undefined : or(eq(order.id_user, member.id), onVisibleProspect(member, order.id_prospect));

/** Where an order is delivered: at its prospect's place, under the customer's name. */
const customerPlace = prospectPlaceOf(order.id_prospect);

/** /order: SPK made from a prospect; waits in Approval Order until a validator decides. */
export const orderResource = defineResource({
  resource: 'order',
  searchable: [order.number],
  visible: orderVisible,
  filters: {
    status: order.status,
    id_prospect: order.id_prospect,
    id_user: order.id_user,
    id_product: order.id_product,
    payment: order.payment,
    decidable: decidableFilter('order'),
    decided_from: (value, caller) => gte(order.decided_at, dealerDayOf(value, 'decided_from', caller.time_zone)),
    created_from: createdFromOf(order.created_at),
    created_to: createdToOf(order.created_at),
  },
  defaultSort: 'created_at',
  // At the customer's: the delivery goes to the prospect's place (/mapbok).
  places: { ...customerPlace, name: sql<string>`${order.number} || ' · ' || ${customerPlace.name}`, status: order.status },
  async updateRow(tx, caller, input, current) {
    ensureEditableRequest('order', caller, current);
    // A new motorcycle brings its own OTR price unless one is given; otherwise the price stays.
    const productChanged = input.id_product !== undefined && input.id_product !== current.id_product;
    const partnerChanged = input.id_leasing_partner !== undefined && input.id_leasing_partner !== current.id_leasing_partner;
    const price = input.price ?? (productChanged ? null : current.price);
    const terms = { ...current, ...input };
    // Naming a leasing only as text leaves the partner, as an order made before partners did.
    if (input.leasing !== undefined && input.id_leasing_partner === undefined) terms.id_leasing_partner = null;
    const picked = { product: productChanged, partner: partnerChanged };
    return { ...input, ...(await pricing(tx, caller, terms, price, picked)), updated_at: new Date() };
  },
  async createRow(tx, caller, input) {
    return {
      ...input,
      ...(await pricing(tx, caller, input, input.price, { product: true, partner: true })),
      number: await nextOrderNumber(tx, caller.id_company, caller.time_zone),
      id_user: await recorderFor(tx, caller, input.id_prospect),
      status: 'pending' as const,
    };
  },
  beforeDelete: (tx, caller, ids) => ensureWithdrawable(tx, 'order', caller, ids),
  async afterCreate(tx, caller, created, notify) {
    await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'create', entity: 'order', id_entity: created.id });
    const about = { tipe: 'Order' as const, id_data: created.id, nama_order: created.number };
    await notify(noticeFrom(caller, await validatorsFor(tx, caller), AKSI.orderRequested, about));
    await publish(tx, { type: 'pengajuan', id_company: caller.id_company, kind: 'order' });
    await emitWebhooks(tx, caller.id_company, 'order.submitted', [created]);
  },
});
