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
  return (
    <>
      {formats.map((format) => {
        const formatName = format.toUpperCase();
        return (
          <Button
            key={format}
            label={formats.length === 1 ? 'app.export.list_button' : translate('app.export.format_button', { format: formatName })}
            aria-label={
              formats.length === 1
                ? translate('app.export.list_button_label', { kind: kindLabel })
                : translate('app.export.format_button_label', { kind: kindLabel, format: formatName })
            }
            disabled={start.isPending}
            onClick={() => start.mutate({ kind, format, filter }, { onSuccess: (created) => setExportId(created.id) })}
          >
            <DownloadIcon />
          </Button>
        );
      })}
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
