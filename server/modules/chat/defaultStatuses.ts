import type { Executor } from '../../db/connection';
import { mstStatusChat } from '../../db/schema';

/** The chat statuses every company starts with; the Administrator edits them afterwards. */
const DEFAULT_CHAT_STATUSES = [
  { name: 'Baru', color: '#1976D2', sort_order: 1 },
  { name: 'Dibalas', color: '#ED6C02', sort_order: 2 },
  { name: 'Selesai', color: '#2E7D32', sort_order: 3 },
] as const;

export async function addDefaultChatStatuses(tx: Executor, id_company: number) {
  await tx.insert(mstStatusChat).values(DEFAULT_CHAT_STATUSES.map((status) => ({ ...status, id_company })));
}
