import { FOLLOW_UP_METHODS, followUp } from '../db/schema';
import { DAY, MINUTE, between, insertAll, later, latest, type SeedContext } from './context';
import type { Prospect } from './prospects';
import { FOLLOW_UP_REJECTIONS, FOLLOW_UP_RESULTS } from './reference';
import type { Team } from './team';

export type FollowUp = typeof followUp.$inferSelect;

const COUNT_BY_STATUS: Record<Prospect['status'], { min: number; max: number }> = {
  Low: { min: 0, max: 2 },
  Medium: { min: 1, max: 3 },
  Hot: { min: 2, max: 4 },
  Deal: { min: 2, max: 5 },
  'Not Deal': { min: 1, max: 3 },
};

const METHOD_WEIGHTS: Record<(typeof FOLLOW_UP_METHODS)[number], number> = {
  whatsapp: 45,
  telepon: 25,
  kunjungan: 15,
  'tatap muka': 15,
};

/** Reports of the last few days still wait for the supervisor. */
const AWAITING_APPROVAL = 3 * DAY;

export async function seedFollowUps(ctx: SeedContext, team: Team, prospects: readonly Prospect[]): Promise<FollowUp[]> {
  const { tx, faker, now, companyId } = ctx;
  const methods = FOLLOW_UP_METHODS.map((value) => ({ value, weight: METHOD_WEIGHTS[value] }));
  const salesById = new Map(team.sales.map((u) => [u.id, u]));

  const rows = prospects.flatMap((p) => {
    const owner = salesById.get(p.id_user ?? 0) ?? team.sales[0];
    const leader = team.leaderOf(owner);
    const count = faker.number.int(COUNT_BY_STATUS[p.status]);
    const doneTimes = Array.from({ length: count }, () => between(faker, p.created_at, now)).sort(
      (a, b) => a.getTime() - b.getTime(),
    );
    return doneTimes.map((done_at) => {
      const method = faker.helpers.weightedArrayElement(methods);
      const recent = now.getTime() - done_at.getTime() < AWAITING_APPROVAL;
      const status: FollowUp['status'] =
        recent && faker.datatype.boolean(0.85) ? 'pending' : faker.datatype.boolean(0.05) ? 'rejected' : 'approved';
      const decided_at =
        status === 'pending' ? null : later(faker, done_at, now, 1, 20);
      return {
        id_company: companyId,
        id_prospect: p.id,
        id_user: owner.id,
        method,
        scheduled_at: latest(p.created_at, new Date(done_at.getTime() - faker.number.int({ min: 0, max: 6 }) * 30 * MINUTE)),
        done_at,
        result: faker.helpers.arrayElement(FOLLOW_UP_RESULTS),
        notes: method === 'kunjungan' ? `Kunjungan ke ${p.address ?? 'rumah konsumen'}` : null,
        status,
        decided_by: decided_at ? leader.id : null,
        decided_at,
        decision_reason: status === 'rejected' ? faker.helpers.arrayElement(FOLLOW_UP_REJECTIONS) : null,
        created_at: done_at,
      };
    });
  });

  return insertAll(tx, followUp, rows);
}
