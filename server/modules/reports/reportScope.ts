import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { problem } from '../../../domain/errors';
import type { ReportQuery } from '../../../domain/schemas/report';
import type { Executor } from '../../db/connection';
import { group, product, prospect, user } from '../../db/schema';
import { forbidden, notFound } from '../../plugins/errors';
import { startOfDealerDay } from '../../plugins/dealerDay';
import { dataScope, usersInScope } from '../../plugins/scope';
import type { Member } from '../../plugins/session';
import { prospectVisible } from '../prospects/visibility';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What every figure of one report counts within: the period and the prospects of the scope. */
export type ReportScope = {
  member: Member;
  query: ReportQuery;
  /** The period's first moment and the moment after its last day, in West Indonesia Time. */
  start: Date;
  end: Date;
  /** The company's prospects the member sees (the prospect list's rule), narrowed by the filters. */
  prospects: SQL;
};

/** The report's holder for the targets: a person, a group, or the whole company. */
export type TargetHolder = { kind: 'user'; id: number } | { kind: 'group'; id: number } | { kind: 'company' };

/** The column's moment in the period; the bounds as ISO text, so that aliased subquery columns compare them as moments too. */
export const inPeriod = (scope: ReportScope, column: SQLWrapper) =>
  sql`(${column} >= ${scope.start.toISOString()}::timestamptz and ${column} < ${scope.end.toISOString()}::timestamptz)`;

/**
 * A filter may only name what the member's scope reaches: a salesperson themself, a supervisor
 * their group and its people, an Administrator anyone of the company. Naming anyone else answers
 * 403 rather than a narrowed report, so a link never shows figures other than those it names.
 */
async function ensureFiltersInScope(db: Executor, member: Member, query: ReportQuery) {
  const scope = dataScope(member);
  if (query.id_user !== undefined && query.id_user !== member.id) {
    const [reached] = await db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.id, query.id_user), eq(user.id_company, member.id_company), usersInScope(member)));
    if (!reached) throw forbidden();
  }
  if (query.id_group !== undefined) {
    if (scope.kind !== 'company' && query.id_group !== member.id_group) throw forbidden();
    const [found] = await db.select({ id: group.id }).from(group).where(and(eq(group.id, query.id_group), eq(group.id_company, member.id_company)));
    if (!found) throw forbidden();
  }
  if (query.id_product !== undefined) {
    const [found] = await db
      .select({ id: product.id })
      .from(product)
      .where(and(eq(product.id, query.id_product), eq(product.id_company, member.id_company)));
    if (!found) throw notFound(problem('product.not_found'));
  }
}

/** The scope of one report, once its filters are known to be the member's to name. */
export async function reportScopeOf(db: Executor, member: Member, query: ReportQuery): Promise<ReportScope> {
  await ensureFiltersInScope(db, member, query);
  const filters = [
    eq(prospect.id_company, member.id_company),
    prospectVisible(member),
    query.id_user === undefined ? undefined : eq(prospect.id_user, query.id_user),
    query.id_group === undefined ? undefined : eq(prospect.id_group, query.id_group),
    query.source === undefined ? undefined : eq(prospect.source, query.source),
    query.id_product === undefined ? undefined : eq(prospect.id_product, query.id_product),
  ];
  return {
    member,
    query,
    start: startOfDealerDay(query.from, member.time_zone),
    end: new Date(startOfDealerDay(query.to, member.time_zone).getTime() + DAY_MS),
    prospects: and(...filters) as SQL,
  };
}

/** Whose targets the report sets against: the person or group filtered on, else the member's scope. */
export function targetHolderOf({ member, query }: ReportScope): TargetHolder {
  if (query.id_user !== undefined) return { kind: 'user', id: query.id_user };
  if (query.id_group !== undefined) return { kind: 'group', id: query.id_group };
  const scope = dataScope(member);
  if (scope.kind === 'group') return { kind: 'group', id: scope.id_group };
  if (scope.kind === 'own') return { kind: 'user', id: scope.id_user };
  return { kind: 'company' };
}
