import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';

/** What OpenStreetMap's tiles ask every map that shows them to say. */
export const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Indonesia whole, until a record or the phone's position says where to look. */
export const INDONESIA: L.LatLngBoundsExpression = [
  [-11, 95],
  [6, 141],
];

/** Leaflet's own marker, bundled with the app (its default looks for the images beside the CSS). */
export const PIN = {
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41] as [number, number],
  iconAnchor: [12, 41] as [number, number],
  shadowSize: [41, 41] as [number, number],
};

export const pinIcon = L.icon(PIN);
