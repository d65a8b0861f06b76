import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { creditOutput, leasingOutput } from '../../../domain/schemas/report';
import type { Executor } from '../../db/connection';
import { leasingApplication, leasingPartner, order, prospect, user } from '../../db/schema';
import { inPeriod, type ReportScope } from './reportScope';

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
const shareOf = (part: number, whole: number) => (whole === 0 ? null : part / whole);

const approvedApplication = sql`exists (select 1 from ${leasingApplication} a where a.id_order = ${order.id} and a.status = 'approved')`;
/** A credit sale closed: approved by a partner and paid down (docs/leasing.md, The Deal rule). */
const creditDeal = sql`(${order.payment} = 'kredit' and ${order.down_payment_paid_at} is not null and ${approvedApplication})`;

type PartnerRow = { id_leasing_partner: number; partner: string; applications: number; approved: number; rejected: number; median_days: number | null };

/**
 * GET <REPORTS>/leasing: per partner, the applications submitted in the period on the scope's
 * prospects' orders, how many it approved and rejected, its approval rate over those decided, the
 * median days from Diajukan to its decision, and the reasons it gave for rejecting.
 */
export async function leasingFigure(db: Executor, scope: ReportScope): Promise<z.input<typeof leasingOutput>> {
  const applications = sql`${leasingApplication}
    join ${leasingPartner} on ${leasingPartner.id} = ${leasingApplication.id_leasing_partner}
    join ${order} on ${order.id} = ${leasingApplication.id_order}
    join ${prospect} on ${prospect.id} = ${order.id_prospect}
    where ${scope.prospects} and ${inPeriod(scope, leasingApplication.created_at)}`;
  const decided = sql`${leasingApplication.status} in ('approved', 'rejected')`;
  const [partners, reasons] = await Promise.all([
    db.execute(sql`
      select ${leasingApplication.id_leasing_partner} as id_leasing_partner, ${leasingPartner.short_name} as partner,
             count(*)::int as applications,
             (count(*) filter (where ${leasingApplication.status} = 'approved'))::int as approved,
             (count(*) filter (where ${leasingApplication.status} = 'rejected'))::int as rejected,
             (percentile_cont(0.5) within group (order by extract(epoch from ${leasingApplication.decided_at} - ${leasingApplication.created_at}) / 86400)
               filter (where ${decided}))::float8 as median_days
        from ${applications}
       group by ${leasingApplication.id_leasing_partner}, ${leasingPartner.short_name}
       order by applications desc, partner`),
    db.execute(sql`
      select ${leasingPartner.short_name} as partner, ${leasingApplication.rejection_reason} as reason, count(*)::int as count
        from ${applications} and ${leasingApplication.status} = 'rejected'
       group by ${leasingPartner.short_name}, ${leasingApplication.rejection_reason}
       order by count desc, partner, reason`),
  ]);
  return {
    partners: rowsOf<PartnerRow>(partners).map((row) => ({
      ...row,
      median_days: row.median_days === null ? null : Math.round(row.median_days * 10) / 10,
      approval_rate: shareOf(row.approved, row.approved + row.rejected),
    })),
    reasons: rowsOf<{ partner: string; reason: string; count: number }>(reasons),
  };
}

type CreditRow = { id_user: number; name: string; orders: number; credit_orders: number; credit_deals: number; deal_applications: number; applications: number };

/**
 * GET <REPORTS>/credit: per salesperson, the orders of the period on the scope's prospects, the
 * share paid on credit, the credit sales closed, and how many applications each of those took.
 */
export async function creditFigure(db: Executor, scope: ReportScope): Promise<z.input<typeof creditOutput>> {
  const applicationsOf = sql`(select count(*) from ${leasingApplication} a where a.id_order = ${order.id})`;
  const result = await db.execute(sql`
    select ${user.id} as id_user, ${user.name} as name,
           count(*)::int as orders,
           (count(*) filter (where ${order.payment} = 'kredit'))::int as credit_orders,
           (count(*) filter (where ${creditDeal}))::int as credit_deals,
           coalesce(sum(${applicationsOf}) filter (where ${creditDeal}), 0)::int as deal_applications,
           coalesce(sum(${applicationsOf}), 0)::int as applications
      from ${order}
      join ${prospect} on ${prospect.id} = ${order.id_prospect}
      join ${user} on ${user.id} = ${order.id_user}
     where ${scope.prospects} and ${inPeriod(scope, order.created_at)}
     group by ${user.id}, ${user.name}
     order by credit_orders desc, name`);
  return {
    rows: rowsOf<CreditRow>(result).map(({ deal_applications, ...row }) => ({
      ...row,
      credit_share: shareOf(row.credit_orders, row.orders),
      applications_per_deal: row.credit_deals === 0 ? null : Math.round((deal_applications / row.credit_deals) * 10) / 10,
    })),
  };
}
