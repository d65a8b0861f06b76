import { and, asc, count, eq, fillPlaceholders, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { GrantedExportScope, ListExportKind } from '../../../domain/exports';
import type { DatabaseHandle, Executor } from '../../db/connection';
import { activityLog, broadcast, broadcastRecipient, chatMessage, chatRoom, collab, followUp, group, leasingApplication, leasingPartner, order, product, prospect, user } from '../../db/schema';
import { idField } from '../../../domain/schemas/fields';
import { parseFilter } from '../../plugins/filterValues';
import { whereOf, type FilterValue, type QueryShape } from '../../plugins/resourceQuery';
import type { Member } from '../../plugins/session';
import { collabResource } from '../prospects/collab.resource';
import { followUpResource } from '../prospects/followup.resource';
import { prospectResource } from '../prospects/prospect.resource';
import { createdFromOf, createdToOf } from '../../plugins/dealerDay';
import { orderResource } from '../orders/order.resource';
import { activityShape } from '../activity/activityQuery';
import { messageShape, recipientShape } from '../messageHistory/historyQuery';
import { leasingApplicationResource } from '../leasing/application.resource';
import {
  aboutProspect,
  activityFields,
  applicationFields,
  applicationSeller,
  collabFields,
  decider,
  followUpFields,
  messageFields,
  orderFields,
  owner,
  prospectFields,
  recipientFields,
  recipientSender,
  target,
} from './rowFields';

/**
 * The rows of each exported kind, read in keyset-paginated chunks (by id), so that memory stays flat
 * whatever the size and the same statement runs on PGlite and PostgreSQL. What is read is what the
 * kind's list would show the member with that filter (its own visibility rules and filters), within
 * the role's export scope: own records, the group's, or the company's.
 */


type RecordTable = typeof prospect | typeof followUp | typeof collab | typeof order | typeof leasingApplication;
type SourceTable = RecordTable | typeof activityLog | typeof chatMessage | typeof broadcastRecipient;

/** Records whose owner (the id_user who made them) belongs to the group. */
const ownedInGroup = (id_user: AnyPgColumn | SQL) => (id_group: number) =>
  sql`${id_user} in (select ${user.id} from ${user} where ${user.id_group} = ${id_group})`;
/** A prospect belongs to the group it was given with its owner. */
const prospectInGroup = (id_group: number) => eq(prospect.id_group, id_group);

/** The list's filters, plus the Export Data page's period and group where the list has none. */
const withPageFilters = (shape: Omit<QueryShape, 'table'>, table: RecordTable, inGroup: (id_group: number) => SQL): QueryShape => ({
  ...shape,
  table,
  filters: {
    created_from: createdFromOf(table.created_at),
    created_to: createdToOf(table.created_at),
    id_group: (value) => inGroup(parseFilter(idField(), value, 'id_group')),
    ...shape.filters,
  },
});

/** The statement of one chunk, built by Drizzle and run as arrays (DatabaseHandle.queryArrays). */
type Statement = { toSQL(): { sql: string; params: unknown[] } };

type Source = {
  table: SourceTable;
  /** Whose record a row is, for the 'own' export scope. */
  ownedBy: AnyPgColumn | SQL;
  shape: QueryShape;
  /** The records of a group, for the 'group' export scope and the group filter. */
  inGroup(id_group: number): SQL;
  /** The row's fields, which the columns name (columns.ts), in the statement's order. */
  fields: Record<string, AnyPgColumn | SQL>;
  /** One chunk of rows: the fields, from the table and what they name. */
  page(db: Executor, where: SQL | undefined, size: number): Statement;
};


const SOURCES: Record<ListExportKind, Source> = {
  prospect: {
    table: prospect,
    ownedBy: prospect.id_user,
    shape: withPageFilters(prospectResource, prospect, prospectInGroup),
    inGroup: prospectInGroup,
    fields: prospectFields,
    page: (db, where, size) =>
      db
        .select(prospectFields)
        .from(prospect)
        .leftJoin(owner, eq(owner.id, prospect.id_user))
        .leftJoin(group, eq(group.id, prospect.id_group))
        .leftJoin(product, eq(product.id, prospect.id_product))
        .where(where)
        .orderBy(asc(prospect.id))
        .limit(size),
  },
  followup: {
    table: followUp,
    ownedBy: followUp.id_user,
    shape: withPageFilters(followUpResource, followUp, ownedInGroup(followUp.id_user)),
    inGroup: ownedInGroup(followUp.id_user),
    fields: followUpFields,
    page: (db, where, size) =>
      db
        .select(followUpFields)
        .from(followUp)
        .innerJoin(aboutProspect, eq(aboutProspect.id, followUp.id_prospect))
        .innerJoin(owner, eq(owner.id, followUp.id_user))
        .leftJoin(group, eq(group.id, owner.id_group))
        .leftJoin(decider, eq(decider.id, followUp.decided_by))
        .where(where)
        .orderBy(asc(followUp.id))
        .limit(size),
  },
  collab: {
    table: collab,
    ownedBy: collab.id_user,
    shape: withPageFilters(collabResource, collab, ownedInGroup(collab.id_user)),
    inGroup: ownedInGroup(collab.id_user),
    fields: collabFields,
    page: (db, where, size) =>
      db
        .select(collabFields)
        .from(collab)
        .innerJoin(aboutProspect, eq(aboutProspect.id, collab.id_prospect))
        .innerJoin(owner, eq(owner.id, collab.id_user))
        .leftJoin(group, eq(group.id, owner.id_group))
        .innerJoin(target, eq(target.id, collab.id_user_target))
        .leftJoin(decider, eq(decider.id, collab.decided_by))
        .where(where)
        .orderBy(asc(collab.id))
        .limit(size),
  },
  order: {
    table: order,
    ownedBy: order.id_user,
    shape: withPageFilters(orderResource, order, ownedInGroup(order.id_user)),
    inGroup: ownedInGroup(order.id_user),
    fields: orderFields,
    page: (db, where, size) =>
      db
        .select(orderFields)
        .from(order)
        .innerJoin(aboutProspect, eq(aboutProspect.id, order.id_prospect))
        .innerJoin(owner, eq(owner.id, order.id_user))
        .leftJoin(group, eq(group.id, owner.id_group))
        .innerJoin(product, eq(product.id, order.id_product))
        .leftJoin(decider, eq(decider.id, order.decided_by))
        .where(where)
        .orderBy(asc(order.id))
        .limit(size),
  },
  leasing: {
    table: leasingApplication,
    ownedBy: applicationSeller,
    shape: withPageFilters(
      { ...leasingApplicationResource, filters: { ...leasingApplicationResource.filters, id_user: (value) => sql`${applicationSeller} = ${parseFilter(idField(), value, 'id_user')}` } },
      leasingApplication,
      ownedInGroup(applicationSeller),
    ),
    inGroup: ownedInGroup(applicationSeller),
    fields: applicationFields,
    page: (db, where, size) =>
      db
        .select(applicationFields)
        .from(leasingApplication)
        .innerJoin(order, eq(order.id, leasingApplication.id_order))
        .innerJoin(aboutProspect, eq(aboutProspect.id, order.id_prospect))
        .innerJoin(owner, eq(owner.id, order.id_user))
        .leftJoin(group, eq(group.id, owner.id_group))
        .innerJoin(leasingPartner, eq(leasingPartner.id, leasingApplication.id_leasing_partner))
        .innerJoin(product, eq(product.id, order.id_product))
        .where(where)
        .orderBy(asc(leasingApplication.id))
        .limit(size),
  },
  // Only an Administrator exports it, with the 'all' scope (domain/exports.ts); the shape keeps it in the company.
  activity: {
    table: activityLog,
    ownedBy: activityLog.id_user,
    shape: activityShape,
    inGroup: ownedInGroup(activityLog.id_user),
    fields: activityFields,
    page: (db, where, size) =>
      db.select(activityFields).from(activityLog).leftJoin(owner, eq(owner.id, activityLog.id_user)).where(where).orderBy(asc(activityLog.id)).limit(size),
  },
  // The WhatsApp logs, like the activity log, are exported with the 'all' scope only.
  message: {
    table: chatMessage,
    ownedBy: chatMessage.id_user,
    shape: messageShape,
    inGroup: ownedInGroup(chatMessage.id_user),
    fields: messageFields,
    page: (db, where, size) =>
      db
        .select(messageFields)
        .from(chatMessage)
        .innerJoin(chatRoom, eq(chatRoom.id, chatMessage.id_room))
        .leftJoin(owner, eq(owner.id, chatMessage.id_user))
        .leftJoin(broadcast, eq(broadcast.id, chatMessage.id_broadcast))
        .where(where)
        .orderBy(asc(chatMessage.id))
        .limit(size),
  },
  broadcast: {
    table: broadcastRecipient,
    ownedBy: recipientSender,
    shape: recipientShape,
    inGroup: ownedInGroup(recipientSender),
    fields: recipientFields,
    page: (db, where, size) =>
      db
        .select(recipientFields)
        .from(broadcastRecipient)
        .innerJoin(broadcast, eq(broadcast.id, broadcastRecipient.id_broadcast))
        .leftJoin(owner, eq(owner.id, broadcast.id_user))
        .where(where)
        .orderBy(asc(broadcastRecipient.id))
        .limit(size),
  },
};

/** How much of the kind the export scope opens: the member's own records, their group's, or all. */
function scopeClause(source: Source, member: Member, scope: GrantedExportScope): SQL | undefined {
  if (scope === 'all') return undefined;
  // Without a group of their own, a 'group' scope leaves the member their own records.
  if (scope === 'group' && member.id_group !== null) return source.inGroup(member.id_group);
  return sql`${source.ownedBy} = ${member.id}`;
}

export type ExportSelection = { kind: ListExportKind; member: Member; scope: GrantedExportScope; filter: Record<string, FilterValue> };

/** The condition of an export: the list's (company, visibility, filter) and the export scope. Refuses a bad filter (400). */
export function selectionWhere({ kind, member, scope, filter }: ExportSelection) {
  const source = SOURCES[kind];
  return and(whereOf(source.shape, member, filter), scopeClause(source, member, scope));
}

export async function countSelection(db: Executor, selection: ExportSelection) {
  const { table } = SOURCES[selection.kind];
  const [{ total }] = await db.select({ total: count() }).from(table).where(selectionWhere(selection));
  return total;
}

/** The names of the kind's row fields, in the order of each row's values. */
export const fieldsOf = (kind: ListExportKind) => Object.keys(SOURCES[kind].fields);

/**
 * The selected rows, chunk by chunk, in id order, each an array of values in fieldsOf's order. The
 * next chunk is asked for as soon as the last id is known, so the database reads it while the
 * caller writes this one: at most two chunks in memory.
 */
export async function* selectionChunks(database: DatabaseHandle, selection: ExportSelection, size: number) {
  const source = SOURCES[selection.kind];
  const where = selectionWhere(selection);
  const idIndex = Object.keys(source.fields).indexOf('id');
  const chunkAfter = (after: number) => {
    const { sql: text, params } = source.page(database.db, and(where, gt(source.table.id, after)), size).toSQL();
    return database.queryArrays(text, fillPlaceholders(params, { time_zone: selection.member.time_zone }));
  };
  for (let next: Promise<unknown[][]> | null = chunkAfter(0); next; ) {
    const rows: unknown[][] = await next;
    next = rows.length === size ? chunkAfter(Number(rows[rows.length - 1][idIndex])) : null;
    // Awaited in the next turn; a failure meanwhile must not count as unhandled.
    next?.catch(() => undefined);
    if (rows.length) yield rows;
  }
}
