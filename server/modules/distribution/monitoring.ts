import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { distributionBatch, distributionItem, group, prospect, user } from '../../db/schema';
import { usersInScope } from '../../plugins/scope';
import type { Member } from '../../plugins/session';
import { followUpDue } from '../prospects/prospectQuery';
import { followedUpSince } from './touched';
import type { Figures, GroupFigures, UserFigures } from '../../../domain/schemas/distribution';

type MonitoringPeriod = { from: Date; /** Exclusive. */ to: Date; /** Untouched this many days after receiving stands out. */ days: number };

const FIGURES = ['assigned', 'untouched', 'stale', 'followed_up', 'overdue', 'deals'] as const;

/** Deals per prospect received, in percent with one decimal. */
const conversion = (f: Omit<Figures, 'conversion'>) => (f.assigned ? Math.round((1000 * f.deals) / f.assigned) / 10 : 0);

/**
 * Monitoring User: for each active salesperson in the member's reach, what they received in the
 * period (batches not taken back) and what became of it — untouched (no follow-up since receiving,
 * still theirs), untouched past the threshold, followed up, overdue follow-ups, deals — and the same
 * summed per group.
 */
export async function monitoring(tx: Executor, member: Member, period: MonitoringPeriod) {
  const result = await tx.execute(sql`
    with received as (
      select ${distributionItem.id_user} as id_user, ${prospect.id_user} = ${distributionItem.id_user} as kept,
             ${prospect.status} as status, ${followUpDue('overdue', member)} as overdue,
             ${distributionBatch.created_at} <= now() - make_interval(days => ${period.days}) as old,
             ${followedUpSince(prospect.id, distributionBatch.created_at)} as followed
        from ${distributionItem}
        join ${distributionBatch} on ${distributionBatch.id} = ${distributionItem.id_batch}
        join ${prospect} on ${prospect.id} = ${distributionItem.id_prospect}
       where ${distributionItem.id_company} = ${member.id_company} and ${distributionItem.undone_at} is null
         and ${distributionBatch.created_at} >= ${period.from.toISOString()} and ${distributionBatch.created_at} < ${period.to.toISOString()}
    )
    select ${user.id} as id_user, ${user.name} as name, ${user.id_group} as id_group, ${group.name} as group_name,
           count(r.id_user)::int as assigned,
           (count(*) filter (where r.kept and not r.followed))::int as untouched,
           (count(*) filter (where r.kept and not r.followed and r.old))::int as stale,
           (count(*) filter (where r.followed))::int as followed_up,
           (count(*) filter (where r.kept and r.overdue and r.status not in ('Deal', 'Not Deal')))::int as overdue,
           (count(*) filter (where r.status = 'Deal'))::int as deals
      from ${user}
      left join ${group} on ${group.id} = ${user.id_group}
      left join received r on r.id_user = ${user.id}
     where ${user.id_company} = ${member.id_company} and ${user.status} = 'active' and ${usersInScope(member) ?? sql`true`}
     group by ${user.id}, ${group.name}
     order by ${user.name}, ${user.id}`);
  const users = (result as unknown as { rows: Omit<UserFigures, 'conversion'>[] }).rows.map((row) => ({ ...row, conversion: conversion(row) }));
  return { users, groups: byGroup(users) };
}

function byGroup(users: UserFigures[]): GroupFigures[] {
  const groups = new Map<number | null, GroupFigures>();
  for (const u of users) {
    const g = groups.get(u.id_group) ?? { id_group: u.id_group, name: u.group_name, members: 0, conversion: 0, ...zero() };
    g.members += 1;
    for (const figure of FIGURES) g[figure] += u[figure];
    groups.set(u.id_group, g);
  }
  return [...groups.values()].map((g) => ({ ...g, conversion: conversion(g) }));
}

const zero = () => Object.fromEntries(FIGURES.map((f) => [f, 0])) as Record<(typeof FIGURES)[number], number>;
