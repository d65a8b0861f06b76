import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { isErrorCode, renderProblem, type Problem } from '../../../domain/errors';
import type { ExportRecord } from '../../../domain/schemas/exportJob';
import { formatCount as count } from '../../format';
import { DownloadButton } from './DownloadButton';

/** An export's state: a progress bar while it waits or runs, the download once done, the reason if it failed. */
export function ExportProgress({ record }: { record: ExportRecord }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const kind = translate(`app.export.kinds.${record.kind}`);
  const label = translate('app.export.progress_label', { kind, id: record.id });
  if (record.status === 'failed') {
    // The error codes of an export take no parameters.
    const reason = isErrorCode(record.error) ? renderProblem({ code: record.error, params: {} } as Problem, locale === 'en' ? 'en' : 'id') : '';
    return (
      <Typography role="alert" color="error" variant="body2">
        {translate('app.export.failed', { reason })}
      </Typography>
    );
  }
  if (record.status === 'done') {
    return (
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="body2">{translate('app.export.done', { rows: count(record.rows_done) })}</Typography>
        <DownloadButton id={record.id} label={translate('app.export.download_label', { kind, id: record.id })} />
      </Stack>
    );
  }
  const total = record.rows_total;
  const value = total ? Math.min(100, Math.round((record.rows_done / total) * 100)) : undefined;
  return (
    <Box>
      <LinearProgress
        variant={value === undefined ? 'indeterminate' : 'determinate'}
        value={value}
        aria-label={label}
        sx={{ height: 8, borderRadius: 1 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-live="polite">
        {/* Waiting reads as the status in the list does; counting the rows is already running. */}
        {total === null
          ? translate(`app.export.statuses.${record.status}`)
          : translate('app.export.running', { done: count(record.rows_done), total: count(total), percent: value ?? 0 })}
      </Typography>
    </Box>
  );
}
