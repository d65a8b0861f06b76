import type { DistributionMethod } from '../../../domain/vocabularies';

export type PlanRecipient = {
  id_user: number;
  /** How many more open prospects the recipient may take; null: no limit. */
  room: number | null;
};

type PlanInput = {
  method: DistributionMethod;
  /** In a stable order (by user id); the rotation method starts after `after` in that order. */
  recipients: readonly PlanRecipient[];
  /** How many prospects were chosen. */
  total: number;
  /** The recipient the company's previous batch ended on. */
  after: number | null;
};

type Share = { id_user: number; count: number };

export type Plan = {
  /** In dealing order: prospect n goes to the recipient of the n-th slot when slots are dealt round by round in this order. */
  shares: Share[];
  assigned: number;
  /** Chosen prospects nobody had room for: they stay where they are. */
  left_over: number;
  /** Who received the last slot, where the next rotation continues from (unchanged when nothing was dealt). */
  last: number | null;
};

/** The recipients in dealing order: by id, or, for the rotation, starting after the previous batch's last. */
function dealingOrder({ method, recipients, after }: PlanInput) {
  if (method !== 'rotation' || after === null) return [...recipients];
  const start = recipients.findIndex((r) => r.id_user > after);
  return start <= 0 ? [...recipients] : [...recipients.slice(start), ...recipients.slice(0, start)];
}

/** In turn, one each per round, skipping whoever is full: everyone with room ends within one of the others. */
function inTurn(order: PlanRecipient[], total: number): number[] {
  const counts = order.map(() => 0);
  let remaining = total;
  for (;;) {
    const open = order.map((_, i) => i).filter((i) => order[i].room === null || counts[i] < (order[i].room as number));
    if (!open.length || remaining === 0) return counts;
    const fullRounds = Math.min(
      Math.floor(remaining / open.length),
      ...open.map((i) => (order[i].room === null ? Infinity : (order[i].room as number) - counts[i])),
    );
    if (fullRounds === 0) {
      // Fewer left than recipients with room: the first ones in order get one more.
      for (const i of open.slice(0, remaining)) counts[i] += 1;
      return counts;
    }
    for (const i of open) counts[i] += fullRounds;
    remaining -= fullRounds * open.length;
  }
}

/** In proportion to each one's room (largest remainders, ties to the earlier), never beyond it. */
function byCapacity(order: PlanRecipient[], total: number): number[] {
  const rooms = order.map((r) => Math.max(0, r.room ?? 0));
  const sum = rooms.reduce((a, b) => a + b, 0);
  const dealt = Math.min(total, sum);
  if (dealt === 0) return rooms.map(() => 0);
  const counts = rooms.map((room) => Math.floor((dealt * room) / sum));
  const short = dealt - counts.reduce((a, b) => a + b, 0);
  const byRemainder = rooms
    .map((room, i) => ({ i, remainder: (dealt * room) % sum }))
    .filter((x) => x.remainder > 0)
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder.slice(0, short)) counts[i] += 1;
  return counts;
}

/**
 * How many prospects each recipient gets: the preview shows it and the apply deals exactly this.
 * Pure, so the counts are tested without a database (tests/server/distributionPlan.test.ts).
 */
export function planDistribution(input: PlanInput): Plan {
  const order = dealingOrder(input);
  const counts = input.method === 'capacity' ? byCapacity(order, input.total) : inTurn(order, input.total);
  const shares = order.map((r, i) => ({ id_user: r.id_user, count: counts[i] }));
  const assigned = counts.reduce((a, b) => a + b, 0);
  // Slots are dealt round by round in order, so the last slot is the latest among those with the most.
  const most = Math.max(0, ...counts);
  const lastIndex = most === 0 ? -1 : counts.lastIndexOf(most);
  return { shares, assigned, left_over: input.total - assigned, last: lastIndex < 0 ? input.after : order[lastIndex].id_user };
}
