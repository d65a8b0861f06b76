import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ImportBatch, ImportSettings } from '../../../domain/records';
import type { AppDataProvider } from '../../dataProvider';
import { formatCount } from '../../format';
import { failureMessage } from '../../layout/useNotifyFailure';
import { TallyBreakdown } from './TallyBreakdown';
import { useRefreshImports } from './useImports';

/** Whether the batch's forecast was made for these settings (the owner changes no verdict). */
const forecastFor = (batch: ImportBatch, { mapping, source, default_status }: ImportSettings) => {
  const rules = batch.forecast?.rules;
  return !!rules && rules.source === source && rules.default_status === default_status && JSON.stringify(rules.mapping) === JSON.stringify(mapping);
};

/**
 * 'Perkiraan seluruh berkas': the server judges the whole file with the page's settings (asked
 * again when they change), and the batch, followed while it runs, carries the count so far.
 */
export function ForecastSection({ batch, settings }: { batch: ImportBatch; settings: ImportSettings }) {
  const translate = useTranslate();
  const refresh = useRefreshImports();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { mapping, source, default_status } = settings;
  // Not under ['imports']: refreshing the batches must not ask for the forecast again.
  const asked = useQuery({
    queryKey: ['importForecast', batch.id, { mapping, source, default_status }],
    queryFn: async () => {
      const changed = await dataProvider.forecastImport(batch.id, settings);
      await refresh(changed);
      return changed.forecast?.key ?? null;
    },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const forecast = forecastFor(batch, settings) ? batch.forecast : null;
  const percent = forecast && batch.file_bytes ? Math.min(100, Math.round((forecast.bytes_read / batch.file_bytes) * 100)) : 0;
  return (
    <section aria-labelledby="import-forecast-title">
      <Typography id="import-forecast-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.import.forecast_title')}
      </Typography>
      {asked.error ? (
        <Alert severity="error">{translate('app.import.forecast_failed', { message: failureMessage(asked.error, translate) })}</Alert>
      ) : forecast?.state === 'failed' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => asked.refetch()}>
              {translate('app.import.forecast_again')}
            </Button>
          }
        >
          {translate('app.import.forecast_failed', { message: '' })}
        </Alert>
      ) : forecast?.state === 'done' ? (
        <TallyBreakdown tally={forecast.tally} forecast />
      ) : (
        <Box>
          <LinearProgress
            variant={forecast ? 'determinate' : 'indeterminate'}
            value={percent}
            aria-label={translate('app.import.forecast_label', { file: batch.file_name })}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-live="polite">
            {translate('app.import.forecast_reading', { count: formatCount(forecast?.tally.rows_read ?? 0), percent })}
          </Typography>
        </Box>
      )}
    </section>
  );
}
