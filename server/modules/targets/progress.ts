import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { countsOf, noCounts, sumCounts, type MetricCounts } from '../../../domain/targets';
import type { Executor } from '../../db/connection';
import { group, salesTarget, user } from '../../db/schema';
import { dataScope } from '../../plugins/scope';
import type { Member } from '../../plugins/session';
import { tallyMonth, type Reach } from './counting';
import { usersInScope } from '../../plugins/scope';
import { groupsReached, targetsReached } from './holders';

type Target = { id: number } & MetricCounts;
export type UserProgress = { id_user: number; name: string; id_group: number | null; target: Target | null; actual: MetricCounts };
export type GroupProgress = { id_group: number; name: string; target: Target | null; actual: MetricCounts };
export type Headline = { target: MetricCounts | null; actual: MetricCounts };

/** A group's own target, or else the sum of its members' (a team set person by person). */
function groupTarget(row: GroupProgress, users: UserProgress[]): MetricCounts | null {
  if (row.target) return countsOf(row.target);
  const members = users.filter((u) => u.id_group === row.id_group && u.target);
  return members.length ? sumCounts(members.map((u) => countsOf(u.target as Target))) : null;
}

/**
 * The one line the dashboard shows for the member's scope: a salesperson's own, a supervisor's
 * group, and for an Administrator the company as the sum of its groups and of the people in none.
 */
function headlineOf(member: Member, groups: GroupProgress[], users: UserProgress[]): Headline {
  const scope = dataScope(member);
  if (scope.kind === 'own') {
    const own = users.find((u) => u.id_user === member.id);
    return { target: own?.target ? countsOf(own.target) : null, actual: own?.actual ?? noCounts() };
  }
  const parts: Headline[] = [
    ...groups.map((g) => ({ target: groupTarget(g, users), actual: g.actual })),
    ...(scope.kind === 'company' ? users.filter((u) => u.id_group === null).map((u) => ({ target: u.target && countsOf(u.target), actual: u.actual })) : []),
  ];
  const targets = parts.flatMap((part) => (part.target ? [part.target] : []));
  return { target: targets.length ? sumCounts(targets) : null, actual: sumCounts(parts.map((part) => part.actual)) };
}

/** The people and groups the member's progress shows, whose records alone are counted. */
function reachOf(db: Executor, member: Member): Reach {
  if (dataScope(member).kind === 'company') return undefined;
  return {
    users: db.select({ id: user.id }).from(user).where(and(eq(user.id_company, member.id_company), usersInScope(member))),
    groups: db.select({ id: group.id }).from(group).where(and(eq(group.id_company, member.id_company), groupsReached(member))),
  };
}

/**
 * A month's targets and what the records show, for every holder in the member's reach: active
 * people (and anyone else with a target that month) and groups, each with its target or null.
 */
export async function monthProgress(db: Executor, member: Member, month: string) {
  const company = member.id_company;
  const withTarget = sql`(select ${salesTarget.id_user} from ${salesTarget} where ${salesTarget.id_company} = ${company} and ${salesTarget.month} = ${month} and ${salesTarget.id_user} is not null)`;
  const [people, teams, targets, tally] = await Promise.all([
    db
      .select({ id: user.id, name: user.name, id_group: user.id_group })
      .from(user)
      .where(and(eq(user.id_company, company), usersInScope(member), or(eq(user.status, 'active'), inArray(user.id, withTarget))))
      .orderBy(asc(user.name), asc(user.id)),
    db.select({ id: group.id, name: group.name }).from(group).where(and(eq(group.id_company, company), groupsReached(member))).orderBy(asc(group.name), asc(group.id)),
    db.select().from(salesTarget).where(and(eq(salesTarget.id_company, company), eq(salesTarget.month, month), targetsReached(member))),
    tallyMonth(db, company, month, member.time_zone, reachOf(db, member)),
  ]);
  const targetOf = (row: (typeof targets)[number] | undefined): Target | null => (row ? { id: row.id, ...countsOf(row) } : null);
  const users: UserProgress[] = people.map((p) => ({
    id_user: p.id,
    name: p.name,
    id_group: p.id_group,
    target: targetOf(targets.find((t) => t.id_user === p.id)),
    actual: tally.users.get(p.id) ?? noCounts(),
  }));
  const groups: GroupProgress[] = teams.map((g) => ({
    id_group: g.id,
    name: g.name,
    target: targetOf(targets.find((t) => t.id_group === g.id)),
    actual: tally.groups.get(g.id) ?? noCounts(),
  }));
  return { month, scope: dataScope(member).kind, headline: headlineOf(member, groups, users), groups, users };
}
