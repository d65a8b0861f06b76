import { Box, Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CALENDAR_KINDS, type CalendarKind } from '../../../domain/vocabularies';
import { KIND_COLOURS } from './calendarEntries';

type KindFilterProps = { shown: readonly CalendarKind[]; onChange: (shown: CalendarKind[]) => void };

/** Which kinds of entry the calendar shows; each box is also the legend of its colour. */
export function KindFilter({ shown, onChange }: KindFilterProps) {
  const translate = useTranslate();
  const toggle = (kind: CalendarKind, on: boolean) => onChange(CALENDAR_KINDS.filter((k) => (k === kind ? on : shown.includes(k))));
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{translate('app.calendar.kinds_label')}</FormLabel>
      <FormGroup row>
        {CALENDAR_KINDS.map((kind) => (
          <FormControlLabel
            key={kind}
            control={<Checkbox checked={shown.includes(kind)} onChange={(event) => toggle(kind, event.target.checked)} />}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                <Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: KIND_COLOURS[kind] }} />
                {translate(`app.calendar.kind.${kind}`)}
              </Box>
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
