import type { BulkWriter, Executor } from '../db/connection';
import { activityLog } from '../db/schema';
import type { Member } from './session';

/** Who acted: a person, or an integration key (then no person: the key is named, never its creator). */
type Actor = { id_user: number | null; id_integration_key: number | null };

/** The actor of a request: its key when a key made it, else the signed-in person. */
export const actorOf = (member: Member): Actor =>
  member.integration ? { id_user: null, id_integration_key: member.integration.id } : { id_user: member.id, id_integration_key: null };

/** A person acting outside a caller's request (logging in, registering, a job they started). */
export const personActor = (id_user: number | null): Actor => ({ id_user, id_integration_key: null });

type ActivityEntry = Actor & {
  id_company: number;
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
    'insert into activity_log (id_company, id_user, id_integration_key, action, entity, id_entity, detail, ip, user_agent) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
    [entry.id_company, entry.id_user, entry.id_integration_key, entry.action, entry.entity, entry.id_entity ?? null, entry.detail ? JSON.stringify(entry.detail) : null, entry.ip ?? null, entry.user_agent?.slice(0, 300) ?? null],
  );
}
