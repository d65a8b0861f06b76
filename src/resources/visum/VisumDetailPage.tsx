import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LocationOffIcon from '@mui/icons-material/LocationOff';
import { Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Suspense } from 'react';
import { HttpError, Labeled, Loading, RecordContextProvider, SelectField, TextField, Title, useGetOne, useTranslate } from 'react-admin';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import type { Visum } from '../../../domain/records';
import { lazyWithReload } from '../../chunkReload';
import { PageTitleCopy } from '../../layout/PageTitleCopy';
import { messageOf } from '../../records/errors';
import { DateTimeField, MemberField, ProspectField } from '../../records/fields';
import { FieldGrid, Section } from '../../records/layout';
import { placeLinks } from '../../pages/maps/placeLinks';
import { PURPOSE_CHOICES } from './purposes';
import { VisumPhoto } from './VisumPhoto';

const VisumMap = lazyWithReload(() => import('./VisumMap'));

/** A visit the server does not show this caller stays missing: asking again changes nothing. */
const isRefused = (error: unknown) => error instanceof HttpError && error.status >= 400 && error.status < 500;
const retryUnlessRefused = (failures: number, error: unknown) => !isRefused(error) && failures < 3;

function Place({ visit }: { visit: Visum }) {
  const translate = useTranslate();
  if (visit.latitude === null || visit.longitude === null) {
    return (
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', color: 'text.secondary' }}>
        <LocationOffIcon />
        <Typography>{translate('app.visum.no_place')}</Typography>
      </Stack>
    );
  }
  const place = { latitude: visit.latitude, longitude: visit.longitude, accuracy: visit.accuracy ?? 0 };
  return (
    <Stack sx={{ gap: 1 }}>
      <Suspense fallback={null}>
        <VisumMap place={place} label={translate('app.visum.map')} />
      </Suspense>
      <Typography variant="body2" color="text.secondary">
        {place.latitude.toFixed(6)}, {place.longitude.toFixed(6)}
        {visit.accuracy !== null ? ` · ${translate('app.visum.accuracy', { accuracy: Math.round(visit.accuracy) })}` : ''}
      </Typography>
      <Link href={placeLinks.osmPlace(place)} target="_blank" rel="noopener noreferrer">
        {translate('app.visum.open_map')}
      </Link>
    </Stack>
  );
}

/** /setting/detail-visum/:id?: a visit; without an id, the list of visits (docs/product.md, Routes). */
export default function VisumDetailPage() {
  const { id } = useParams();
  return id === undefined ? <Navigate to="/setting/visum" replace /> : <VisumDetail id={Number(id)} />;
}

/** Who went where, when and why, with the photo and the place on a map. */
function VisumDetail({ id }: { id: number }) {
  const translate = useTranslate();
  const valid = Number.isInteger(id) && id > 0;
  const { data: visit, isPending, error } = useGetOne<Visum>('setting/visum', { id }, { enabled: valid, retry: retryUnlessRefused });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.visum.detail_title" />
      <CardContent>
        <Button component={RouterLink} to="/setting/visum" startIcon={<ArrowBackIcon />} size="small">
          {translate('app.visum.back')}
        </Button>
        <PageTitleCopy title="app.visum.detail_title" sx={{ mt: 1 }} />
        {valid && isPending ? (
          <Loading />
        ) : error || !visit ? (
          <Typography role="alert">{!valid || isRefused(error) ? translate('app.visum.not_found') : messageOf(error)}</Typography>
        ) : (
          <RecordContextProvider value={visit}>
            <FieldGrid>
              <Labeled label="app.visum.visitor">
                <MemberField source="id_user" />
              </Labeled>
              <Labeled label="app.visum.visited_at">
                <span>
                  <DateTimeField source="visited_at" />
                  {visit.time_from_device ? <Typography variant="body2" color="text.secondary">{translate('app.visum.time_from_device')}</Typography> : null}
                </span>
              </Labeled>
              <Labeled label="app.visum.purpose_label">
                <SelectField source="purpose" choices={PURPOSE_CHOICES} />
              </Labeled>
              <Labeled label="app.visum.prospect">
                <ProspectField source="id_prospect" />
              </Labeled>
            </FieldGrid>
            <Labeled label="app.visum.notes" sx={{ mt: 1 }}>
              <TextField source="notes" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
            </Labeled>
            <Section title="app.visum.photo">
              <VisumPhoto visit={visit} />
            </Section>
            <Section title="app.visum.location">
              <Place visit={visit} />
            </Section>
          </RecordContextProvider>
        )}
      </CardContent>
    </Card>
  );
}
