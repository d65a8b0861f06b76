import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable, AnyPgColumn } from 'drizzle-orm/pg-core';
import { ACTIONS_WITHOUT_RECORD, type ActivityRecordEntity } from '../../../domain/activity';
import { activityLog, collab, followUp, leasingPartner, order, prospect, user } from '../../db/schema';
import type { QueryShape } from '../../plugins/resourceQuery';
import { createdFromOf, createdToOf } from '../../plugins/dealerDay';

/**
 * Aktivitas Pengguna's list (docs/api.md): the company's activity log, filtered by person, action,
 * record (entity and id) and period. The same shape selects the rows of the 'activity' export.
 */
export const activityShape: QueryShape = {
  table: activityLog,
  searchable: [],
  filters: {
    id_user: activityLog.id_user,
    action: activityLog.action,
    entity: activityLog.entity,
    id_entity: activityLog.id_entity,
    created_from: createdFromOf(activityLog.created_at),
    created_to: createdToOf(activityLog.created_at),
  },
};

type Findable = PgTable & { id: AnyPgColumn; id_company: AnyPgColumn };

/** The id of the page's record, when the entry's record still exists in the company. */
const pageId = (table: Findable, shown: AnyPgColumn = table.id) =>
  sql`(select ${shown} from ${table} where ${and(eq(table.id, activityLog.id_entity), eq(table.id_company, activityLog.id_company))})`;

const PAGE_IDS: Record<ActivityRecordEntity, SQL> = {
  prospect: pageId(prospect),
  follow_up: pageId(followUp, followUp.id_prospect),
  followup: pageId(followUp, followUp.id_prospect),
  collab: pageId(collab),
  order: pageId(order),
  user: pageId(user),
  registration: pageId(user),
  leasing_partner: pageId(leasingPartner),
};

/**
 * The id to link the entry to (domain/activity.ts, ACTIVITY_RECORD_PAGES): null when the record is
 * gone, has no page, or the action's id is not the record's (an export's).
 */
export const linkId = sql<number | null>`case when ${activityLog.action} in (${sql.join(
  ACTIONS_WITHOUT_RECORD.map((action) => sql`${action}`),
  sql`, `,
)}) then null ${sql.join(
  Object.entries(PAGE_IDS).map(([entity, id]) => sql`when ${activityLog.entity} = ${entity} then ${id}`),
  sql` `,
)} end`;
