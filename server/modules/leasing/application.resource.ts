import { and, sql } from 'drizzle-orm';
import { leasingApplication, order } from '../../db/schema';
import { defineReadOnlyResource } from '../../plugins/resource';
import type { Member } from '../../plugins/session';
import { orderVisible } from '../orders/order.resource';

/** Applications a member sees: those of the orders they see. */
const applicationVisible = (member: Member) => {
  const visible = orderVisible(member);
  return visible && sql`exists (select 1 from ${order} where ${order.id} = ${leasingApplication.id_order} and ${and(visible)})`;
};

/**
 * /leasing/application: an order's applications to leasing partners, read-only; they are made and
 * moved by their own calls (docs/leasing.md).
 */
export const leasingApplicationResource = defineReadOnlyResource({
  resource: 'leasing/application',
  searchable: [],
  visible: applicationVisible,
  filters: {
    id_order: leasingApplication.id_order,
    id_leasing_partner: leasingApplication.id_leasing_partner,
    status: leasingApplication.status,
  },
  defaultSort: 'created_at',
});
