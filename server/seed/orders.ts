import { ORDER_STATUSES, order } from '../db/schema';
import { financesMotor, minimumDownPayment, quoteCredit, roundTo } from '../../domain/instalment';
import { WIB_OFFSET, between, daysAgo, insertAll, later, latest, type SeedContext } from './context';
import type { Product } from './products';
import type { Prospect } from './prospects';
import type { LeasingPartner } from './leasing';
import { ORDER_CANCELLATIONS, ORDER_REJECTIONS } from './reference';
import type { Team } from './team';

export type Order = typeof order.$inferSelect;
type OrderStatus = (typeof ORDER_STATUSES)[number];

function spkNumber(createdAt: Date, sequence: number): string {
  const wib = new Date(createdAt.getTime() + WIB_OFFSET);
  const month = String(wib.getUTCMonth() + 1).padStart(2, '0');
  return `SPK/${wib.getUTCFullYear()}/${month}/${String(sequence).padStart(6, '0')}`;
}

/** Window (days ago) in which an order of each status was written. */
const WINDOWS: Record<OrderStatus, { from: number; to: number }> = {
  pending: { from: 6, to: 0 },
  approved: { from: 14, to: 1 },
  indent: { from: 30, to: 3 },
  completed: { from: 180, to: 14 },
  rejected: { from: 40, to: 1 },
  cancelled: { from: 180, to: 3 },
};

/**
 * Every Deal prospect has one accepted order (completed, approved or indent); some Hot prospects
 * wait for validation or were rejected; a few Not Deal prospects cancelled theirs.
 */
function plan(ctx: SeedContext, prospects: readonly Prospect[]): { prospect: Prospect; status: OrderStatus }[] {
  const { faker } = ctx;
  const deal = prospects.filter((p) => p.status === 'Deal');
  const hot = faker.helpers.arrayElements(prospects.filter((p) => p.status === 'Hot'), 18);
  const lost = faker.helpers.arrayElements(prospects.filter((p) => p.status === 'Not Deal'), 6);
  return [
    ...deal.map((prospect, i) => ({
      prospect,
      status: i % 6 < 3 ? ('completed' as const) : i % 6 < 5 ? ('approved' as const) : ('indent' as const),
    })),
    ...hot.map((prospect, i) => ({ prospect, status: i % 3 < 2 ? ('pending' as const) : ('rejected' as const) })),
    ...lost.map((prospect) => ({ prospect, status: 'cancelled' as const })),
  ];
}

export async function seedOrders(
  ctx: SeedContext,
  team: Team,
  prospects: readonly Prospect[],
  products: readonly Product[],
  partners: readonly LeasingPartner[],
): Promise<Order[]> {
  const { tx, faker, now, companyId } = ctx;
  const productById = new Map(products.map((p) => [p.id, p]));

  const rows = plan(ctx, prospects).map(({ prospect: p, status }) => {
    const product = productById.get(p.id_product ?? -1) ?? products[0];
    const owner = team.sales.find((u) => u.id === p.id_user) ?? team.sales[0];
    const window = WINDOWS[status];
    const created_at = between(faker, latest(p.created_at, daysAgo(now, window.from)), daysAgo(now, window.to));
    const payment = p.payment ?? 'cash';
    const kredit = payment === 'kredit';
    const qty = !kredit && faker.datatype.boolean(0.08) ? 2 : 1;
    const price = product.price_otr * qty;
    const discount = roundTo(faker.number.int({ min: 0, max: kredit ? 1_000_000 : 1_500_000 }), 100_000) * qty;
    // The prospect's leasing when it finances the motorcycle, else the first partner that does.
    const financing = (l: LeasingPartner) => financesMotor(l, product);
    const named = partners.find((l) => l.name === p.leasing && financing(l));
    const leasing = kredit ? (named ?? partners.find(financing) ?? partners[0]) : null;
    const total = price - discount;
    const down_payment = leasing ? Math.max(p.down_payment ?? roundTo(price * 0.15, 100_000), minimumDownPayment(leasing, total)) : null;
    const tenor = kredit ? (p.tenor ?? 35) : null;
    const quote = leasing && down_payment !== null && tenor !== null ? quoteCredit(leasing, { price: total, down_payment, tenor, motor: product }) : null;
    const decided_at =
      status === 'pending'
        ? null
        : status === 'cancelled'
          ? later(faker, created_at, now, 24, 120)
          : later(faker, created_at, now, 2, 30);
    const reasons = status === 'rejected' ? ORDER_REJECTIONS : status === 'cancelled' ? ORDER_CANCELLATIONS : null;
    return {
      id_company: companyId,
      id_prospect: p.id,
      id_user: owner.id,
      id_product: product.id,
      colour: faker.helpers.arrayElement(product.colours),
      qty,
      price,
      discount,
      payment,
      leasing: leasing?.name ?? null,
      id_leasing_partner: leasing?.id ?? null,
      down_payment,
      tenor,
      instalment: quote?.ok ? quote.instalment : null,
      status,
      decided_by: decided_at ? team.leaderOf(owner).id : null,
      decided_at,
      decision_reason: reasons ? faker.helpers.arrayElement(reasons) : null,
      created_at,
      updated_at: decided_at ?? created_at,
    };
  });

  rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  return insertAll(
    tx,
    order,
    rows.map((row, index) => ({ ...row, number: spkNumber(row.created_at, 101 + index) })),
  );
}
