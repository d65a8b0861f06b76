import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { CreatedIntegrationKey } from '../../dataProvider/integrationKeysApi';

/** The new key, shown this once, with a copy button and the warning that it will not be shown again. */
export function NewKeyDialog({ created, onClose }: { created: CreatedIntegrationKey | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.integration_keys.${key}`, options);
  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      notify('app.integration_keys.copied', { type: 'success' });
    } catch {
      notify('app.integration_keys.copy_failed', { type: 'warning' });
    }
  };
  return (
    <Dialog open={created !== null} aria-labelledby="new-key-title" fullWidth maxWidth="sm">
      <DialogTitle id="new-key-title">{t('created_title', { name: created?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('created_warning')}
        </Alert>
        <TextField
          label={t('key_label')}
          value={created?.key ?? ''}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => created && void copy(created.key)}>{t('copy')}</Button>
        <Button variant="contained" onClick={onClose}>
          {t('done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
