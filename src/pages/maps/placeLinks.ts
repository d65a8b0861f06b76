/** A point on the earth, as the prospects and visits keep it. */
export type Point = { latitude: number; longitude: number };

const at = ({ latitude, longitude }: Point) => `${latitude},${longitude}`;

/**
 * Where another app takes over (docs/product.md, Maps): none needs a key, and Google's and
 * OpenStreetMap's directions start from where the phone is.
 */
export const placeLinks = {
  /** The phone's own map app (Android's geo: address), with the name on the pin. */
  mapApp: (point: Point, name: string) => `geo:${at(point)}?q=${at(point)}(${encodeURIComponent(name)})`,
  googleDirections: (point: Point) => `https://www.google.com/maps/dir/?api=1&destination=${at(point)}`,
  osmDirections: (point: Point) => `https://www.openstreetmap.org/directions?route=${encodeURIComponent(`;${at(point)}`)}`,
  googlePlace: (point: Point) => `https://www.google.com/maps/search/?api=1&query=${at(point)}`,
  osmPlace: ({ latitude, longitude }: Point) => `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
};

/** The prospect's point, when both its coordinates are kept. */
export const pointOf = (record: { latitude: number | null; longitude: number | null }): Point | undefined =>
  record.latitude === null || record.longitude === null ? undefined : { latitude: record.latitude, longitude: record.longitude };
