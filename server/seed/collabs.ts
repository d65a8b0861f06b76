import { collab } from '../db/schema';
import { between, daysAgo, insertAll, later, latest, type SeedContext } from './context';
import type { Prospect } from './prospects';
import { COLLAB_REASONS, COLLAB_REJECTIONS } from './reference';
import type { Team } from './team';

export type Collab = typeof collab.$inferSelect;

const PLAN: readonly Collab['status'][] = [
  ...Array.from({ length: 8 }, () => 'pending' as const),
  ...Array.from({ length: 9 }, () => 'approved' as const),
  ...Array.from({ length: 3 }, () => 'rejected' as const),
];

export async function seedCollabs(ctx: SeedContext, team: Team, prospects: readonly Prospect[]): Promise<Collab[]> {
  const { tx, faker, now, companyId } = ctx;
  const open = prospects.filter((p) => p.status !== 'Deal' && p.status !== 'Not Deal');
  const chosen = faker.helpers.arrayElements(open, PLAN.length);

  const rows = chosen.map((p, index) => {
    const status = PLAN[index];
    const owner = team.sales.find((u) => u.id === p.id_user) ?? team.sales[0];
    const requester = faker.helpers.arrayElement(team.sales.filter((u) => u.id !== owner.id));
    const created_at =
      status === 'pending'
        ? between(faker, latest(p.created_at, daysAgo(now, 4)), now)
        : between(faker, p.created_at, daysAgo(now, 5));
    const decided_at =
      status === 'pending' ? null : later(faker, created_at, now, 2, 30);
    return {
      id_company: companyId,
      id_prospect: p.id,
      id_user: requester.id,
      id_user_target: owner.id,
      reason: faker.helpers.arrayElement(COLLAB_REASONS),
      status,
      decided_by: decided_at ? team.leaderOf(owner).id : null,
      decided_at,
      decision_reason: status === 'rejected' ? faker.helpers.arrayElement(COLLAB_REJECTIONS) : null,
      created_at,
    };
  });

  return insertAll(tx, collab, rows);
}
