import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { CalendarEvent } from '../../../domain/schemas/calendar';
import { formatDateTime, formatDay } from '../../format';
import { detailOf, recordPathOf } from './calendarEntries';
import { sameTimeOn, useMoveEntry } from './calendarData';

type EntryDialogProps = { entry: CalendarEvent; onClose: () => void };

/**
 * An entry opened from the calendar (a click, or Enter on it): what and when, the way to its record,
 * and, for what can be moved, a date field: the keyboard's way to do what dragging does.
 */
export function EntryDialog({ entry, onClose }: EntryDialogProps) {
  const translate = useTranslate();
  const move = useMoveEntry();
  const [day, setDay] = useState(() => dayjs(entry.at).format('YYYY-MM-DD'));
  const record = recordPathOf(entry);
  const detail = detailOf(entry, translate);
  const titleId = 'calendar-entry-title';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.mutate({ entry, at: sameTimeOn(entry.at, day) }, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>
        {translate('app.calendar.event_title', { kind: translate(`app.calendar.kind.${entry.kind}`), title: entry.title })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          <Typography>
            {translate('app.calendar.when')}: {entry.all_day ? formatDay(dayjs(entry.at).format('YYYY-MM-DD')) : formatDateTime(entry.at)}
          </Typography>
          {detail ? (
            <Typography>
              {translate('app.calendar.detail')}: {detail}
            </Typography>
          ) : null}
          {entry.owner_name ? <Typography>{translate('app.calendar.owner', { name: entry.owner_name })}</Typography> : null}
          {entry.movable ? (
            <Stack component="form" direction="row" spacing={1} alignItems="flex-start" onSubmit={submit} sx={{ pt: 1 }}>
              <TextField
                type="date"
                label={translate('app.calendar.move_to')}
                value={day}
                onChange={(event) => setDay(event.target.value)}
                required
                size="small"
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <Button type="submit" variant="contained" loading={move.isPending} disabled={!day}>
                {translate('app.calendar.move')}
              </Button>
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('app.calendar.not_movable')}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        {record ? (
          <Button component={RouterLink} to={record.path}>
            {translate(record.label)}
          </Button>
        ) : null}
        <Button onClick={onClose}>{translate('app.calendar.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
