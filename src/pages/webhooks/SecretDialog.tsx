import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId } from 'react';
import { useNotify, useTranslate } from 'react-admin';

/** The endpoint's secret, shown once after it was made or rotated, with a copy button. */
export function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    notify('app.webhooks.copied', { type: 'success' });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('app.webhooks.secret_title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('app.webhooks.secret_intro')}
        </Alert>
        <TextField label={translate('app.webhooks.secret')} value={secret} fullWidth slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>{translate('app.webhooks.copy')}</Button>
        <Button variant="contained" onClick={onClose}>
          {translate('app.webhooks.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
