import { onlineManager, QueryClient } from '@tanstack/react-query';

/** What was read stays readable without signal this long (offline/persistedQueries.ts). */
export const OFFLINE_READS_MS = 24 * 60 * 60_000;

/** How many times react-query asks again after a failure it may outlive (its default). */
const RETRIES = 3;

/** A refusal (4xx) comes back the same however often it is asked, except a timeout or a rate limit. */
const isFinalRefusal = (error: unknown): boolean => {
  const status = error && typeof error === 'object' && 'status' in error ? error.status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
};

/**
 * The one query client of the app. A refused read is not retried: a page the role does not open
 * shows its 403 or 404 at once, not after react-query's 7 s of retries (three, backing off). What
 * was read stays in memory as long as it is kept for reading offline.
 */
export function createQueryClient(): QueryClient {
  // react-query assumes a network until the browser says it went away; an app opened without
  // signal would ask, fail three times and show errors over the answers read back from the device.
  onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: { retry: (failures, error) => failures < RETRIES && !isFinalRefusal(error), gcTime: OFFLINE_READS_MS },
    },
  });
}
