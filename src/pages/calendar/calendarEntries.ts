import type { EventInput } from '@fullcalendar/core';
import type { TranslateFunction } from 'react-admin';
import type { CalendarEvent } from '../../../domain/schemas/calendar';
import type { CalendarKind } from '../../../domain/vocabularies';
import { labelOf, METHOD_CHOICES, ORDER_STATUS_CHOICES, PROSPECT_STATUS_CHOICES, type Choice } from '../../records/choices';
import { PURPOSE_CHOICES, visumDetailPath } from '../../resources/visum/purposes';

/** One colour per kind, dark enough for white text on it (WCAG AA) and told apart by its label too. */
export const KIND_COLOURS: Record<CalendarKind, string> = {
  next_contact: '#305F72',
  follow_up: '#6A1B9A',
  visit: '#2E7D32',
  delivery: '#B23C17',
};

/** The choices that name an entry's detail: a prospect's status, a follow-up's method, a visit's purpose, an order's status. */
const DETAIL_CHOICES: Record<CalendarKind, Choice[]> = {
  next_contact: PROSPECT_STATUS_CHOICES,
  follow_up: METHOD_CHOICES,
  visit: PURPOSE_CHOICES,
  delivery: ORDER_STATUS_CHOICES,
};

export const detailOf = (entry: CalendarEvent, translate: TranslateFunction) =>
  entry.detail ? translate(labelOf(DETAIL_CHOICES[entry.kind], entry.detail)) : null;

/** Where an entry's record opens. */
export function recordPathOf(entry: CalendarEvent): { path: string; label: string } | null {
  if (entry.kind === 'visit') return { path: visumDetailPath(entry.id), label: 'app.calendar.open_visit' };
  if (entry.kind === 'delivery') return { path: `/order/${entry.id}/show`, label: 'app.calendar.open_order' };
  return entry.id_prospect === null ? null : { path: `/prospect/${entry.id_prospect}/show`, label: 'app.calendar.open_prospect' };
}

/**
 * An entry as FullCalendar draws it; the entry itself rides along for the click and the drop. Its
 * record's address makes it a link, which the keyboard reaches and screen readers name as one (a
 * click opens the entry's dialog instead; a new tab opens the record).
 */
export const toEventInput = (entry: CalendarEvent, translate: TranslateFunction): EventInput => ({
  id: `${entry.kind}-${entry.id}`,
  url: recordPathOf(entry)?.path,
  title: translate('app.calendar.event_title', { kind: translate(`app.calendar.kind.${entry.kind}`), title: entry.title }),
  start: entry.at,
  allDay: entry.all_day,
  startEditable: entry.movable,
  durationEditable: false,
  backgroundColor: KIND_COLOURS[entry.kind],
  borderColor: KIND_COLOURS[entry.kind],
  textColor: '#fff',
  extendedProps: { entry },
});
