import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from './connection';

/** Below this many matching rows a list's total is exact; above, the planner's estimate (DESIGN.md §3). */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * Counts at most EXACT_COUNT_LIMIT + 1 rows, so a page never waits on a full count of a large
 * table; past that it answers the planner's estimate, as PostgREST's count=estimated does.
 */
export async function countMatching(handle: DatabaseHandle, table: PgTable, where: SQL | undefined): Promise<number> {
  const capped = handle.db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(EXACT_COUNT_LIMIT + 1)
    .as('capped');
  const [{ count }] = await handle.db.select({ count: sql<number>`count(*)::int` }).from(capped);
  if (count <= EXACT_COUNT_LIMIT) return count;
  const query = handle.db.select({ one: sql`1` }).from(table).where(where).toSQL();
  const [plan] = await handle.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    `explain (format json) ${query.sql}`,
    query.params,
  );
  return Math.max(count, Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows']));
}
