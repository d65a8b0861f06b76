import DownloadIcon from '@mui/icons-material/Download';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Button, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EXPORT_KINDS, EXPORT_RESOURCE, exportScopeOf, type ExportKind } from '../../domain/exports';
import { useAccessSubject } from '../authProvider/useAccessSubject';
import { ExportProgress } from '../pages/export/ExportProgress';
import { useExportProgress, useStartExport } from '../pages/export/useExports';

const kindOfResource = (resource: string): ExportKind | undefined => EXPORT_KINDS.find((kind) => EXPORT_RESOURCE[kind] === resource);

/**
 * A list's export: the server exports the whole list with its current filter (not the page on
 * screen) as CSV, and a dialog follows its progress up to the download. Shown only when the role
 * may export this kind.
 */
export function ServerExportButton() {
  const translate = useTranslate();
  const subject = useAccessSubject();
  const { resource, filterValues } = useListContext();
  const kind = kindOfResource(resource);
  const start = useStartExport();
  const [exportId, setExportId] = useState<number>();
  const progress = useExportProgress(exportId);
  if (!kind || !subject || !exportScopeOf(subject, kind)) return null;
  const kindLabel = translate(`app.export.kinds.${kind}`);
  const close = () => setExportId(undefined);
  return (
    <>
      <Button
        label="app.export.list_button"
        aria-label={translate('app.export.list_button_label', { kind: kindLabel })}
        disabled={start.isPending}
        onClick={() => start.mutate({ kind, format: 'csv', filter: filterValues }, { onSuccess: (created) => setExportId(created.id) })}
      >
        <DownloadIcon />
      </Button>
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
