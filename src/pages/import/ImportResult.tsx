import { Box, Button, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import ShareIcon from '@mui/icons-material/Share';
import UndoIcon from '@mui/icons-material/Undo';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { settingMenu } from '../../../domain/permissions';
import type { ImportBatch } from '../../../domain/records';
import { useAccessSubject } from '../../authProvider/useAccessSubject';
import type { AppDataProvider } from '../../dataProvider';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { formatCount } from '../../format';
import { saveFile } from '../../records/saveFile';
import { TallyBreakdown } from './TallyBreakdown';
import { useRefreshImports } from './useImports';

const undoCounts = (batch: ImportBatch) => ({ removed: formatCount(batch.undo_removed ?? 0), kept: formatCount(batch.undo_kept ?? 0) });

/** A finished batch: its counts by reason, the report to download, and undoing it. */
export function ImportResult({ batch }: { batch: ImportBatch }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefreshImports();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [confirming, setConfirming] = useState(false);
  const subject = useAccessSubject();
  // The prospects left for List Distribusi can be handed out from here by those who distribute.
  const distributable = batch.status === 'completed' && batch.owner_mode !== 'user' && batch.imported > 0 && subject !== undefined && settingMenu(subject).distribusiData;
  const download = useMutation({
    mutationFn: () => dataProvider.rejectedRows(batch.id),
    onSuccess: (blob) => saveFile(blob, `ditolak-impor-${batch.id}.csv`),
    onError: (error) => notifyFailure('app.import.download_failed', error),
  });
  const undo = useMutation({
    mutationFn: () => dataProvider.undoImport(batch.id),
    onSuccess: (undone) => {
      setConfirming(false);
      notify('app.import.undo_done', { type: 'success', messageArgs: undoCounts(undone) });
      return refresh(undone);
    },
    onError: (error) => {
      setConfirming(false);
      notifyFailure('app.import.undo_failed', error);
    },
  });
  // A batch run before the tally was kept has only its four counts.
  const tally = batch.tally ?? { rows_read: batch.rows_read, imported: batch.imported, duplicates: batch.duplicates, invalid: batch.invalid, warnings: 0, reasons: {} };
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {translate('app.import.result_title', { file: batch.file_name })} — {translate(`app.import.statuses.${batch.status}`)}
      </Typography>
      <TallyBreakdown tally={tally} />
      {batch.status === 'undone' && (
        <Typography>{translate('app.import.undo_done', undoCounts(batch))}</Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {tally.duplicates + tally.invalid + tally.warnings > 0 && (
          <Button startIcon={<DownloadIcon />} disabled={download.isPending} onClick={() => download.mutate()}>
            {translate('app.import.download_report')}
          </Button>
        )}
        {distributable && (
          <Button component={Link} to={`/setting/Assignment?id_import=${batch.id}`} startIcon={<ShareIcon />}>
            {translate('app.import.distribute')}
          </Button>
        )}
        {batch.status === 'completed' && (
          <Button color="error" startIcon={<UndoIcon />} onClick={() => setConfirming(true)}>
            {translate('app.import.undo')}
          </Button>
        )}
      </Box>
      <Confirm
        isOpen={confirming}
        loading={undo.isPending}
        title="app.import.undo_title"
        content="app.import.undo_content"
        confirm="app.import.undo_confirm"
        onConfirm={() => undo.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
