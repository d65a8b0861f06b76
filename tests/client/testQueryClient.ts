import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../src/queryClient';

const made = new Set<QueryClient>();

/**
 * The app's query client for one test's render, stopped after the test (setup.ts): an unmounted
 * app's retries would otherwise reach the next test's handlers, or none, and a call unanswered there
 * takes the next test's app offline (src/offline/connectivity.ts), where its reads wait forever.
 */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  made.add(client);
  return client;
}

export async function stopTestQueryClients() {
  for (const client of made) {
    await client.cancelQueries();
    client.clear();
  }
  made.clear();
}
