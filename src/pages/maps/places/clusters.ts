import Supercluster from 'supercluster';
import type { Place } from '../../../../domain/schemas/place';

/** A marker on screen: one place, or a cluster of `count` places around a point. */
export type MapMark =
  | { kind: 'place'; place: Place }
  | { kind: 'cluster'; id: number; latitude: number; longitude: number; count: number };

/** West, south, east, north, as Leaflet's bounds give them (LatLngBounds.toBBoxString order). */
export type Box = [number, number, number, number];

/**
 * The places indexed for clustering (supercluster): built once per answer, asked for what is in
 * view on every move, so tens of thousands of places cost a few markers on screen.
 */
export function clusterIndex(places: Place[]) {
  const index = new Supercluster<{ place: Place }>({ radius: 60, maxZoom: 17 });
  index.load(
    places.map((place) => ({ type: 'Feature', properties: { place }, geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] } })),
  );
  return {
    /** The markers of a view: clusters where places crowd, single places elsewhere. */
    marks(box: Box, zoom: number): MapMark[] {
      return index.getClusters(box, Math.round(zoom)).map((feature): MapMark => {
        const [longitude, latitude] = feature.geometry.coordinates;
        const { properties } = feature;
        return 'cluster' in properties && properties.cluster
          ? { kind: 'cluster', id: properties.cluster_id, latitude, longitude, count: properties.point_count }
          : { kind: 'place', place: (properties as { place: Place }).place };
      });
    },
    /** The zoom at which a cluster falls apart into smaller ones. */
    expansionZoom: (clusterId: number) => index.getClusterExpansionZoom(clusterId),
  };
}

export type ClusterIndex = ReturnType<typeof clusterIndex>;

/** The places inside a view, nearest to `from` first (a flat-earth distance: enough to order a town). */
export function placesInView(places: Place[], [west, south, east, north]: Box, from: { latitude: number; longitude: number }): Place[] {
  const squeeze = Math.cos((from.latitude * Math.PI) / 180);
  const distance = (place: Place) => (place.latitude - from.latitude) ** 2 + ((place.longitude - from.longitude) * squeeze) ** 2;
  return places
    .filter((place) => place.longitude >= west && place.longitude <= east && place.latitude >= south && place.latitude <= north)
    .sort((a, b) => distance(a) - distance(b));
}
