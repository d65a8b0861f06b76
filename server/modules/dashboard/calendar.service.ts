import { and, asc, eq, gte, isNull, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CALENDAR_EVENTS_PER_KIND } from '../../../domain/limits';
import { isEnabled } from '../../../domain/permissions';
import type { calendarEvent, calendarQuery } from '../../../domain/schemas/calendar';
import type { Executor } from '../../db/connection';
import { followUp, order, prospect, user, visum } from '../../db/schema';
import { subjectOf } from '../../plugins/auth';
import { startOfDealerDay } from '../../plugins/dealerDay';
import type { Caller } from '../../plugins/session';
import { orderVisible } from '../orders/order.resource';
import { followUpVisible } from '../prospects/followup.resource';
import { prospectVisible } from '../prospects/visibility';
import { visumVisible } from '../visum/visibility';

type CalendarEvent = z.output<typeof calendarEvent>;
type Span = z.output<typeof calendarQuery>;

const DAY_MS = 24 * 60 * 60 * 1000;

const CLOSED_PROSPECT: ('Deal' | 'Not Deal')[] = ['Deal', 'Not Deal'];
const NO_DELIVERY: ('rejected' | 'cancelled')[] = ['rejected', 'cancelled'];

/** Prospects' next contact in the span, on prospects still open. */
async function nextContacts(db: Executor, caller: Caller, start: Date, end: Date): Promise<CalendarEvent[]> {
  const movable = isEnabled(subjectOf(caller), 'Prospect');
  const rows = await db
    .select({ id: prospect.id, title: prospect.name, at: sql`${prospect.next_follow_up}`.mapWith(prospect.next_follow_up), owner_name: user.name, detail: prospect.status })
    .from(prospect)
    .leftJoin(user, eq(user.id, prospect.id_user))
    .where(
      and(
        eq(prospect.id_company, caller.id_company),
        prospectVisible(caller),
        gte(prospect.next_follow_up, start),
        lt(prospect.next_follow_up, end),
        notInArray(prospect.status, CLOSED_PROSPECT),
      ),
    )
    .orderBy(asc(prospect.next_follow_up), asc(prospect.id))
    .limit(CALENDAR_EVENTS_PER_KIND);
  return rows.map((row) => ({ ...row, kind: 'next_contact', id_prospect: row.id, all_day: false, movable }));
}

/** Follow-ups scheduled in the span and not done nor refused; the maker may move one while it waits. */
async function scheduledFollowUps(db: Executor, caller: Caller, start: Date, end: Date): Promise<CalendarEvent[]> {
  const mayEdit = isEnabled(subjectOf(caller), 'Follow Up') && !caller.integration;
  const rows = await db
    .select({
      id: followUp.id,
      id_prospect: followUp.id_prospect,
      title: prospect.name,
      at: sql`${followUp.scheduled_at}`.mapWith(followUp.scheduled_at),
      owner_name: user.name,
      detail: followUp.method,
      status: followUp.status,
      id_user: followUp.id_user,
    })
    .from(followUp)
    .innerJoin(prospect, eq(prospect.id, followUp.id_prospect))
    .leftJoin(user, eq(user.id, followUp.id_user))
    .where(
      and(
        eq(followUp.id_company, caller.id_company),
        followUpVisible(caller),
        isNull(followUp.done_at),
        notInArray(followUp.status, ['rejected']),
        gte(followUp.scheduled_at, start),
        lt(followUp.scheduled_at, end),
      ),
    )
    .orderBy(asc(followUp.scheduled_at), asc(followUp.id))
    .limit(CALENDAR_EVENTS_PER_KIND);
  return rows.map(({ status, id_user, ...row }) => ({
    ...row,
    kind: 'follow_up',
    all_day: false,
    movable: mayEdit && status === 'pending' && id_user === caller.id,
  }));
}

/** Visits recorded in the span. */
async function visits(db: Executor, caller: Caller, start: Date, end: Date): Promise<CalendarEvent[]> {
  const rows = await db
    .select({
      id: visum.id,
      id_prospect: visum.id_prospect,
      prospect_name: prospect.name,
      at: visum.visited_at,
      owner_name: user.name,
      detail: visum.purpose,
    })
    .from(visum)
    .leftJoin(prospect, eq(prospect.id, visum.id_prospect))
    .leftJoin(user, eq(user.id, visum.id_user))
    .where(and(eq(visum.id_company, caller.id_company), visumVisible(caller), gte(visum.visited_at, start), lt(visum.visited_at, end)))
    .orderBy(asc(visum.visited_at), asc(visum.id))
    .limit(CALENDAR_EVENTS_PER_KIND);
  return rows.map(({ prospect_name, ...row }) => ({
    ...row,
    kind: 'visit',
    title: prospect_name ?? row.detail,
    all_day: false,
    movable: false,
  }));
}

/** Orders to deliver on a day of the span, unless refused or cancelled; their day moves with the Order module. */
async function deliveries(db: Executor, caller: Caller, span: Span): Promise<CalendarEvent[]> {
  const movable = isEnabled(subjectOf(caller), 'Order');
  const rows = await db
    .select({
      id: order.id,
      id_prospect: order.id_prospect,
      title: sql<string>`${order.number} || ' · ' || ${prospect.name}`,
      day: order.delivery_date,
      owner_name: user.name,
      detail: order.status,
    })
    .from(order)
    .innerJoin(prospect, eq(prospect.id, order.id_prospect))
    .leftJoin(user, eq(user.id, order.id_user))
    .where(
      and(
        eq(order.id_company, caller.id_company),
        orderVisible(caller),
        gte(order.delivery_date, span.from),
        lte(order.delivery_date, span.to),
        notInArray(order.status, NO_DELIVERY),
      ),
    )
    .orderBy(asc(order.delivery_date), asc(order.id))
    .limit(CALENDAR_EVENTS_PER_KIND);
  return rows.map(({ day, ...row }) => ({ ...row, kind: 'delivery', at: startOfDealerDay(day ?? span.from, caller.time_zone), all_day: true, movable }));
}

/**
 * Kalender for the caller's scope, the same rules as the prospect, follow-up, visit and order
 * lists: what falls on the days from `from` to `to`, both included, in time order.
 */
export async function calendarFor(db: Executor, caller: Caller, span: Span) {
  const start = startOfDealerDay(span.from, caller.time_zone);
  const end = new Date(startOfDealerDay(span.to, caller.time_zone).getTime() + DAY_MS);
  const kinds = await Promise.all([
    nextContacts(db, caller, start, end),
    scheduledFollowUps(db, caller, start, end),
    visits(db, caller, start, end),
    deliveries(db, caller, span),
  ]);
  return {
    data: kinds.flat().sort((a, b) => a.at.getTime() - b.at.getTime()),
    truncated: kinds.some((events) => events.length === CALENDAR_EVENTS_PER_KIND),
  };
}
