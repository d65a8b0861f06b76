import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Badge, IconButton } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { isSetAside } from './outbox';
import { OutboxDialog } from './OutboxDialog';
import { useQueuedChanges } from './useOutbox';

/**
 * In the top bar while changes made without signal are on the device: how many, red when one was
 * set aside for the user (refused, or unanswered too long); it opens their list. Nothing is shown
 * while none wait.
 */
export function OutboxButton() {
  const translate = useTranslate();
  const changes = useQueuedChanges();
  const [open, setOpen] = useState(false);
  if (changes.length === 0) return null;
  const needsLook = changes.some(isSetAside);
  return (
    <>
      <IconButton color="inherit" aria-label={translate('app.offline.outbox.button', { smart_count: changes.length })} onClick={() => setOpen(true)}>
        <Badge badgeContent={changes.length} color={needsLook ? 'error' : 'warning'} slotProps={{ badge: { 'aria-hidden': true } }}>
          <CloudUploadIcon />
        </Badge>
      </IconButton>
      {open ? <OutboxDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
