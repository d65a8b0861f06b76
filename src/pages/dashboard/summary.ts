import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { dataProvider as appDataProvider, type AppDataProvider } from '../../dataProvider';

const summaryQuery = (dataProvider: AppDataProvider) => ({
  queryKey: ['dashboardSummary'],
  queryFn: () => dataProvider.dashboardSummary(),
  retry: false,
});

/** The summary; a failure is shown with a retry button rather than retried behind the user's back. */
export const useDashboardSummary = () => useQuery(summaryQuery(useDataProvider<AppDataProvider>()));

/**
 * Asks for the summary ahead of the page (pages/auth/useEnterApp.ts); a failure is left to the page.
 * The public shell that asks has no dataProvider context, so this takes the app's own.
 */
export const prefetchDashboardSummary = (queryClient: QueryClient) => queryClient.prefetchQuery(summaryQuery(appDataProvider));
