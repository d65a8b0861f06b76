import { MutationCache, onlineManager, QueryClient, type Query } from '@tanstack/react-query';
import { gotNoAnswer, isFinalRefusal } from './dataProvider/answerStatus';

/** What was read stays readable without signal this long (offline/persistedQueries.ts). */
export const OFFLINE_READS_MS = 24 * 60 * 60_000;

/**
 * A query's `meta` for an answer kept fresh a while (`staleTime`) that a write of the user's may
 * change, as the dashboard's figures and "Hari ini" (pages/dashboard/queries.ts): any save the app
 * makes counts it stale again, so the page asks anew the next time it opens.
 */
export const STALE_AFTER_WRITES = { staleAfterWrites: true } as const;

const staleAfterWrites = (query: Query) => query.meta?.staleAfterWrites === true;

/** How many times react-query asks again after a failure it may outlive (its default). */
const RETRIES = 3;

/**
 * Whether a failed read is asked again. A read that got no answer at all (the http layer's status
 * 0) waits for the network as long as it takes: the http layer has counted the app as offline
 * (offline/connectivity.ts), so react-query pauses the read, and the page keeps what it showed
 * instead of an error.
 */
const retryRead = (failures: number, error: unknown): boolean =>
  gotNoAnswer(error) || (failures < RETRIES && !isFinalRefusal(error));

/**
 * The one query client of the app. A refused read is not retried: a page the role does not open
 * shows its 403 or 404 at once, not after react-query's 7 s of retries (three, backing off). What
 * was read stays in memory as long as it is kept for reading offline.
 */
export function createQueryClient(): QueryClient {
  // react-query assumes a network until the browser says it went away; an app opened without
  // signal would ask, fail three times and show errors over the answers read back from the device.
  onlineManager.setOnline(navigator.onLine);
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: () => queryClient.invalidateQueries({ predicate: staleAfterWrites }),
    }),
    defaultOptions: {
      queries: { retry: retryRead, gcTime: OFFLINE_READS_MS },
      // A save runs without signal too, never paused: one kept on the device (offline/useCreateOrQueue.ts,
      // offline/useEditOrQueue.ts) goes into the outbox at once, and any other fails at once and says
      // it could not reach the server, instead of a button that spins until the signal returns.
      mutations: { networkMode: 'always' },
    },
  });
  // react-admin's questions to the auth provider (who is signed in, may this role open this record)
  // run without signal too: the provider answers them from the device then (rememberOnDevice).
  // Paused like a data query, each record's "may open" stayed unanswered offline, and a list drew
  // its rows without their links.
  queryClient.setQueryDefaults(['auth'], { networkMode: 'always' });
  return queryClient;
}
