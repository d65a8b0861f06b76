import type { calendarIndonesian } from './id';

/** Texts of Kalender (app.calendar.*) in English, the same keys as id.ts. */
export const calendarEnglish: typeof calendarIndonesian = {
  calendar: {
    title: 'Calendar',
    loading: 'Loading the calendar',
    load_failed: 'Could not load the calendar: %{message}',
    empty: 'Nothing is planned on these days.',
    truncated: 'Not everything can be shown at once. Pick the week or day view to see all of it.',
    prev: 'Previous',
    next: 'Next',
    today: 'Today',
    day_agenda: 'Day',
    week_agenda: 'Week',
    kinds_label: 'Show',
    kind: {
      next_contact: 'Next contact',
      follow_up: 'Scheduled follow-up',
      visit: 'Visit',
      delivery: 'Delivery',
    },
    event_title: '%{kind}: %{title}',
    owner: 'Salesperson: %{name}',
    when: 'When',
    detail: 'Details',
    open_prospect: 'Open prospect',
    open_visit: 'Open visit',
    open_order: 'Open order',
    move_to: 'Move to date',
    move: 'Move',
    moved: '%{title} moved to %{day}.',
    move_failed: 'Could not move it: %{message}',
    not_movable: 'This entry cannot be moved from the calendar.',
    drag_hint: 'Drag an entry to another day to move it, or open it and pick a new date.',
    close: 'Close',
  },
};
