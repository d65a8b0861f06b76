import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { TARGET_METRICS, type TargetMetric } from '../../../domain/targets';
import type { targetsOutput } from '../../../domain/schemas/report';
import type { Executor } from '../../db/connection';
import { salesTarget, user } from '../../db/schema';
import { RULES, type Months, type Rule } from '../targets/counting';
import { shareOf } from './counts';
import { targetHolderOf, type ReportScope, type TargetHolder } from './reportScope';

/** Every month from the period's first day's to its last day's: targets are set per month. */
export function monthsOf(scope: ReportScope): string[] {
  const months: string[] = [];
  const [lastYear, lastMonth] = scope.query.to.slice(0, 7).split('-').map(Number);
  for (let [year, month] = scope.query.from.slice(0, 7).split('-').map(Number); year * 12 + month <= lastYear * 12 + lastMonth; month += 1) {
    if (month > 12) [year, month] = [year + 1, 1];
    months.push(`${year}-${String(month).padStart(2, '0')}`);
  }
  return months;
}

/** The members of a group, as a condition on a user id column. */
const memberOf = (id_user: SQL | Rule['id_user'], id_group: number) => sql`${id_user} in (select ${user.id} from ${user} where ${user.id_group} = ${id_group})`;

/**
 * The target rows that make up the holder's target, the way Setting Task adds them up: a person's
 * own; a group's own row, or in a month without one the sum of its members'; the company's groups
 * so, and the people in no group.
 */
function targetRows(holder: TargetHolder, id_company: number, months: Months): SQL {
  const groupRowThatMonth = (id_group: SQL) =>
    sql`exists (select 1 from ${salesTarget} own where own.id_company = ${id_company} and own.month = ${salesTarget.month} and own.id_group = ${id_group})`;
  const ownerGroup = sql`(select ${user.id_group} from ${user} where ${user.id} = ${salesTarget.id_user})`;
  const holders =
    holder.kind === 'user'
      ? eq(salesTarget.id_user, holder.id)
      : holder.kind === 'group'
        ? sql`(${salesTarget.id_group} = ${holder.id} or (${memberOf(sql`${salesTarget.id_user}`, holder.id)} and not ${groupRowThatMonth(sql`${holder.id}`)}))`
        : sql`(${salesTarget.id_group} is not null or ${ownerGroup} is null or not ${groupRowThatMonth(ownerGroup)})`;
  return and(
    eq(salesTarget.id_company, id_company),
    sql`${salesTarget.month} between ${months.first} and ${months.last}`,
    holders,
  ) as SQL;
}

/** A metric's count over the months for the holder, by the rule Setting Task counts it with. */
function actualOf(db: Executor, rule: Rule, holder: TargetHolder, id_company: number, months: Months) {
  const holders =
    holder.kind === 'user'
      ? eq(rule.id_user, holder.id)
      : holder.kind === 'group'
        ? rule.id_group
          ? eq(rule.id_group, holder.id)
          : memberOf(rule.id_user, holder.id)
        : undefined;
  return db
    .select({ n: sql<number>`(${rule.value})::int` })
    .from(rule.table)
    .where(and(eq(rule.id_company, id_company), rule.where(months), holders));
}

/** GET <REPORTS>/targets: per metric, the targets of the months the period touches against what the records show in them. */
export async function targetsFigure(db: Executor, scope: ReportScope): Promise<z.input<typeof targetsOutput>> {
  const months = monthsOf(scope);
  const span: Months = { first: months[0], last: months[months.length - 1], zone: scope.member.time_zone };
  const holder = targetHolderOf(scope);
  const id_company = scope.member.id_company;
  const target = (metric: TargetMetric) => sql<number | null>`(select sum(${salesTarget[metric]})::int from ${salesTarget} where ${targetRows(holder, id_company, span)})`;
  const actual = (metric: TargetMetric) => sql<number>`(${actualOf(db, RULES[metric], holder, id_company, span)})`;
  const columns = TARGET_METRICS.flatMap((metric) => [sql`${target(metric)} as ${sql.identifier(`${metric}_target`)}`, sql`${actual(metric)} as ${sql.identifier(`${metric}_actual`)}`]);
  const result = await db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  const [row] = (result as unknown as { rows: Record<string, number | null>[] }).rows;
  return {
    months,
    rows: TARGET_METRICS.map((metric) => {
      const goal = row[`${metric}_target`];
      const done = Number(row[`${metric}_actual`]);
      return { metric, target: goal, actual: done, achievement: goal === null ? null : shareOf(done, goal) };
    }),
  };
}
