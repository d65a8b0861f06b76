import { sql, type SQL } from 'drizzle-orm';
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

async function plannerEstimate(handle: DatabaseHandle, table: PgTable, where: SQL | undefined) {
  const query = handle.db.select({ one: sql`1` }).from(table).where(where).toSQL();
  const key = `${query.sql}\u0000${JSON.stringify(query.params)}`;
  let cache = largeEstimates.get(handle);
  if (!cache) largeEstimates.set(handle, (cache = new Map()));
  const cached = cache.get(key);
  if (cached && cached.until > Date.now()) return cached.rows;
  const [plan] = await handle.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    `explain (format json) ${query.sql}`,
    query.params,
  );
  const rows = Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows']);
  // Only the totals that are shown as estimates anyway: a small list's exact count stays fresh.
  if (rows > TRUSTED_ESTIMATE) {
    cache.delete(key);
    if (cache.size >= MAX_CACHED_ESTIMATES) cache.delete(cache.keys().next().value as string);
    cache.set(key, { rows, until: Date.now() + ESTIMATE_TTL_MS });
  }
  return rows;
}

/**
 * The total of a list without making a page wait on a full count of a large table, as
 * PostgREST's count=estimated does: the planner's estimate when it is clearly large, otherwise a
 * count of at most EXACT_COUNT_LIMIT + 1 rows, falling back to the estimate past the limit.
 */
export async function countMatching(handle: DatabaseHandle, table: PgTable, where: SQL | undefined): Promise<number> {
  const estimate = await plannerEstimate(handle, table, where);
  if (estimate > TRUSTED_ESTIMATE) return estimate;
  const capped = handle.db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(EXACT_COUNT_LIMIT + 1)
    .as('capped');
  const [{ count }] = await handle.db.select({ count: sql<number>`count(*)::int` }).from(capped);
  return count <= EXACT_COUNT_LIMIT ? count : Math.max(count, estimate);
}
