import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, FormHelperText, FormLabel, Stack, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { WebhookEndpoint, WebhookInput } from '../../../domain/schemas/webhook';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../../domain/webhooks';
import { eventKey } from './webhookStatus';

type WebhookFormProps = {
  /** The endpoint being edited, or null for a new one. */
  endpoint: WebhookEndpoint | null;
  saving: boolean;
  onSave: (input: WebhookInput) => void;
  onClose: () => void;
};

/** Create or edit an endpoint: its address, a description and the events it receives. */
export function WebhookForm({ endpoint, saving, onSave, onClose }: WebhookFormProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.webhooks.${key}`);
  const titleId = useId();
  const eventsId = useId();
  const [url, setUrl] = useState(endpoint?.url ?? 'https://');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<WebhookEvent[]>(endpoint?.events ?? []);
  const [tried, setTried] = useState(false);
  const toggle = (event: WebhookEvent) => setEvents((chosen) => (chosen.includes(event) ? chosen.filter((e) => e !== event) : [...chosen, event]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (events.length) onSave({ url, description, events });
  };
  const missingEvents = tried && !events.length;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t(endpoint ? 'edit_title' : 'create_title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={t('url')} value={url} onChange={(e) => setUrl(e.target.value)} required type="url" inputMode="url" autoFocus fullWidth />
            <TextField label={t('description')} value={description} onChange={(e) => setDescription(e.target.value)} fullWidth slotProps={{ htmlInput: { maxLength: 300 } }} />
            <fieldset style={{ border: 0, margin: 0, padding: 0 }} aria-describedby={missingEvents ? eventsId : undefined}>
              <FormLabel component="legend">{t('events')}</FormLabel>
              <FormGroup>
                {WEBHOOK_EVENTS.map((name) => (
                  <FormControlLabel key={name} control={<Checkbox checked={events.includes(name)} onChange={() => toggle(name)} />} label={`${translate(eventKey(name))} (${name})`} />
                ))}
              </FormGroup>
              {missingEvents && (
                <FormHelperText id={eventsId} error>
                  {t('events_required')}
                </FormHelperText>
              )}
            </fieldset>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
