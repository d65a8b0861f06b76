import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { ErrorLanguage } from '../../../domain/errors';
import { IMPORT_PREVIEW_ROWS } from '../../../domain/imports';
import type { ImportBatch, ImportSettings } from '../../../domain/records';
import type { AppDataProvider } from '../../dataProvider';
import { readErrorEnvelope } from '../../dataProvider/errorEnvelope';
import { failureMessage, useNotifyFailure } from '../../layout/useNotifyFailure';
import { ForecastSection } from './ForecastSection';
import { MappingFields } from './MappingFields';
import { OptionsFields } from './OptionsFields';
import { PreviewTable } from './PreviewTable';
import { useRefreshImports } from './useImports';

const settingsOf = (batch: ImportBatch): ImportSettings => ({
  mapping: batch.mapping ?? batch.headers.map(() => null),
  source: batch.source,
  default_status: batch.default_status,
  owner_mode: batch.owner_mode,
  id_owner: batch.id_owner,
});

/** Whether the server can judge rows with these settings: a name and a phone column, and an owner when one is asked for. */
const complete = (settings: ImportSettings) =>
  settings.mapping.includes('name') && settings.mapping.includes('phone') && (settings.owner_mode !== 'user' || !!settings.id_owner);

/** Mapping, options and the preview of a batch not yet run (or failed, or stopped), then the start. */
export function SetupStep({ batch }: { batch: ImportBatch }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefreshImports();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [settings, setSettings] = useState(() => settingsOf(batch));
  const ready = complete(settings);
  const preview = useQuery({
    queryKey: ['imports', batch.id, 'preview', settings],
    queryFn: () => dataProvider.previewImport(batch.id, settings),
    enabled: ready,
    retry: false,
  });
  const start = useMutation({
    mutationFn: () => dataProvider.startImport(batch.id, settings),
    onSuccess: (started) => refresh(started),
    onError: (error) => notifyFailure('app.import.start_failed', error),
  });
  const { mapping, ...options } = settings;
  return (
    <Stack spacing={3}>
      {batch.error && <Alert severity="error">{readErrorEnvelope(batch.error, locale as ErrorLanguage).message}</Alert>}
      <section aria-labelledby="import-mapping-title">
        <Typography id="import-mapping-title" variant="h6" component="h2">
          {translate('app.import.mapping_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.import.mapping_help')}
        </Typography>
        <MappingFields headers={batch.headers} mapping={mapping} onChange={(next) => setSettings({ ...settings, mapping: next })} />
      </section>
      <section aria-labelledby="import-options-title">
        <Typography id="import-options-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {translate('app.import.options_title')}
        </Typography>
        <OptionsFields options={options} onChange={(next) => setSettings({ ...next, mapping })} />
      </section>
      <section aria-labelledby="import-preview-title">
        <Typography id="import-preview-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('app.import.preview_title', { count: IMPORT_PREVIEW_ROWS })}
        </Typography>
        {preview.error && <Alert severity="error">{translate('app.import.preview_failed', { message: failureMessage(preview.error, translate) })}</Alert>}
        {preview.data && <PreviewTable headers={batch.headers} rows={preview.data} />}
      </section>
      {ready && <ForecastSection batch={batch} settings={settings} />}
      <Box>
        <Button variant="contained" startIcon={<PlayArrowIcon />} disabled={!ready || start.isPending} onClick={() => start.mutate()}>
          {translate(batch.status === 'uploaded' ? 'app.import.start' : 'app.import.run_again')}
        </Button>
      </Box>
    </Stack>
  );
}
