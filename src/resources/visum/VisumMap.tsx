import 'leaflet/dist/leaflet.css';
import { Box, Typography } from '@mui/material';
import { Circle, MapContainer, Marker, TileLayer } from 'react-leaflet';
import { useTranslate } from 'react-admin';
import { ATTRIBUTION, pinIcon } from '../../maps/osm';
import { useMapTiles } from './useMapTiles';
import type { Place } from './useGeolocation';

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
        <Marker position={center} icon={pinIcon} alt={label} />
      </MapContainer>
    </Box>
  );
}
