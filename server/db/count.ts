import { sql, type SQL, type Subquery } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from './connection';

/** Below this many matching rows a list's total is exact; above, the planner's estimate (docs/api.md). */
const EXACT_COUNT_LIMIT = 10_000;

/**
 * Only a planner estimate this far above the limit is trusted without counting: estimates drift,
 * and a list of a few thousand rows must show its exact total.
 */
const TRUSTED_ESTIMATE = EXACT_COUNT_LIMIT * 2;

/** How long a large estimate is reused: it is approximate anyway, and a busy list asks for it on every page. */
const ESTIMATE_TTL_MS = 10_000;
const MAX_CACHED_ESTIMATES = 1_000;
const largeEstimates = new WeakMap<DatabaseHandle, Map<string, { rows: number; until: number }>>();

/** The rows a total counts, as a query that selects them (what it selects does not matter). */
export type RowsQuery = { toSQL(): { sql: string; params: unknown[] }; limit(limit: number): { as(alias: string): Subquery } };

async function plannerEstimate(handle: DatabaseHandle, rows: RowsQuery) {
  const query = rows.toSQL();
  const key = `${query.sql}\u0000${JSON.stringify(query.params)}`;
  let cache = largeEstimates.get(handle);
  if (!cache) largeEstimates.set(handle, (cache = new Map()));
  const cached = cache.get(key);
  if (cached && cached.until > Date.now()) return cached.rows;
  const [plan] = await handle.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    `explain (format json) ${query.sql}`,
    query.params,
  );
  const estimate = Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows']);
  // Only the totals that are shown as estimates anyway: a small list's exact count stays fresh.
  if (estimate > TRUSTED_ESTIMATE) {
    cache.delete(key);
    if (cache.size >= MAX_CACHED_ESTIMATES) cache.delete(cache.keys().next().value as string);
    cache.set(key, { rows: estimate, until: Date.now() + ESTIMATE_TTL_MS });
  }
  return estimate;
}

/**
 * How many rows a query selects, without making a page wait on a full count of a large table, as
 * PostgREST's count=estimated does: the planner's estimate when it is clearly large, otherwise a
 * count of at most EXACT_COUNT_LIMIT + 1 rows, falling back to the estimate past the limit.
 */
export async function countRows(handle: DatabaseHandle, rows: RowsQuery): Promise<number> {
  const estimate = await plannerEstimate(handle, rows);
  if (estimate > TRUSTED_ESTIMATE) return estimate;
  const [{ count }] = await handle.db.select({ count: sql<number>`count(*)::int` }).from(rows.limit(EXACT_COUNT_LIMIT + 1).as('capped'));
  return count <= EXACT_COUNT_LIMIT ? count : Math.max(count, estimate);
}

/** The total of a list of one table's rows (countRows). */
export const countMatching = (handle: DatabaseHandle, table: PgTable, where: SQL | undefined): Promise<number> =>
  countRows(handle, handle.db.select({ one: sql`1` }).from(table).where(where));
