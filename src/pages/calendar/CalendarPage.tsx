import type { DatesSetArg, DayCellMountArg, EventClickArg, EventDropArg } from '@fullcalendar/core';
import idLocale from '@fullcalendar/core/locales/id';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import type { CalendarEvent } from '../../../domain/schemas/calendar';
import { CALENDAR_KINDS, type CalendarKind } from '../../../domain/vocabularies';
import { LoadFailure } from '../../layout/LoadFailure';
import { PageTitleCopy } from '../../layout/PageTitleCopy';
import { useIsSmall } from '../../resources/useIsSmall';
import { toEventInput } from './calendarEntries';
import { useCalendar, useMoveEntry, type Span } from './calendarData';
import { EntryDialog } from './EntryDialog';
import { KindFilter } from './KindFilter';

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];

/** Month and week on a desktop, a day's agenda on a phone (and the week's, one tap away). */
const DESKTOP = { initialView: 'dayGridMonth', headerToolbar: { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,listWeek' } };
const PHONE = { initialView: 'listDay', headerToolbar: { left: 'prev,next', center: 'title', right: 'today listDay,listWeek' } };

const CALENDAR_STYLES = {
  '& .fc-toolbar': { flexWrap: 'wrap', gap: 1 },
  '& .fc-toolbar-title': { fontSize: '1.25rem' },
  // FullCalendar fades the days of the next and last months below a readable contrast.
  '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: 'text.secondary' },
  // Its buttons and entries show the focus as a faint shadow; the app's ring (theme.ts) shows it.
  '& .fc .fc-button:focus-visible, & .fc a:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
} as const;

/**
 * A month's day cell is named by its date alone while it also shows the day's entries, which
 * screen readers then do not hear as its name (axe: label-content-name-mismatch); the date stays
 * the name of the day's number inside it.
 */
const unnameDayCell = ({ el }: DayCellMountArg) => el.removeAttribute('aria-labelledby');

/** The days a view shows, both included: FullCalendar's end is the day after. */
const spanOf = ({ start, end }: DatesSetArg): Span => ({
  from: dayjs(start).format('YYYY-MM-DD'),
  to: dayjs(end).subtract(1, 'day').format('YYYY-MM-DD'),
});

const entryOf = (event: EventClickArg['event']) => (event.extendedProps as { entry: CalendarEvent }).entry;

/**
 * /kalender (docs/product.md, Kalender): next contacts, scheduled follow-ups, visits and deliveries
 * of the caller's scope. Dragging a next contact, a follow-up or a delivery to another day moves it;
 * opening an entry (a click, or Enter on it) offers the same with a date field.
 */
export default function CalendarPage() {
  const translate = useTranslate();
  const [locale = 'id'] = useLocaleState();
  const isSmall = useIsSmall();
  const [span, setSpan] = useState<Span | null>(null);
  const [shown, setShown] = useState<CalendarKind[]>([...CALENDAR_KINDS]);
  const [opened, setOpened] = useState<CalendarEvent | null>(null);
  const calendar = useCalendar(span);
  const move = useMoveEntry();

  const events = useMemo(
    () => (calendar.data?.data ?? []).filter((entry) => shown.includes(entry.kind)).map((entry) => toEventInput(entry, translate)),
    [calendar.data, shown, translate],
  );

  const drop = ({ event, revert }: EventDropArg) => {
    if (!event.start) return revert();
    move.mutate({ entry: entryOf(event), at: event.start.toISOString() }, { onError: revert });
  };

  return (
    <Stack spacing={2} sx={{ py: 2, width: '100%' }}>
      <Title title="app.calendar.title" />
      <PageTitleCopy title="app.calendar.title" phonesOnly />
      <KindFilter shown={shown} onChange={setShown} />
      <Typography variant="body2" color="text.secondary">
        {translate('app.calendar.drag_hint')}
      </Typography>
      {calendar.isError ? (
        <LoadFailure error={calendar.error} message="app.calendar.load_failed" onRetry={() => void calendar.refetch()} />
      ) : null}
      {calendar.data?.truncated ? <Alert severity="info">{translate('app.calendar.truncated')}</Alert> : null}
      <Box sx={{ minHeight: 4 }}>{calendar.isFetching ? <LinearProgress aria-label={translate('app.calendar.loading')} /> : null}</Box>
      <Box sx={CALENDAR_STYLES}>
        <FullCalendar
          // The views differ between a phone and a desktop; a new calendar starts on the right one.
          key={isSmall ? 'phone' : 'desktop'}
          plugins={PLUGINS}
          {...(isSmall ? PHONE : DESKTOP)}
          locale={locale === 'en' ? 'en' : idLocale}
          height="auto"
          // FullCalendar's arrow icons are role="img" without a name; the words name the buttons.
          buttonIcons={false}
          buttonText={{ prev: translate('app.calendar.prev'), next: translate('app.calendar.next'), today: translate('app.calendar.today') }}
          // FullCalendar names both agendas of a phone 'Agenda' ('list' in English): two buttons of one name.
          views={isSmall ? { listDay: { buttonText: translate('app.calendar.day_agenda') }, listWeek: { buttonText: translate('app.calendar.week_agenda') } } : undefined}
          events={events}
          editable
          datesSet={(arg) => setSpan(spanOf(arg))}
          eventClick={({ event, jsEvent }) => {
            jsEvent.preventDefault();
            setOpened(entryOf(event));
          }}
          eventDrop={drop}
          dayCellDidMount={unnameDayCell}
          noEventsContent={translate('app.calendar.empty')}
        />
      </Box>
      {opened ? <EntryDialog key={`${opened.kind}-${opened.id}`} entry={opened} onClose={() => setOpened(null)} /> : null}
    </Stack>
  );
}
