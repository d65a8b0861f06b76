import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { startDownload } from './startDownload';

/** Asks for a fresh download link of a finished export and follows it. */
export function DownloadButton({ id, label }: { id: number; label: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyFailure = useNotifyFailure();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      startDownload(await dataProvider.exportDownloadUrl(id));
    } catch (error) {
      notifyFailure('app.export.download_failed', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={busy} onClick={download} aria-label={label}>
      {translate('app.export.download')}
    </Button>
  );
}
