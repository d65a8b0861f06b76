/** Setting Task's months and metrics, shared by the server and the client (docs/product.md, Setting Task). */
import { TARGET_METRICS, type TargetMetric } from './vocabularies';

export { TARGET_METRICS, type TargetMetric };

/** A target's month: 'YYYY-MM'. The months are the dealers' own, in West Indonesia Time. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month before 'YYYY-MM'. */
export function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/** One count per metric: a target, or what the records show. */
export type MetricCounts = Record<TargetMetric, number>;

/** Only the metrics of a row that carries more (a target row). */
export const countsOf = (row: MetricCounts): MetricCounts => Object.fromEntries(TARGET_METRICS.map((metric) => [metric, row[metric]])) as MetricCounts;

export const noCounts = (): MetricCounts => Object.fromEntries(TARGET_METRICS.map((metric) => [metric, 0])) as MetricCounts;

/** The sum of several holders' counts, metric by metric. */
export const sumCounts = (counts: readonly MetricCounts[]): MetricCounts =>
  counts.reduce((sum, each) => Object.fromEntries(TARGET_METRICS.map((m) => [m, sum[m] + each[m]])) as MetricCounts, noCounts());

/**
 * A group's target split over its members: each gets the quotient, and the first members (in the
 * order given) one more each until the remainder is used up, so the parts add up to the whole.
 */
export function splitEvenly(total: MetricCounts, members: number): MetricCounts[] {
  return Array.from({ length: members }, (_, index) =>
    Object.fromEntries(
      TARGET_METRICS.map((metric) => [metric, Math.floor(total[metric] / members) + (index < total[metric] % members ? 1 : 0)]),
    ) as MetricCounts,
  );
}
