import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';

/** The server's limit on a decision's reason. */
const REASON_MAX = 500;

type RejectDialogProps = {
  open: boolean;
  count: number;
  isPending: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
};

/** Asks why the requests are rejected: a rejection without a reason is refused here and on the server. */
export function RejectDialog({ open, onClose, ...form }: RejectDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      {/* Inside the dialog, so that each opening starts with an empty reason. */}
      <RejectForm onClose={onClose} {...form} />
    </Dialog>
  );
}

function RejectForm({ count, isPending, onClose, onConfirm }: Omit<RejectDialogProps, 'open'>) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const missing = submitted && !reason.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (reason.trim()) onConfirm(reason.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle>{translate('app.approval.reject_title', { n: count })}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          required
          label={translate('app.approval.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={missing}
          helperText={missing ? translate('app.approval.reason_required') : ' '}
          slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.approval.cancel')}</Button>
        <Button type="submit" color="error" variant="contained" disabled={isPending}>
          {translate('app.approval.reject')}
        </Button>
      </DialogActions>
    </form>
  );
}
