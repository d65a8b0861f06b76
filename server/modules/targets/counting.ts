import { and, eq, gte, inArray, lt, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { noCounts, type MetricCounts, type TargetMetric } from '../../../domain/targets';
import { DEAL_ORDER_STATUSES } from '../../../domain/vocabularies';
import type { TimeZone } from '../../../domain/timeZones';
import type { Executor } from '../../db/connection';
import { followUp, order, prospect, user, visum } from '../../db/schema';

/** From the first moment of one month ('YYYY-MM') to the first of the month after another, in the company's time zone. */
export type Months = { first: string; last: string; zone: TimeZone };
const monthStart = (month: string, zone: TimeZone) => sql`((${month} || '-01')::timestamp at time zone ${zone})`;
const monthEnd = (month: string, zone: TimeZone) => sql`(((${month} || '-01')::timestamp + interval '1 month') at time zone ${zone})`;
/** The months as the dashboard counts "this month". */
const inMonths = (column: AnyPgColumn, { first, last, zone }: Months) => and(gte(column, monthStart(first, zone)), lt(column, monthEnd(last, zone)));

/** Orders that were written off do not count as orders made. */
const DROPPED_ORDER_STATUSES = ['rejected', 'cancelled'] as const;

/**
 * How each metric counts a month's records (docs/product.md, Setting Task): the person is the
 * record's maker or owner; the group is the record's own group where it keeps one (a prospect, a
 * visum: the supervisor's list scope) and otherwise its maker's group.
 */
export type Rule = {
  table: PgTable;
  id_company: AnyPgColumn;
  id_user: AnyPgColumn;
  /** The record's group; absent: its maker's (joined through id_user). */
  id_group?: AnyPgColumn;
  value: SQL;
  where: (months: Months) => SQL | undefined;
};

const countAll = sql`count(*)`;

export const RULES: Record<TargetMetric, Rule> = {
  // New prospects: created in the month (the prospect list's created_from / created_to).
  prospects: {
    table: prospect, id_company: prospect.id_company, id_user: prospect.id_user, id_group: prospect.id_group,
    value: countAll, where: (months) => inMonths(prospect.created_at, months),
  },
  // Follow-ups done in the month and not waiting for or refused approval.
  follow_ups: {
    table: followUp, id_company: followUp.id_company, id_user: followUp.id_user,
    value: countAll, where: (months) => and(eq(followUp.status, 'approved'), inMonths(followUp.done_at, months)),
  },
  visits: {
    table: visum, id_company: visum.id_company, id_user: visum.id_user, id_group: visum.id_group,
    value: countAll, where: (months) => inMonths(visum.visited_at, months),
  },
  // Orders (SPK) made in the month, unless rejected or cancelled.
  orders: {
    table: order, id_company: order.id_company, id_user: order.id_user,
    value: countAll, where: (months) => and(inMonths(order.created_at, months), notInArray(order.status, [...DROPPED_ORDER_STATUSES])),
  },
  // Units sold: the motorcycles of the orders that became a Deal in the month (the dashboard's 'Deal bulan ini').
  deals: {
    table: order, id_company: order.id_company, id_user: order.id_user,
    value: sql`coalesce(sum(${order.qty}), 0)`, where: (months) => and(inArray(order.status, [...DEAL_ORDER_STATUSES]), inMonths(order.decided_at, months)),
  },
};

export type Tally = { users: Map<number, MetricCounts>; groups: Map<number, MetricCounts> };

/**
 * The people and groups whose records a tally counts, as subqueries of their ids; undefined for the
 * whole company. A salesperson's month then reads their own records, not the company's.
 */
export type Reach = { users: SQLWrapper; groups: SQLWrapper } | undefined;

/** One metric's month, per person or per group. */
async function tally(db: Executor, id_company: number, month: string, zone: TimeZone, rule: Rule, by: 'user' | 'group', reach: Reach) {
  const key = by === 'user' ? rule.id_user : (rule.id_group ?? user.id_group);
  const records = db
    .select({ key: sql<number | null>`${key}`, n: sql<number>`(${rule.value})::int` })
    .from(rule.table)
    .$dynamic();
  const query = by === 'group' && !rule.id_group ? records.innerJoin(user, eq(user.id, rule.id_user)) : records;
  const within = reach && inArray(key, by === 'user' ? reach.users : reach.groups);
  return query.where(and(eq(rule.id_company, id_company), rule.where({ first: month, last: month, zone }), within)).groupBy(key);
}

/** Every metric of a month, per person and per group within reach (records without one count for nobody). */
export async function tallyMonth(db: Executor, id_company: number, month: string, zone: TimeZone, reach: Reach): Promise<Tally> {
  const result: Tally = { users: new Map(), groups: new Map() };
  const metrics = Object.keys(RULES) as TargetMetric[];
  await Promise.all(
    metrics.flatMap((metric) =>
      (['user', 'group'] as const).map(async (by) => {
        const into = by === 'user' ? result.users : result.groups;
        for (const { key, n } of await tally(db, id_company, month, zone, RULES[metric], by, reach)) {
          if (key === null) continue;
          const counts = into.get(key) ?? noCounts();
          counts[metric] = n;
          into.set(key, counts);
        }
      }),
    ),
  );
  return result;
}
