import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { CreateButton, FilterButton, HttpError, TopToolbar, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { canExportModule, canImport } from '../../../domain/permissions';
import { useAccessSubject } from '../../authProvider/useAccessSubject';
import type { AppDataProvider } from '../../dataProvider';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { saveFile } from '../../records/saveFile';

/** The rows the server named when it refused a sheet ('Baris 3: …'), in file order. */
const rowProblems = (error: unknown): string[] =>
  error instanceof HttpError ? Object.values((error.body as { errors?: Record<string, string> } | undefined)?.errors ?? {}) : [];

function DownloadOffersButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyFailure = useNotifyFailure();
  const download = useMutation({
    mutationFn: () => dataProvider.downloadOffers(),
    onSuccess: (workbook) => saveFile(workbook, 'penawaran-leasing.xlsx'),
    onError: (error) => notifyFailure('app.leasing.offer_file.download_failed', error),
  });
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => download.mutate()} disabled={download.isPending}>
      {translate('app.leasing.offer_file.download')}
    </Button>
  );
}

function ImportOffersButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<{ message: string; rows: string[] } | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => dataProvider.importOffers(file),
    onSuccess: async (counts) => {
      notify('app.leasing.offer_file.imported', { type: 'success', messageArgs: counts });
      await queryClient.invalidateQueries();
    },
    onError: (error) => {
      const rows = rowProblems(error);
      if (rows.length && error instanceof Error) setRefused({ message: error.message, rows });
      else notifyFailure('app.import.upload_failed', error);
    },
  });
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied so that the same file, fixed, can be picked again.
    event.target.value = '';
    if (file) upload.mutate(file);
  };
  return (
    <>
      {/* A real button, so that the keyboard opens the file picker too; the input itself stays hidden. */}
      <Button size="small" startIcon={<UploadFileIcon />} disabled={upload.isPending} title={translate('app.leasing.offer_file.upload_help')} onClick={() => input.current?.click()}>
        {translate(upload.isPending ? 'app.leasing.offer_file.importing' : 'app.leasing.offer_file.upload')}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        aria-label={translate('app.leasing.offer_file.upload')}
        accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onChange={picked}
      />
      <Dialog open={refused !== null} onClose={() => setRefused(null)} aria-labelledby="offers-refused-title">
        <DialogTitle id="offers-refused-title">{translate('app.leasing.offer_file.refused_title')}</DialogTitle>
        <DialogContent>
          <Typography>{refused?.message}</Typography>
          <List dense>
            {refused?.rows.map((row) => (
              <ListItem key={row} disableGutters>
                <ListItemText primary={row} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRefused(null)}>{translate('app.leasing.offer_file.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Mitra Leasing's actions: the offers as a workbook, downloaded with the Leasing export right and uploaded back with its import right. */
export function LeasingListActions() {
  const subject = useAccessSubject();
  return (
    // Wrapped: at 360 px the four actions do not fit on one line.
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <FilterButton />
      <CreateButton />
      {subject && canExportModule(subject, 'Leasing') && <DownloadOffersButton />}
      {subject && canImport(subject, 'Leasing') && <ImportOffersButton />}
    </TopToolbar>
  );
}
