import { sql, type SQL } from 'drizzle-orm';

/** The rows for which `condition` holds, counted in the same pass as the others. */
export const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** `part` of `whole` (0–1), or null when there is no whole to share. */
export const shareOf = (part: number, whole: number) => (whole === 0 ? null : part / whole);
