import { z } from 'zod';

/**
 * GET <resource>/places (docs/api.md, Places): the records of a list that have a place, for the
 * maps (/peta, /mapbok). The same filter as the list; each record is only what a marker and the
 * list beside the map need, so tens of thousands fit in one answer a phone can take.
 */
export const place = z.object({
  id: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  /** Who or what the marker is: the prospect's name, the visited prospect's, the order's number and customer. */
  name: z.string(),
  /** The record's status (a prospect's or an order's) or a visit's purpose: the marker's colour. */
  status: z.string(),
});

export const placesOutput = z.object({
  data: z.array(place),
  /** Records that match the filter but have no place yet. */
  unplaced: z.number(),
  /** True when more records have a place than one answer carries (MAX_PLACES): narrow the filter. */
  truncated: z.boolean(),
});

export type Place = z.infer<typeof place>;
export type PlacesOutput = z.infer<typeof placesOutput>;
