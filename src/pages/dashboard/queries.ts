import type { QueryClient } from '@tanstack/react-query';
import { dataProvider as appDataProvider, type AppDataProvider } from '../../dataProvider';
import { STALE_AFTER_WRITES } from '../../queryClient';

/**
 * How long an answer of the dashboard counts as fresh: the page that mounts just after it was asked
 * for ahead shows it without asking again (a second round trip on a phone's network, and a second
 * drawing of the page). Any save of the user's counts them stale again (STALE_AFTER_WRITES), and
 * react-admin's refresh asks again all the same.
 */
const ASKED_AHEAD_FRESH_MS = 30_000;

/** The summary; a failure is shown with a retry button rather than retried behind the user's back. */
export const summaryQuery = (dataProvider: AppDataProvider) => ({
  queryKey: ['dashboardSummary'],
  queryFn: () => dataProvider.dashboardSummary(),
  retry: false,
  staleTime: ASKED_AHEAD_FRESH_MS,
  meta: STALE_AFTER_WRITES,
});

/** "Hari ini"; a failure is shown with a retry button. */
export const todayQuery = (dataProvider: AppDataProvider) => ({
  queryKey: ['today'],
  queryFn: () => dataProvider.today(),
  retry: false,
  staleTime: ASKED_AHEAD_FRESH_MS,
  meta: STALE_AFTER_WRITES,
});

/**
 * Asks for the summary and "Hari ini" ahead of the page (pages/auth/useEnterApp.ts); a failure is
 * left to the page. The public shell that asks has no dataProvider context, so this takes the app's own.
 */
export const askDashboardAhead = (queryClient: QueryClient) =>
  Promise.all([queryClient.prefetchQuery(summaryQuery(appDataProvider)), queryClient.prefetchQuery(todayQuery(appDataProvider))]);
