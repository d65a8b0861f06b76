import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import ShareIcon from '@mui/icons-material/Share';
import UndoIcon from '@mui/icons-material/Undo';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { settingMenu } from '../../../domain/permissions';
import type { ImportBatch } from '../../../domain/records';
import { useAccessSubject } from '../../authProvider/useAccessSubject';
import type { AppDataProvider } from '../../dataProvider';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { saveFile } from './download';
import { useRefreshImports } from './useImports';

/** A finished batch: its counts, the rejected rows to download, and undoing it. */
export function ImportResult({ batch }: { batch: ImportBatch }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefreshImports();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [confirming, setConfirming] = useState(false);
  const id = useId();
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
      notify('app.import.undo_done', { type: 'success', messageArgs: { removed: undone.undo_removed ?? 0, kept: undone.undo_kept ?? 0 } });
      return refresh(undone);
    },
    onError: (error) => {
      setConfirming(false);
      notifyFailure('app.import.undo_failed', error);
    },
  });
  const counts = [
    ['app.import.imported', batch.imported],
    ['app.import.duplicates', batch.duplicates],
    ['app.import.invalid', batch.invalid],
  ] as const;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {translate('app.import.result_title', { file: batch.file_name })} — {translate(`app.import.statuses.${batch.status}`)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {/* Each count a group named by its label; the figure is text, not a heading. */}
        {counts.map(([label, count]) => (
          <Paper key={label} role="group" aria-labelledby={`${id}-${label}`} variant="outlined" sx={{ px: 2, py: 1, minWidth: 120 }}>
            <Typography id={`${id}-${label}`} variant="body2" color="text.secondary">
              {translate(label)}
            </Typography>
            <Typography variant="h5" component="p">
              {count.toLocaleString('id-ID')}
            </Typography>
          </Paper>
        ))}
      </Box>
      {batch.status === 'undone' && (
        <Typography>{translate('app.import.undo_done', { removed: batch.undo_removed ?? 0, kept: batch.undo_kept ?? 0 })}</Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {batch.duplicates + batch.invalid > 0 && (
          <Button startIcon={<DownloadIcon />} disabled={download.isPending} onClick={() => download.mutate()}>
            {translate('app.import.download_rejected')}
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
