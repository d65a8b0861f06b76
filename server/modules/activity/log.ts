import type { BulkWriter, Executor } from '../../db/connection';
import { activityLog } from '../../db/schema';

export type ActivityEntry = {
  id_company: number;
  id_user: number | null;
  action: string;
  entity: string;
  id_entity?: number | null;
  detail?: Record<string, unknown>;
  ip?: string;
  user_agent?: string;
};

/** Who did what, when and from where: read by /setting/aktivitasUser. */
export async function logActivity(tx: Executor, entry: ActivityEntry) {
  await tx.insert(activityLog).values({ ...entry, user_agent: entry.user_agent?.slice(0, 300) });
}

/** The same entry through plain statements: for a bulk transaction, which has no query builder (an import's commit). */
export async function logActivityIn(bulk: Pick<BulkWriter, 'query'>, entry: ActivityEntry) {
  await bulk.query(
    'insert into activity_log (id_company, id_user, action, entity, id_entity, detail, ip, user_agent) values ($1, $2, $3, $4, $5, $6, $7, $8)',
    [entry.id_company, entry.id_user, entry.action, entry.entity, entry.id_entity ?? null, entry.detail ? JSON.stringify(entry.detail) : null, entry.ip ?? null, entry.user_agent?.slice(0, 300) ?? null],
  );
}
