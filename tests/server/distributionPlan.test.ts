import { describe, expect, it } from 'vitest';
import { planDistribution, type PlanRecipient } from '../../server/modules/distribution/plan';

const people = (...rooms: (number | null)[]): PlanRecipient[] => rooms.map((room, i) => ({ id_user: (i + 1) * 10, room }));
const counts = (plan: ReturnType<typeof planDistribution>) => plan.shares.map((s) => [s.id_user, s.count]);

/** The counts per person, without a database (server/modules/distribution/plan.ts). */
describe('distribution plan', () => {
  it('round-robin deals evenly, the first in order taking the remainder', () => {
    const plan = planDistribution({ method: 'round_robin', recipients: people(null, null, null), total: 10, after: 20 });
    expect(counts(plan)).toEqual([[10, 4], [20, 3], [30, 3]]);
    expect(plan).toMatchObject({ assigned: 10, left_over: 0, last: 10 });
  });

  it('round-robin with a cap stops at it and deals the rest to the others, saying what is left', () => {
    const plan = planDistribution({ method: 'round_robin', recipients: people(1, 5, null), total: 20, after: null });
    expect(counts(plan)).toEqual([[10, 1], [20, 5], [30, 14]]);
    const full = planDistribution({ method: 'round_robin', recipients: people(1, 2), total: 20, after: null });
    expect(full).toMatchObject({ assigned: 3, left_over: 17 });
  });

  it('the rotation starts after whoever the last batch ended on, and ends on the last slot dealt', () => {
    const plan = planDistribution({ method: 'rotation', recipients: people(null, null, null, null), total: 6, after: 20 });
    expect(counts(plan)).toEqual([[30, 2], [40, 2], [10, 1], [20, 1]]);
    expect(plan.last).toBe(40);
    const next = planDistribution({ method: 'rotation', recipients: people(null, null, null, null), total: 1, after: plan.last });
    expect(counts(next)).toEqual([[10, 1], [20, 0], [30, 0], [40, 0]]);
    expect(next.last).toBe(10);
  });

  it('the rotation after someone no longer among the recipients starts at the next id', () => {
    const plan = planDistribution({ method: 'rotation', recipients: people(null, null, null), total: 2, after: 15 });
    expect(counts(plan)).toEqual([[20, 1], [30, 1], [10, 0]]);
  });

  it('capacity deals in proportion to the room left, never beyond it', () => {
    const plan = planDistribution({ method: 'capacity', recipients: people(30, 10, 0), total: 20, after: null });
    expect(counts(plan)).toEqual([[10, 15], [20, 5], [30, 0]]);
    expect(plan).toMatchObject({ assigned: 20, left_over: 0 });
    const uneven = planDistribution({ method: 'capacity', recipients: people(2, 2, 2), total: 4, after: null });
    expect(counts(uneven)).toEqual([[10, 2], [20, 1], [30, 1]]);
  });

  it('capacity says how many remain when the room runs out', () => {
    const plan = planDistribution({ method: 'capacity', recipients: people(3, 4), total: 100, after: null });
    expect(counts(plan)).toEqual([[10, 3], [20, 4]]);
    expect(plan).toMatchObject({ assigned: 7, left_over: 93 });
  });

  it('deals 100,000 among 50 without a per-prospect loop and keeps every count whole', () => {
    const recipients = Array.from({ length: 50 }, (_, i) => ({ id_user: i + 1, room: 1000 + i * 100 }));
    const plan = planDistribution({ method: 'capacity', recipients, total: 100_000, after: null });
    expect(plan.assigned).toBe(100_000);
    for (const [i, share] of plan.shares.entries()) expect(share.count).toBeLessThanOrEqual(recipients[i].room);
    const even = planDistribution({ method: 'round_robin', recipients: recipients.map((r) => ({ ...r, room: null })), total: 100_000, after: null });
    expect(new Set(even.shares.map((s) => s.count))).toEqual(new Set([2000]));
  });

  it('nothing chosen deals nothing and keeps the rotation where it was', () => {
    expect(planDistribution({ method: 'rotation', recipients: people(null), total: 0, after: 7 })).toMatchObject({ assigned: 0, left_over: 0, last: 7 });
  });
});
