import EventNoteIcon from '@mui/icons-material/EventNote';
import { useState } from 'react';
import { Button } from '@mui/material';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import type { Prospect } from '../../../domain/records';
import { FollowUpDialog } from './FollowUpDialog';

/** 'Catat follow up' for the prospect in context; the dialog mounts fresh each time it opens. */
export function RecordFollowUpButton() {
  const prospect = useRecordContext<Prospect>();
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'prospect/fu', action: 'create' });
  if (!prospect || !canAccess) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<EventNoteIcon />}
        onClick={(event) => {
          // Inside a list row: record the follow-up without opening the row.
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {translate('app.records.follow_up.record')}
      </Button>
      {open ? <FollowUpDialog prospect={prospect} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
