import DirectionsIcon from '@mui/icons-material/Directions';
import MapIcon from '@mui/icons-material/Map';
import { Alert, Button, Card, CardContent, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Prospect } from '../../../domain/records';
import { PageTitleCopy } from '../../layout/PageTitleCopy';
import { messageOf } from '../../records/errors';
import { addressLine } from '../../resources/prospect/address';
import { placeLinks, pointOf, type Point } from './placeLinks';

/** 'directions': from where the phone is to the prospect (/mapdirect); 'place': the prospect's place in Google Maps (/mapsgoogle). */
export type PlaceLinksKind = 'directions' | 'place';

const TITLES: Record<PlaceLinksKind, string> = { directions: 'app.maps.directions_title', place: 'app.maps.place_title' };

/** The map apps a point is handed to, by label key. */
function linksFor(kind: PlaceLinksKind, point: Point, name: string): [string, string][] {
  if (kind === 'place') return [['app.maps.google_place', placeLinks.googlePlace(point)]];
  return [
    ['app.maps.map_app', placeLinks.mapApp(point, name)],
    ['app.maps.google_directions', placeLinks.googleDirections(point)],
    ['app.maps.osm_directions', placeLinks.osmDirections(point)],
  ];
}

function ChooseProspect() {
  const translate = useTranslate();
  return (
    <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
      <Typography>{translate('app.maps.choose')}</Typography>
      <Button component={RouterLink} to="/prospect" variant="outlined">
        {translate('app.maps.to_prospects')}
      </Button>
    </Stack>
  );
}

function ProspectPlace({ id, kind }: { id: number; kind: PlaceLinksKind }) {
  const translate = useTranslate();
  const { data: prospect, isPending, error } = useGetOne<Prospect>('prospect', { id });
  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (error || !prospect) return <Alert severity="error">{translate('app.maps.load_failed', { message: messageOf(error) })}</Alert>;
  const point = pointOf(prospect);
  const address = addressLine(prospect);
  return (
    <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
      <Typography variant="h6" component="h2">
        {prospect.name}
      </Typography>
      {address ? <Typography>{address}</Typography> : null}
      {point ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {point.latitude.toFixed(6)}, {point.longitude.toFixed(6)}
          </Typography>
          <Stack sx={{ gap: 1, width: '100%', maxWidth: 360 }}>
            {linksFor(kind, point, prospect.name).map(([label, href], index) => (
              <Button
                key={label}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                variant={index === 0 ? 'contained' : 'outlined'}
                startIcon={kind === 'directions' ? <DirectionsIcon /> : <MapIcon />}
                aria-label={`${translate(label)} ${translate('app.maps.new_tab')}`}
              >
                {translate(label)}
              </Button>
            ))}
          </Stack>
        </>
      ) : (
        <>
          <Typography>{translate('app.maps.no_point', { name: prospect.name })}</Typography>
          <Button component={RouterLink} to={`/prospect/${id}`} variant="outlined">
            {translate('app.maps.edit_prospect')}
          </Button>
        </>
      )}
      <Link component={RouterLink} to={`/prospect/${id}/show`}>
        {translate('app.maps.back', { name: prospect.name })}
      </Link>
    </Stack>
  );
}

/**
 * /mapdirect/:id? and /mapsgoogle/:id? (docs/product.md, Maps): a prospect's place handed to the
 * phone's map app, Google Maps or OpenStreetMap, none of which needs a key here; without an id,
 * where to choose the prospect.
 */
export function PlaceLinksPage({ kind }: { kind: PlaceLinksKind }) {
  const { id } = useParams();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={TITLES[kind]} />
      <CardContent>
        <PageTitleCopy title={TITLES[kind]} phonesOnly gutterBottom />
        {id === undefined ? <ChooseProspect /> : <ProspectPlace id={Number(id)} kind={kind} />}
      </CardContent>
    </Card>
  );
}
