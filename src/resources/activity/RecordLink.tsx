import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Activity } from '../../../domain/records';
import { useActivityWords } from './activityLabels';
import { useRecordPath } from './recordPath';

/** A link to the entry's record, or a quiet 'no page' when there is none to open. */
export function RecordLink() {
  const entry = useRecordContext<Activity>();
  const translate = useTranslate();
  const words = useActivityWords();
  const pathOf = useRecordPath();
  if (!entry) return null;
  const path = pathOf(entry);
  if (!path) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.activity.no_record')}
      </Typography>
    );
  }
  return (
    <Button
      component={Link}
      to={path}
      size="small"
      startIcon={<OpenInNewIcon />}
      aria-label={translate('app.activity.open_record_label', { entity: words.entity(entry), id: entry.id_entity })}
    >
      {translate('app.activity.open_record')}
    </Button>
  );
}
