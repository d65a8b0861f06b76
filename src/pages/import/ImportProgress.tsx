import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ImportBatch } from '../../../domain/records';
import type { AppDataProvider } from '../../dataProvider';
import { formatCount } from '../../format';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { useRefreshImports } from './useImports';

/** A queued or running batch: how far the file has been read, and the way to stop it. */
export function ImportProgress({ batch }: { batch: ImportBatch }) {
  const translate = useTranslate();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefreshImports();
  const dataProvider = useDataProvider<AppDataProvider>();
  const cancel = useMutation({
    mutationFn: () => dataProvider.cancelImport(batch.id),
    onSuccess: (changed) => refresh(changed),
    onError: (error) => notifyFailure('app.import.cancel_failed', error),
  });
  const percent = batch.file_bytes ? Math.min(100, Math.round((batch.bytes_read / batch.file_bytes) * 100)) : 0;
  // Once the whole file is read, the one transaction that writes the prospects is running.
  const saving = batch.status === 'running' && percent >= 100;
  const label = translate('app.import.progress_label', { file: batch.file_name });
  return (
    <Stack spacing={2}>
      {/* The state in the words of the table of recent imports, then how far the run is. */}
      <Typography>
        {translate(`app.import.statuses.${batch.status}`)}
        {batch.status === 'running' && ` · ${translate(saving ? 'app.import.saving' : 'app.import.rows_read', { count: formatCount(batch.rows_read) })}`}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LinearProgress sx={{ flexGrow: 1 }} variant={saving ? 'indeterminate' : 'determinate'} value={percent} aria-label={label} />
        <Typography variant="body2">{formatCount(percent)}%</Typography>
      </Box>
      <Box>
        <Button color="error" variant="outlined" disabled={cancel.isPending || batch.cancel_requested} onClick={() => cancel.mutate()}>
          {translate('app.import.cancel')}
        </Button>
      </Box>
    </Stack>
  );
}
