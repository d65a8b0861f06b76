import type { Executor } from '../../db/connection';
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
