import { salesTarget } from '../db/schema';
import { TARGET_METRICS, type TargetMetric } from '../../domain/vocabularies';
import { insertAll, WIB_OFFSET, type SeedContext } from './context';
import type { Team, User } from './team';

/** 'YYYY-MM' of the month `back` months before now's, in West Indonesia Time. */
function monthOf(now: Date, back: number) {
  const wib = new Date(now.getTime() + WIB_OFFSET);
  const first = new Date(Date.UTC(wib.getUTCFullYear(), wib.getUTCMonth() - back, 1));
  return `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`;
}

const PER_PERSON: Record<TargetMetric, [number, number]> = {
  prospects: [25, 40],
  follow_ups: [40, 70],
  visits: [8, 15],
  orders: [4, 8],
  deals: [3, 6],
};

/**
 * Targets for this month and the two before: one per salesperson, and per group the sum of its
 * members' (what a branch head would set), so Setting Task and the dashboard have progress to show.
 */
export async function seedTargets(ctx: SeedContext, team: Team) {
  const { tx, faker, now, companyId } = ctx;
  const counts = (pick: (metric: TargetMetric) => number) =>
    Object.fromEntries(TARGET_METRICS.map((metric) => [metric, pick(metric)])) as Record<TargetMetric, number>;
  const groups = new Map<number, User[]>();
  for (const member of team.sales) {
    if (member.id_group !== null) groups.set(member.id_group, [...(groups.get(member.id_group) ?? []), member]);
  }
  const rows = [0, 1, 2].flatMap((back) => {
    const month = monthOf(now, back);
    const personal = new Map(
      team.sales.map((member) => [member.id, counts((metric) => faker.number.int({ min: PER_PERSON[metric][0], max: PER_PERSON[metric][1] }))]),
    );
    const perGroup = [...groups].map(([id_group, members]) => ({
      id_company: companyId,
      month,
      id_group,
      ...counts((metric) => members.reduce((sum, member) => sum + (personal.get(member.id)?.[metric] ?? 0), 0)),
    }));
    return [...[...personal].map(([id_user, target]) => ({ id_company: companyId, month, id_user, ...target })), ...perGroup];
  });
  await insertAll(tx, salesTarget, rows);
}
