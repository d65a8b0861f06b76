import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Confirm, useTranslate } from 'react-admin';
import { IDEMPOTENCY_KEEP_HOURS } from '../../domain/idempotency';
import { getStoredUser } from '../authProvider/session';
import { formatDateTime } from '../format';
import { dequeue, isSetAside, resend, type QueuedChange } from './outbox';
import type { FixState } from './useFixedChange';
import { outboxQueryKey, useQueuedChanges } from './useOutbox';

/** What the user may do to one change of their outbox. */
type Edit = (userId: number, queued: QueuedChange) => Promise<void>;

/**
 * The forms where a refused new record can be corrected, by resource. A follow-up has none: the
 * checks of its form run before it is kept, and what refuses one (the prospect went to someone
 * else) is not in it; nor has a change of a record's status, which is one choice, resent or discarded.
 */
const FIX_FORMS: Partial<Record<string, string>> = { prospect: '/prospect/create' };

/** What became of a change: waiting, refused (and why), unanswered too long, or made without its photo. */
function stateOf(queued: QueuedChange, translate: ReturnType<typeof useTranslate>) {
  if (queued.refusal !== undefined) return translate('app.offline.outbox.refused', { reason: queued.refusal });
  if (queued.unanswered) return translate('app.offline.outbox.unanswered', { hours: IDEMPOTENCY_KEEP_HOURS });
  if (queued.photoLost) return translate('app.offline.outbox.photo_lost');
  return translate('app.offline.outbox.waiting');
}

/** One change: what it is, when it was made, what became of it, and what can be done with one set aside. */
function ChangeRow({ queued, onEdit, onFix, onOpen }: { queued: QueuedChange; onEdit: (edit: Edit) => void; onFix: (form: string) => void; onOpen: (path: string) => void }) {
  const translate = useTranslate();
  const [discarding, setDiscarding] = useState(false);
  const setAside = isSetAside(queued);
  const fixForm = queued.refusal === undefined || queued.id !== undefined ? undefined : FIX_FORMS[queued.resource];
  // Only a visit is kept with a photo; the record itself arrived, so sending it again is no use.
  const photoless = queued.photoLost && queued.madeId !== undefined ? `/setting/detail-visum/${String(queued.madeId)}` : undefined;
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemText
        primary={queued.label}
        secondary={`${translate('app.offline.outbox.made_at', { moment: formatDateTime(queued.queuedAt) })} · ${stateOf(queued, translate)}`}
        slotProps={{ secondary: { color: setAside ? 'error' : 'text.secondary' } }}
      />
      {setAside ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {fixForm === undefined ? null : (
            <Button size="small" aria-label={translate('app.offline.outbox.fix_label', { label: queued.label })} onClick={() => onFix(fixForm)}>
              {translate('app.offline.outbox.fix')}
            </Button>
          )}
          {photoless === undefined ? (
            <Button size="small" aria-label={translate('app.offline.outbox.resend_label', { label: queued.label })} onClick={() => onEdit(resend)}>
              {translate('app.offline.outbox.resend')}
            </Button>
          ) : (
            <Button size="small" aria-label={translate('app.offline.outbox.add_photo_label', { label: queued.label })} onClick={() => onOpen(photoless)}>
              {translate('app.offline.outbox.add_photo')}
            </Button>
          )}
          <Button size="small" color="error" aria-label={translate('app.offline.outbox.discard_label', { label: queued.label })} onClick={() => setDiscarding(true)}>
            {translate('app.offline.outbox.discard')}
          </Button>
          <Confirm
            isOpen={discarding}
            title="app.offline.outbox.discard"
            content={translate('app.offline.outbox.discard_question', { label: queued.label })}
            confirm="app.offline.outbox.discard"
            confirmColor="warning"
            onConfirm={() => onEdit(dequeue)}
            onClose={() => setDiscarding(false)}
          />
        </Stack>
      ) : null}
    </ListItem>
  );
}

/** The changes made on this device without signal: those waiting, and those set aside for the user. */
export function OutboxDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const changes = useQueuedChanges();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const userId = getStoredUser()?.id;
  const editRow = (queued: QueuedChange) => (edit: Edit) => {
    if (userId === undefined) return;
    void edit(userId, queued).then(() => queryClient.invalidateQueries({ queryKey: outboxQueryKey(userId) }));
  };
  const open = (path: string, state?: FixState) => {
    onClose();
    void navigate(path, { state });
  };
  const fixRow = (queued: QueuedChange) => (form: string) => open(form, { record: queued.data, replacesQueued: queued });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="outbox-title">
      <DialogTitle id="outbox-title">{translate('app.offline.outbox.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary">
          {translate('app.offline.outbox.intro')}
        </Typography>
        <List>
          {changes.map((queued) => (
            <ChangeRow key={queued.order} queued={queued} onEdit={editRow(queued)} onFix={fixRow(queued)} onOpen={open} />
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.offline.outbox.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
