import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { collab, followUp, order } from '../../db/schema';

/** Someone recorded a follow-up on the prospect at or after `since`. */
export const followedUpSince = (id_prospect: AnyPgColumn, since: SQL | AnyPgColumn) =>
  sql`exists (select 1 from ${followUp} where ${followUp.id_prospect} = ${id_prospect} and ${followUp.created_at} >= ${since})`;

/** Nobody worked on the prospect since `since`: no follow-up, order or collaboration request. */
export const untouchedSince = (id_prospect: AnyPgColumn, since: SQL | AnyPgColumn) =>
  sql`not ${followedUpSince(id_prospect, since)}
    and not exists (select 1 from ${order} where ${order.id_prospect} = ${id_prospect} and ${order.created_at} >= ${since})
    and not exists (select 1 from ${collab} where ${collab.id_prospect} = ${id_prospect} and ${collab.created_at} >= ${since})`;
