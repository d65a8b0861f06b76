import { and, eq, gte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Executor } from '../../db/connection';
import { order, product, role, rolePermission, user } from '../../db/schema';
import { fieldError } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { publish } from '../../plugins/events';
import { defineResource } from '../../plugins/resource';
import { dataScope } from '../../plugins/scope';
import { logActivity } from '../activity/log';
import { AKSI } from '../../../domain/notifications';
import { noticeFrom } from '../../plugins/notifier';
import { dayInJakarta } from '../prospects/prospectQuery';
import { onVisibleProspect, visibleProspect } from '../prospects/visibility';
import type { Caller, Member } from '../../plugins/session';
import { DEFAULT_FLAT_RATE, flatInstalment } from '../../../domain/instalment';
import { orderCreate, orderOutput, orderUpdate } from './order.fields';
import { nextOrderNumber } from './orderNumber';
import { ensureEditableRequest, ensureWithdrawable } from '../approvals/requests';
import { decidableFilter } from '../approvals/queues';

type OrderInput = z.output<typeof orderUpdate>;

async function productOf(tx: Executor, id_company: number, id: number) {
  const [found] = await tx
    .select({ price_otr: product.price_otr, colours: product.colours, active: product.active })
    .from(product)
    .where(and(eq(product.id, id), eq(product.id_company, id_company)));
  if (!found || !found.active) throw fieldError(422, 'id_product', problem('order.product_unavailable'));
  return found;
}

/** The money of an SPK: unit price (OTR unless given), discount, and for credit the instalment. */
async function pricing(tx: Executor, caller: Caller, input: OrderInput, current?: Record<string, unknown>) {
  const merged = { ...current, ...input } as Record<string, unknown> & OrderInput;
  const item = await productOf(tx, caller.id_company, merged.id_product as number);
  if (merged.colour && item.colours.length && !item.colours.includes(merged.colour)) {
    throw fieldError(422, 'colour', problem('order.colour_unavailable', { colours: item.colours.join(', ') }));
  }
  const productChanged = input.id_product !== undefined && input.id_product !== current?.id_product;
  const price = input.price ?? (productChanged || !current ? item.price_otr : (current.price as number));
  const qty = merged.qty ?? 1;
  const discount = merged.discount ?? 0;
  const total = price * qty - discount;
  if (total <= 0) throw fieldError(422, 'discount', problem('order.discount_above_price'));
  if (merged.payment === 'cash') {
    return { price, qty, discount, leasing: null, down_payment: null, tenor: null, instalment: null };
  }
  if (!merged.leasing) throw fieldError(422, 'leasing', problem('order.leasing_required'));
  if (merged.down_payment === null || merged.down_payment === undefined) throw fieldError(422, 'down_payment', problem('order.down_payment_required'));
  if (merged.down_payment >= total) throw fieldError(422, 'down_payment', problem('order.down_payment_too_high'));
  if (!merged.tenor) throw fieldError(422, 'tenor', problem('order.tenor_required'));
  const instalment = flatInstalment(total - merged.down_payment, DEFAULT_FLAT_RATE, merged.tenor);
  return { price, qty, discount, leasing: merged.leasing, down_payment: merged.down_payment, tenor: merged.tenor, instalment };
}

/** Who may validate an order of this member: administrators, and validators of the member's group. */
async function validatorsFor(tx: Executor, caller: Caller) {
  const rows = await tx
    .select({ id: user.id })
    .from(user)
    .innerJoin(role, eq(role.id, user.id_role))
    .innerJoin(rolePermission, and(eq(rolePermission.id_role, role.id), eq(rolePermission.name_module, 'Validation Product Order')))
    .where(
      and(
        eq(user.id_company, caller.id_company),
        eq(user.status, 'active'),
        eq(rolePermission.access, 'enabled'),
        or(eq(role.name, 'Administrator'), caller.id_group === null ? sql`false` : eq(user.id_group, caller.id_group)),
      ),
    );
  return rows.map((r) => r.id);
}

/** Orders a member sees: their own, and those on prospects they see. */
export const orderVisible = (member: Member) =>
  dataScope(member).kind === 'company' ? undefined : or(eq(order.id_user, member.id), onVisibleProspect(member, order.id_prospect));

/** /order: SPK made from a prospect; waits in Approval Order until a validator decides. */
export const orderResource = defineResource({
  name: 'order',
  table: order,
  module: 'Order',
  columns: {
    id: order.id,
    number: order.number,
    id_prospect: order.id_prospect,
    id_user: order.id_user,
    id_product: order.id_product,
    colour: order.colour,
    qty: order.qty,
    price: order.price,
    discount: order.discount,
    payment: order.payment,
    leasing: order.leasing,
    down_payment: order.down_payment,
    tenor: order.tenor,
    instalment: order.instalment,
    status: order.status,
    decided_by: order.decided_by,
    decided_at: order.decided_at,
    decision_reason: order.decision_reason,
    created_at: order.created_at,
  },
  output: orderOutput,
  searchable: [order.number],
  visible: orderVisible,
  filters: {
    status: order.status,
    id_prospect: order.id_prospect,
    id_user: order.id_user,
    id_product: order.id_product,
    payment: order.payment,
    decidable: decidableFilter('order'),
    decided_from: (value) => gte(order.decided_at, dayInJakarta(value, 'decided_from')),
  },
  defaultSort: 'created_at',
  create: orderCreate,
  update: orderUpdate,
  async toRow(tx, caller, input, current) {
    if (current) {
      ensureEditableRequest('order', caller, current);
      return { ...input, ...(await pricing(tx, caller, input, current)), updated_at: new Date() };
    }
    const { id_prospect } = input as z.output<typeof orderCreate>;
    await visibleProspect(tx, caller, id_prospect);
    return {
      ...input,
      ...(await pricing(tx, caller, input)),
      number: await nextOrderNumber(tx, caller.id_company),
      id_user: caller.id,
      status: 'pending',
    };
  },
  beforeDelete: (tx, caller, ids) => ensureWithdrawable(tx, 'order', caller, ids),
  async afterCreate(tx, caller, created, notify) {
    await logActivity(tx, { id_company: caller.id_company, id_user: caller.id, action: 'create', entity: 'order', id_entity: created.id as number });
    const about = { tipe: 'Order' as const, id_data: created.id as number, nama_order: created.number as string };
    await notify(noticeFrom(caller, await validatorsFor(tx, caller), AKSI.orderRequested, about));
    await publish(tx, { type: 'pengajuan', id_company: caller.id_company, kind: 'order' });
  },
});
