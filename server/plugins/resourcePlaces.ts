import { and, count, desc, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PLACES } from '../../domain/limits';
import { placesOutput, type Place } from '../../domain/schemas/place';
import type { DatabaseHandle } from '../db/connection';
import { listQueryOf, whereOf, type QueryShape } from './resourceQuery';
import { callerOf } from './auth';

type Value = AnyPgColumn | SQL<number | null>;

/** Where a resource's records are on a map, and what their markers say (domain/schemas/place.ts). */
export type PlaceColumns = { latitude: Value; longitude: Value; name: AnyPgColumn | SQL<string>; status: AnyPgColumn };

type PlacesOf = {
  table: PgTable & QueryShape['table'];
  shape: QueryShape;
  label: string;
  tags: string[];
  readGuard: object;
};

/**
 * GET <path>/places: what the list would show with the same filter, as places on a map; the
 * records without one are only counted (`unplaced`). At most MAX_PLACES, the newest first, with
 * `truncated` saying that more matched.
 */
export function placesRoute(
  app: Parameters<FastifyPluginAsyncZod>[0],
  { db }: DatabaseHandle,
  places: PlaceColumns,
  { table, shape, label, tags, readGuard }: PlacesOf,
) {
  const { filter } = listQueryOf(shape, { columns: ['id'] }).shape;
  const placed = and(isNotNull(places.latitude), isNotNull(places.longitude));
  const unplaced = or(isNull(places.latitude), isNull(places.longitude));
  app.get(
    '/places',
    { ...readGuard, schema: { summary: `${label} di peta`, tags, querystring: z.object({ filter }), response: { 200: placesOutput } } },
    async (request) => {
      const where = whereOf(shape, callerOf(request), request.query.filter);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ id: table.id, latitude: places.latitude, longitude: places.longitude, name: places.name, status: places.status })
          .from(table)
          .where(and(where, placed))
          .orderBy(desc(table.id))
          .limit(MAX_PLACES + 1),
        db.select({ unplaced: count() }).from(table).where(and(where, unplaced)),
      ]);
      return { data: rows.slice(0, MAX_PLACES) as Place[], unplaced: counted.unplaced, truncated: rows.length > MAX_PLACES };
    },
  );
}
