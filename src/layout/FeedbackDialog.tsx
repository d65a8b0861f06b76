import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { FEEDBACK_MESSAGE } from '../../domain/limits';
import type { AppDataProvider } from '../dataProvider';
import { messageOf } from '../records/errors';

/** Beri Masukan without an external form: the message, sent with the page the user is on, for the administrators. */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { pathname } = useLocation();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const send = useMutation({
    mutationFn: () => dataProvider.sendFeedback({ message: message.trim(), page: pathname }),
    onSuccess: () => {
      notify('app.feedback.sent', { type: 'success' });
      setMessage('');
      setTried(false);
      onClose();
    },
    onError: (error) => notify('app.feedback.send_failed', { type: 'error', messageArgs: { message: messageOf(error) } }),
  });
  const length = message.trim().length;
  const tooShort = length < FEEDBACK_MESSAGE.min;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!tooShort) send.mutate();
  };
  const help = tried && tooShort ? translate('app.feedback.too_short', { min: FEEDBACK_MESSAGE.min }) : translate('app.feedback.message_help', FEEDBACK_MESSAGE);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="feedback-dialog-title" maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="feedback-dialog-title">{translate('app.feedback.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('app.feedback.intro')}</DialogContentText>
          <TextField
            label={translate('app.feedback.message')}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            multiline
            minRows={4}
            fullWidth
            required
            autoFocus
            error={tried && tooShort}
            helperText={`${help} (${length}/${FEEDBACK_MESSAGE.max})`}
            slotProps={{ htmlInput: { maxLength: FEEDBACK_MESSAGE.max } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={send.isPending}>
            {translate('app.feedback.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {translate('app.feedback.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
