import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { prospect } from '../../db/schema';

/** One column of the prospect a row hangs off (a visit, an order), read beside the row. */
const ofProspect = <T>(id_prospect: AnyPgColumn, column: AnyPgColumn): SQL<T> =>
  sql<T>`(select ${column} from ${prospect} where ${prospect.id} = ${id_prospect})`;

/**
 * Where a visit or an order is on a map when it has no place of its own: at its prospect's, under
 * the prospect's name (docs/api.md, Places).
 */
export const prospectPlaceOf = (id_prospect: AnyPgColumn) => ({
  latitude: ofProspect<number | null>(id_prospect, prospect.latitude),
  longitude: ofProspect<number | null>(id_prospect, prospect.longitude),
  name: sql<string>`coalesce(${ofProspect<string | null>(id_prospect, prospect.name)}, '')`,
});
