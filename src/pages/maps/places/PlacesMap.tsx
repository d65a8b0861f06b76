import 'leaflet/dist/leaflet.css';
import { Box } from '@mui/material';
import L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { Place } from '../../../../domain/schemas/place';
import { ATTRIBUTION, INDONESIA } from '../../../maps/osm';
import { clusterIndex, type Box as ViewBox, type MapMark } from './clusters';

export type MarkStyle = { colorOf(status: string): string; labelOf(status: string): string; pathOf(id: number): string };
export type View = { box: ViewBox; centre: { latitude: number; longitude: number } };

type PlacesMapProps = MarkStyle & {
  places: Place[];
  tileUrl: string;
  /** Where the phone is, once asked ('Dekat saya'): the map goes there. */
  here?: { latitude: number; longitude: number };
  onView(view: View): void;
  label: string;
};

const viewOf = (map: L.Map): View => {
  const bounds = map.getBounds();
  const centre = map.getCenter();
  return { box: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], centre: { latitude: centre.lat, longitude: centre.lng } };
};

/** A round marker drawn in HTML: no image to fetch, its colour the status's. */
const dot = (color: string, text = '', size = 18) =>
  L.divIcon({
    className: '',
    iconSize: [size, size],
    html: `<span style="display:flex;align-items:center;justify-content:center;width:${size}px;height:${size}px;border-radius:50%;background:${color};border:2px solid #fff;box-shadow:0 0 2px #000;color:#fff;font:600 12px/1 sans-serif">${text}</span>`,
  });

const clusterSize = (count: number) => (count < 10 ? 30 : count < 100 ? 36 : count < 1000 ? 42 : 48);

function Marks({ places, here, onView, colorOf, labelOf, pathOf }: Omit<PlacesMapProps, 'tileUrl' | 'label'>) {
  const translate = useTranslate();
  const map = useMap();
  const index = useMemo(() => clusterIndex(places), [places]);
  const [view, setView] = useState(() => ({ ...viewOf(map), zoom: map.getZoom() }));
  const moved = () => {
    const next = viewOf(map);
    setView({ ...next, zoom: map.getZoom() });
    onView(next);
  };
  useMapEvents({ moveend: moved });

  useEffect(() => onView(viewOf(map)), [map, onView]);
  // A new answer (another filter): show all of it, unless the phone's position was asked for.
  useEffect(() => {
    if (!here && places.length) map.fitBounds(L.latLngBounds(places.map((place): [number, number] => [place.latitude, place.longitude])), { maxZoom: 15 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new answer moves the map, not a new position
  }, [places, map]);
  useEffect(() => {
    if (here) map.setView([here.latitude, here.longitude], 15);
  }, [here, map]);

  const marks: MapMark[] = index.marks(view.box, view.zoom);
  return (
    <>
      {marks.map((mark) =>
        mark.kind === 'cluster' ? (
          <Marker
            key={`c${mark.id}`}
            position={[mark.latitude, mark.longitude]}
            icon={dot('#305F72', String(mark.count), clusterSize(mark.count))}
            title={translate('app.maps.places.cluster', { count: mark.count })}
            keyboard={false}
            eventHandlers={{ click: () => map.setView([mark.latitude, mark.longitude], index.expansionZoom(mark.id)) }}
          />
        ) : (
          <Marker
            key={mark.place.id}
            position={[mark.place.latitude, mark.place.longitude]}
            icon={dot(colorOf(mark.place.status))}
            title={`${mark.place.name} (${labelOf(mark.place.status)})`}
            keyboard={false}
          >
            <Popup>
              <strong>{mark.place.name}</strong>
              <br />
              {labelOf(mark.place.status)}
              <br />
              <RouterLink to={pathOf(mark.place.id)}>{translate('app.maps.places.open')}</RouterLink>
            </Popup>
          </Marker>
        ),
      )}
      {here ? <Marker position={[here.latitude, here.longitude]} icon={dot('#1565c0', '', 14)} title={translate('app.maps.places.here')} /> : null}
    </>
  );
}

/**
 * The places on OpenStreetMap tiles (MAP_TILE_URL), clustered where they crowd. The markers take
 * no focus: a keyboard would otherwise cross dozens of them to reach the list beside the map, which
 * says the same and opens the same records (VisiblePlaces); the map itself still pans and zooms
 * with the keys. Loaded only by the
 * map pages: Leaflet stays out of every other screen's code.
 */
export default function PlacesMap({ tileUrl, label, ...marks }: PlacesMapProps) {
  return (
    <Box role="region" aria-label={label} sx={{ height: { xs: '55vh', md: 560 }, minHeight: 280, width: '100%', borderRadius: 1, overflow: 'hidden' }}>
      <MapContainer bounds={INDONESIA} style={{ height: '100%', width: '100%' }}>
        <TileLayer url={tileUrl} attribution={ATTRIBUTION} />
        <Marks {...marks} />
      </MapContainer>
    </Box>
  );
}
