import 'leaflet/dist/leaflet.css';
import { Box, Typography } from '@mui/material';
import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { Circle, MapContainer, Marker, TileLayer } from 'react-leaflet';
import { useTranslate } from 'react-admin';
import { useMapTiles } from './useMapTiles';
import type { Place } from './useGeolocation';

/** Leaflet's own marker, bundled with the app (its default looks for the images beside the CSS). */
const pin = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * The place of a visit on OpenStreetMap tiles, from the address the server gives (MAP_TILE_URL,
 * which its Content-Security-Policy allows), with the browser's accuracy as a circle. Loaded only
 * by the detail page: Leaflet stays out of every other screen's code.
 */
export default function VisumMap({ place, label }: { place: Place; label: string }) {
  const translate = useTranslate();
  const tiles = useMapTiles();
  if (tiles.isError) return <Typography color="error">{translate('app.visum.map_failed')}</Typography>;
  if (!tiles.data) return <Box sx={{ height: 280, bgcolor: 'action.hover', borderRadius: 1 }} />;
  const center: [number, number] = [place.latitude, place.longitude];
  return (
    <Box role="region" aria-label={label} sx={{ height: 280, width: '100%', borderRadius: 1, overflow: 'hidden' }}>
      <MapContainer center={center} zoom={17} scrollWheelZoom={false} style={{ height: '100%', width: '100%' }}>
        <TileLayer url={tiles.data.url} attribution={ATTRIBUTION} />
        {place.accuracy > 0 ? <Circle center={center} radius={place.accuracy} pathOptions={{ weight: 1 }} /> : null}
        <Marker position={center} icon={pin} alt={label} />
      </MapContainer>
    </Box>
  );
}
