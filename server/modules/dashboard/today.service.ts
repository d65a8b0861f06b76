import { and, asc, desc, eq, gte, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { TODAY_LIST } from '../../../domain/limits';
import type { z } from 'zod';
import type { todayOutput } from '../../../domain/schemas/today';
import type { Database, DatabaseHandle, Executor } from '../../db/connection';
import { countRows, type RowsQuery } from '../../db/count';
import { collab, distributionBatch, distributionItem, followUp, order, prospect, user } from '../../db/schema';
import { startOfToday, startOfTomorrow } from '../../plugins/dealerDay';
import type { Member } from '../../plugins/session';
import { untouchedSince } from '../distribution/touched';
import { prospectVisible } from '../prospects/visibility';
import { QUEUES } from '../approvals/queues';

/** The answer as the server holds it: moments are Dates, which the route's schema writes out as ISO text. */
type Today = z.output<typeof todayOutput>;

/** Every row's count before the limit, in the same query: for the caller's own requests, a handful. */
const total = sql<number>`(count(*) over ())::int`;

const prospectColumns = {
  id: prospect.id,
  name: prospect.name,
  phone: prospect.phone,
  whatsapp: prospect.whatsapp,
  status: prospect.status,
  id_user: prospect.id_user,
  owner_name: user.name,
};

/** The prospect's latest hand-out that still holds: neither undone nor followed by another. */
const latestItem = sql`${distributionItem.undone_at} is null and not exists (
  select 1 from ${distributionItem} later
  where later.id_prospect = ${distributionItem.id_prospect} and later.id > ${distributionItem.id} and later.undone_at is null)`;

/** Next follow-up before tomorrow. */
const dueRows = (db: Database, visible: SQL | undefined, member: Member) =>
  db
    .select({ ...prospectColumns, next_follow_up: sql`${prospect.next_follow_up}`.mapWith(prospect.next_follow_up) })
    .from(prospect)
    .leftJoin(user, eq(user.id, prospect.id_user))
    .where(and(visible, lt(prospect.next_follow_up, startOfTomorrow(member.time_zone))));

/** Handed out lately, still with their recipient, and nobody worked on them since. */
const leadRows = (db: Database, visible: SQL | undefined, member: Member) =>
  db
    .select({ ...prospectColumns, assigned_at: distributionBatch.created_at })
    .from(distributionItem)
    .innerJoin(distributionBatch, eq(distributionBatch.id, distributionItem.id_batch))
    .innerJoin(prospect, eq(prospect.id, distributionItem.id_prospect))
    .leftJoin(user, eq(user.id, prospect.id_user))
    .where(
      and(
        visible,
        eq(distributionItem.id_company, member.id_company),
        eq(prospect.id_user, distributionItem.id_user),
        latestItem,
        gte(distributionBatch.created_at, sql`now() - make_interval(days => ${TODAY_LIST.new_lead_days})`),
        untouchedSince(prospect.id, distributionBatch.created_at),
      ),
    );

/** Follow-ups scheduled today, neither done nor refused. */
const plannedRows = (db: Database, visible: SQL | undefined, member: Member) =>
  db
    .select({ ...prospectColumns, id_follow_up: followUp.id, method: followUp.method, scheduled_at: sql`${followUp.scheduled_at}`.mapWith(followUp.scheduled_at) })
    .from(followUp)
    .innerJoin(prospect, eq(prospect.id, followUp.id_prospect))
    .leftJoin(user, eq(user.id, prospect.id_user))
    .where(
      and(
        visible,
        eq(followUp.id_company, member.id_company),
        isNull(followUp.done_at),
        ne(followUp.status, 'rejected'),
        gte(followUp.scheduled_at, startOfToday(member.time_zone)),
        lt(followUp.scheduled_at, startOfTomorrow(member.time_zone)),
      ),
    );

/**
 * A section: its first items, and how many rows it has in all, counted apart as a list's total is
 * (db/count.ts). A window count in the items' query read every overdue prospect of the scope
 * before the first 20 could be sent: 2 to 3 s for a company of a million.
 */
async function sectionOf<Item>(
  database: DatabaseHandle,
  rows: () => RowsQuery & { orderBy(...order: SQL[]): { limit(limit: number): Promise<Item[]> } },
  ...order: SQL[]
) {
  const [items, count] = await Promise.all([rows().orderBy(...order).limit(TODAY_LIST.items), countRows(database, rows())]);
  return { total: count, items };
}

/**
 * "Hari ini" for the member's scope (a salesperson's own prospects, a supervisor's group, an
 * Administrator's company), the same rules as the prospect list.
 */
export async function todayFor(database: DatabaseHandle, member: Member): Promise<Today> {
  const { db } = database;
  const visible = and(eq(prospect.id_company, member.id_company), prospectVisible(member));
  const [due, new_leads, planned, awaiting] = await Promise.all([
    sectionOf(database, () => dueRows(db, visible, member), asc(prospect.next_follow_up), asc(prospect.id)),
    sectionOf(database, () => leadRows(db, visible, member), desc(distributionBatch.created_at), asc(prospect.id)),
    sectionOf(database, () => plannedRows(db, visible, member), asc(followUp.scheduled_at), asc(followUp.id)),
    ownRequests(db, member),
  ]);
  return { due, new_leads, planned, awaiting };
}

/** The member's own follow-ups, collaboration requests and orders that wait for a decision, newest first. */
async function ownRequests(db: Executor, member: Member): Promise<Today['awaiting']> {
  const pending = (kind: keyof typeof QUEUES, table: typeof followUp | typeof collab | typeof order) =>
    db
      .select({ kind: sql<keyof typeof QUEUES>`${kind}::text`, id: table.id, id_prospect: table.id_prospect, prospect_name: prospect.name, created_at: table.created_at, total })
      .from(table)
      .innerJoin(prospect, eq(prospect.id, table.id_prospect))
      .where(and(eq(table.id_company, member.id_company), eq(QUEUES[kind].requester, member.id), eq(table.status, 'pending')))
      .orderBy(desc(table.created_at))
      .limit(TODAY_LIST.items);
  const lists = await Promise.all([pending('followup', followUp), pending('collab', collab), pending('order', order)]);
  const items = lists
    .flat()
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())
    .slice(0, TODAY_LIST.items)
    .map(({ total: _total, ...item }) => item);
  return { total: lists.reduce((sum, rows) => sum + (rows[0]?.total ?? 0), 0), items };
}
