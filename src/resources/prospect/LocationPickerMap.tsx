import 'leaflet/dist/leaflet.css';
import { Box } from '@mui/material';
import { useEffect } from 'react';
import { MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { ATTRIBUTION, INDONESIA, PIN } from '../../maps/osm';

export type Point = { latitude: number; longitude: number };
export type MapCentre = { point: Point; zoom: number };

/**
 * Reports the map's centre and zoom as they are at first and once each move or zoom has ended (not
 * every frame of a drag: the dialog would render each, and a screen reader read each point out).
 */
function CentreReport({ onCentre }: { onCentre(centre: MapCentre): void }) {
  const map = useMap();
  const report = () => {
    const { lat, lng } = map.getCenter();
    onCentre({ point: { latitude: lat, longitude: lng }, zoom: map.getZoom() });
  };
  useMapEvents({ moveend: report });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the first view only; moves report themselves
  useEffect(report, [map]);
  return null;
}

type LocationPickerMapProps = { start: Point | null; tileUrl: string; label: string; onCentre(centre: MapCentre): void };

/**
 * A map under a pin fixed at its centre: the salesperson moves the map, by finger, mouse or the
 * keyboard (the map takes focus; arrows pan, + and − zoom: Leaflet's own keys), until the pin's tip
 * stands on the place. Loaded only when the picker opens: Leaflet stays out of the form's code.
 */
export default function LocationPickerMap({ start, tileUrl, label, onCentre }: LocationPickerMapProps) {
  const view = start ? { center: [start.latitude, start.longitude] as [number, number], zoom: 17 } : { bounds: INDONESIA };
  return (
    <Box role="region" aria-label={label} sx={{ position: 'relative', height: '100%', borderRadius: 1, overflow: 'hidden' }}>
      <MapContainer {...view} style={{ height: '100%', width: '100%' }}>
        <TileLayer url={tileUrl} attribution={ATTRIBUTION} />
        <CentreReport onCentre={onCentre} />
      </MapContainer>
      <Box
        component="img"
        src={PIN.iconUrl}
        alt=""
        sx={{
          position: 'absolute',
          left: '50%',
          top: '50%',
          width: PIN.iconSize[0],
          height: PIN.iconSize[1],
          ml: `-${PIN.iconAnchor[0]}px`,
          mt: `-${PIN.iconAnchor[1]}px`,
          // Above Leaflet's panes, below its controls; the map under it keeps every touch.
          zIndex: 700,
          pointerEvents: 'none',
        }}
      />
    </Box>
  );
}
