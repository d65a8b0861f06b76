import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClient } from '@tanstack/query-persist-client-core';
import { useQueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { useEffect } from 'react';
import { getStoredUser } from '../authProvider/session';
import { OFFLINE_READS_MS } from '../queryClient';
import { appVersion } from '../version/build';
import { canStoreReads, forgetReadsExcept, storedReadsKey } from './storedReads';
import { OUTBOX } from './useOutbox';

/**
 * Keeps every answer the signed-in user has read in IndexedDB, under their id, and puts it back in
 * the query client when the app opens again: without signal the pages show what they last showed.
 * Another user's answers on the same phone are deleted first; logging out deletes the user's own
 * (authProvider).
 */
export function usePersistedQueries(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const userId = getStoredUser()?.id;
    if (userId === undefined || !canStoreReads()) return;
    void forgetReadsExcept(userId);
    // The persister writes at most once a second, so its last write may fall after the layout is
    // gone: after logging out, which deleted the user's reads, that write would store them again.
    let persisting = true;
    const persister = createAsyncStoragePersister({
      storage: { getItem: get, setItem: (key: string, value: string) => (persisting ? set(key, value) : Promise.resolve()), removeItem: del },
      key: storedReadsKey(userId),
      throttleTime: 1000,
    });
    const [unsubscribe] = persistQueryClient({
      queryClient,
      persister,
      maxAge: OFFLINE_READS_MS,
      // Answers shaped by another version of the app are not read back.
      buster: appVersion(),
      // The waiting changes are on the device already (offline/outbox.ts).
      dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' && query.queryKey[0] !== OUTBOX },
    });
    return () => {
      persisting = false;
      unsubscribe();
    };
  }, [queryClient]);
}
