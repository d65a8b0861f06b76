import { del, keys } from 'idb-keyval';

/** Where a user's answers are kept on the device (IndexedDB, through idb-keyval's default store). */
const KEY_PREFIX = 'sf-queries-';

export const storedReadsKey = (userId: number) => `${KEY_PREFIX}${userId}`;

export const canStoreReads = () => typeof indexedDB !== 'undefined';

/** Deletes the stored answers of every user but `userId` (every user's when none). */
export async function forgetReadsExcept(userId?: number): Promise<void> {
  if (!canStoreReads()) return;
  const stored = (await keys()).filter((key): key is string => typeof key === 'string' && key.startsWith(KEY_PREFIX));
  const others = stored.filter((key) => userId === undefined || key !== storedReadsKey(userId));
  await Promise.all(others.map((key) => del(key)));
}
