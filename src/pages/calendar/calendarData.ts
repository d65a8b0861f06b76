import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useDataProvider, useNotify } from 'react-admin';
import type { CalendarEvent } from '../../../domain/schemas/calendar';
import type { CalendarKind } from '../../../domain/vocabularies';
import type { AppDataProvider } from '../../dataProvider';
import { formatDay } from '../../format';
import { useNotifyFailure } from '../../layout/useNotifyFailure';

/** The days a view shows, both included (YYYY-MM-DD). */
export type Span = { from: string; to: string };

const CALENDAR_QUERY = 'calendar';

/** Kalender's entries of the days shown; while the next days load, the last ones stay on screen. */
export function useCalendar(span: Span | null) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [CALENDAR_QUERY, span?.from, span?.to],
    queryFn: span ? () => dataProvider.calendar(span.from, span.to) : skipToken,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Which record and field an entry that can be moved is: the prospect's next contact, or a follow-up's schedule. */
const MOVED_FIELD: Partial<Record<CalendarKind, { resource: string; field: string }>> = {
  next_contact: { resource: 'prospect', field: 'next_follow_up' },
  follow_up: { resource: 'prospect/fu', field: 'scheduled_at' },
};

/** The same moment on another day: moving an entry keeps its time of day. */
export const sameTimeOn = (moment: string, day: string) => {
  const target = dayjs(day);
  return dayjs(moment).year(target.year()).month(target.month()).date(target.date()).toISOString();
};

type Move = { entry: CalendarEvent; at: string };

/**
 * Moves an entry to another moment through its own resource, whose rules (scope, who may change a
 * follow-up and when) stay the server's; Kalender and "Hari ini" then ask again.
 */
export function useMoveEntry() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  return useMutation({
    mutationFn: async ({ entry, at }: Move) => {
      const moved = MOVED_FIELD[entry.kind];
      if (!moved) throw new Error('app.calendar.not_movable');
      await dataProvider.update(moved.resource, { id: entry.id, data: { [moved.field]: at }, previousData: { id: entry.id } });
    },
    onSuccess: (_answer, { entry, at }) => {
      notify('app.calendar.moved', { type: 'success', messageArgs: { title: entry.title, day: formatDay(dayjs(at).format('YYYY-MM-DD')) } });
    },
    onError: (error) => notifyFailure('app.calendar.move_failed', error),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: [CALENDAR_QUERY] }), queryClient.invalidateQueries({ queryKey: ['today'] })]),
  });
}
