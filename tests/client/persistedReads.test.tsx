import 'fake-indexeddb/auto';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { get, keys } from 'idb-keyval';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePersistedQueries } from '../../src/offline/persistedQueries';
import { forgetReadsExcept, storedReadsKey } from '../../src/offline/storedReads';
import { ADMIN, logIn } from './session';
import { testQueryClient } from './testQueryClient';

/** What the signed-in user read is kept on the device, and nothing of it after logging out (offline/persistedQueries.ts). */

afterEach(() => {
  vi.useRealTimers();
});

function keepReads() {
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { unmount } = renderHook(() => usePersistedQueries(), { wrapper });
  return { queryClient, unmount };
}

describe('the reads kept on the device', () => {
  it('keeps what the user read under their id', async () => {
    logIn();
    const { queryClient } = keepReads();
    // The reads are written from once those kept earlier are read back: the answer arrives again until then.
    await waitFor(async () => {
      queryClient.setQueryData(['prospect', 'list'], { total: 3 });
      expect(await get<string>(storedReadsKey(ADMIN.id))).toContain('"total":3');
    });
  });

  it('stores nothing more once the app left the signed-in layout, not even the write it had put off', async () => {
    logIn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const { queryClient, unmount } = keepReads();
    await vi.waitFor(async () => {
      queryClient.setQueryData(['prospect', 'list'], { total: 3 });
      expect(await keys()).toContain(storedReadsKey(ADMIN.id));
    });
    // Within the persister's second: this write waits for the next one.
    queryClient.setQueryData(['prospect', 'list'], { total: 4 });
    unmount();
    // Logging out deletes what was kept (authProvider).
    await forgetReadsExcept();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await keys()).toEqual([]);
  });
});
