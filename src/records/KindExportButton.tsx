import DownloadIcon from '@mui/icons-material/Download';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { exportScopeOf, type ExportFormat, type ExportKind } from '../../domain/exports';
import { useAccessSubject } from '../authProvider/useAccessSubject';
import { ExportProgress } from '../pages/export/ExportProgress';
import { useExportProgress, useStartExport } from '../pages/export/useExports';

type KindExportButtonProps = { kind: ExportKind; filter: Record<string, unknown>; formats?: readonly ExportFormat[] };

/**
 * Exports a kind on the server with a filter (the whole selection, not the page on screen), as CSV
 * or in each of the formats given (a button each), and a dialog follows its progress up to the
 * download. Shown only when the role may export it.
 */
export function KindExportButton({ kind, filter, formats = ['csv'] }: KindExportButtonProps) {
  const translate = useTranslate();
  const subject = useAccessSubject();
  const start = useStartExport();
  const [exportId, setExportId] = useState<number>();
  const progress = useExportProgress(exportId);
  if (!subject || !exportScopeOf(subject, kind)) return null;
  const kindLabel = translate(`app.export.kinds.${kind}`);
  const close = () => setExportId(undefined);
  const begin = (format: ExportFormat) => start.mutate({ kind, format, filter }, { onSuccess: (created) => setExportId(created.id) });
  return (
    <>
      {formats.length === 1 ? (
        <Button
          label="app.export.list_button"
          aria-label={translate('app.export.list_button_label', { kind: kindLabel })}
          disabled={start.isPending}
          onClick={() => begin(formats[0])}
        >
          <DownloadIcon />
        </Button>
      ) : (
        // One button per format, each naming its format in words on a phone too (react-admin's
        // Button keeps only its icon there, and two like icons would not say which is which).
        formats.map((format) => (
          <MuiButton
            key={format}
            size="small"
            startIcon={<DownloadIcon />}
            aria-label={translate('app.export.format_button_label', { kind: kindLabel, format: format.toUpperCase() })}
            disabled={start.isPending}
            onClick={() => begin(format)}
          >
            {translate('app.export.format_button', { format: format.toUpperCase() })}
          </MuiButton>
        ))
      )}
      <Dialog open={exportId !== undefined} onClose={close} fullWidth maxWidth="xs" aria-labelledby="server-export-title">
        <DialogTitle id="server-export-title">{translate('app.export.dialog_title', { kind: kindLabel })}</DialogTitle>
        <DialogContent>{progress.data && <ExportProgress record={progress.data} />}</DialogContent>
        <DialogActions>
          <MuiButton component={Link} to="/setting/Export">
            {translate('app.export.open_page')}
          </MuiButton>
          <MuiButton onClick={close}>{translate('app.export.dialog_close')}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
