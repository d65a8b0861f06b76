import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useDataProvider, useNotify, type Identifier } from 'react-admin';
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

type MoveCall = (dataProvider: AppDataProvider, id: Identifier, at: string) => Promise<unknown>;

/** How each kind that can be moved is: the prospect's next contact, a follow-up's schedule, an SPK's delivery day. */
const MOVES: Partial<Record<CalendarKind, MoveCall>> = {
  next_contact: (dataProvider, id, at) => dataProvider.update('prospect', { id, data: { next_follow_up: at }, previousData: { id } }),
  follow_up: (dataProvider, id, at) => dataProvider.update('prospect/fu', { id, data: { scheduled_at: at }, previousData: { id } }),
  delivery: (dataProvider, id, at) => dataProvider.setDeliveryDate(id, dayjs(at).format('YYYY-MM-DD')),
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
      const move = MOVES[entry.kind];
      if (!move) throw new Error('app.calendar.not_movable');
      await move(dataProvider, entry.id, at);
    },
    onSuccess: (_answer, { entry, at }) => {
      notify('app.calendar.moved', { type: 'success', messageArgs: { title: entry.title, day: formatDay(dayjs(at).format('YYYY-MM-DD')) } });
    },
    onError: (error) => notifyFailure('app.calendar.move_failed', error),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: [CALENDAR_QUERY] }), queryClient.invalidateQueries({ queryKey: ['today'] })]),
  });
}
