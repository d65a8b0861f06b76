import MyLocationIcon from '@mui/icons-material/MyLocation';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, ToggleButton, ToggleButtonGroup, Typography, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useMemo, useState, type ReactElement } from 'react';
import { FilterButton, FilterForm, ListBase, Title, useDataProvider, useListContext, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider';
import type { PlaceResource } from '../../../dataProvider/recordsApi';
import { lazyWithReload } from '../../../chunkReload';
import { PageTitleCopy } from '../../../layout/PageTitleCopy';
import { labelOf, type ChipColor, type Choice } from '../../../records/choices';
import { messageOf } from '../../../records/errors';
import { formatCount } from '../../../format';
import { placesInView } from './clusters';
import type { MarkStyle, View } from './PlacesMap';
import { VisiblePlaces } from './VisiblePlaces';
import { useMapTiles } from '../../../resources/visum/useMapTiles';
import { POSITION_OPTIONS } from '../../../resources/visum/useGeolocation';

const PlacesMap = lazyWithReload(() => import('./PlacesMap'));

/** One kind of record a map page shows: where to read it, how to filter it, how its markers look. */
export type PlaceLayer = {
  key: string;
  resource: PlaceResource;
  /** Translation key of its name (the layer switch). */
  label: string;
  /** The list's own filters (react-admin inputs), so the map narrows as the list does. */
  useFilters(): ReactElement[];
  statuses: readonly Choice[];
  colors: Record<string, ChipColor>;
  pathOf(id: number): string;
};

function useMarkStyle(layer: PlaceLayer): MarkStyle {
  const translate = useTranslate();
  const { palette } = useTheme();
  return useMemo(
    () => ({
      colorOf: (status) => {
        const color = layer.colors[status] ?? 'default';
        return color === 'default' ? palette.grey[600] : palette[color].main;
      },
      labelOf: (status) => translate(labelOf(layer.statuses, status), { _: status }),
      pathOf: layer.pathOf,
    }),
    [layer, palette, translate],
  );
}

/** Where the phone is, asked once on 'Dekat saya'. */
function useHere() {
  const [here, setHere] = useState<{ latitude: number; longitude: number }>();
  const [failed, setFailed] = useState(false);
  const ask = () =>
    navigator.geolocation?.getCurrentPosition(
      ({ coords }) => {
        setFailed(false);
        setHere({ latitude: coords.latitude, longitude: coords.longitude });
      },
      () => setFailed(true),
      POSITION_OPTIONS,
    );
  return { here, failed, ask };
}

function LayerPlaces({ layer, label }: { layer: PlaceLayer; label: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues } = useListContext();
  const filters = layer.useFilters();
  const style = useMarkStyle(layer);
  const { here, failed, ask } = useHere();
  const [view, setView] = useState<View>();
  const onView = useCallback((next: View) => setView(next), []);
  const tiles = useMapTiles();
  const answer = useQuery({ queryKey: [layer.resource, 'places', filterValues], queryFn: () => dataProvider.places(layer.resource, filterValues) });
  const places = answer.data?.data;
  const inView = useMemo(() => (places && view ? placesInView(places, view.box, here ?? view.centre) : []), [places, view, here]);

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'flex-end', gap: 1 }}>
        <FilterForm filters={filters} />
        <FilterButton filters={filters} />
        <Button startIcon={<MyLocationIcon />} onClick={ask} variant="outlined">
          {translate('app.maps.places.near_me')}
        </Button>
      </Stack>
      {failed ? <Alert severity="info">{translate('app.maps.places.here_unknown')}</Alert> : null}
      {answer.isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {answer.error ? <Alert severity="error">{translate('app.maps.places.load_failed', { message: messageOf(answer.error) })}</Alert> : null}
      {answer.data ? (
        <Typography role="status">
          {translate('app.maps.places.summary', { placed: formatCount(answer.data.data.length), unplaced: formatCount(answer.data.unplaced) })}
          {answer.data.truncated ? ` ${translate('app.maps.places.truncated')}` : ''}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        {tiles.data && places ? (
          <Suspense fallback={<Box sx={{ height: { xs: '55vh', md: 560 }, bgcolor: 'action.hover', borderRadius: 1 }} />}>
            <PlacesMap places={places} tileUrl={tiles.data.url} here={here} onView={onView} label={label} {...style} />
          </Suspense>
        ) : (
          <Box sx={{ height: { xs: '55vh', md: 560 }, bgcolor: 'action.hover', borderRadius: 1 }} />
        )}
        {places ? <VisiblePlaces places={inView} {...style} /> : null}
      </Box>
    </Stack>
  );
}

/**
 * /peta and /mapbok (docs/product.md, Maps): the records of the caller's scope on a map, clustered,
 * narrowed with the list's own filters, with what is in view listed beside (under, on a phone).
 */
export function PlacesPage({ title, layers }: { title: string; layers: PlaceLayer[] }) {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const layer = layers.find((candidate) => candidate.key === search.get('lapisan')) ?? layers[0];
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <PageTitleCopy title={title} phonesOnly gutterBottom />
        {layers.length > 1 ? (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={layer.key}
            aria-label={translate('app.maps.places.layer')}
            onChange={(_, key: string | null) => key && setSearch({ lapisan: key })}
            sx={{ mb: 2 }}
          >
            {layers.map((candidate) => (
              <ToggleButton key={candidate.key} value={candidate.key}>
                {translate(candidate.label)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ) : null}
        <ListBase key={layer.key} resource={layer.resource} disableSyncWithLocation storeKey={`places.${layer.key}`} queryOptions={{ enabled: false }}>
          <LayerPlaces layer={layer} label={translate('app.maps.places.map_of', { name: translate(layer.label) })} />
        </ListBase>
      </CardContent>
    </Card>
  );
}
