import { useQuery, type QueryClient } from '@tanstack/react-query';
import { http } from '../../dataProvider/http';

export const DASHBOARD_SUMMARY = '/api/dashboard/v1/summary';

export type StatusCount = { status: string; count: number };

/** `GET /api/dashboard/v1/summary`: the caller's figures, each equal to the total of a filtered list. */
export type DashboardSummary = {
  scope: 'company' | 'group' | 'own';
  prospects_total: number;
  prospects_by_status: StatusCount[];
  new_prospects_month: number;
  deals_month: number;
  followups_due_today: number;
  followups_overdue: number;
  orders_by_status: StatusCount[];
  funnel: { stage: string; count: number }[];
};

const summaryQuery = {
  queryKey: ['dashboardSummary'],
  queryFn: async () => (await http.get<{ data: DashboardSummary }>(DASHBOARD_SUMMARY)).data.data,
  retry: false,
};

/** The summary; a failure is shown with a retry button rather than retried behind the user's back. */
export const useDashboardSummary = () => useQuery(summaryQuery);

/** Asks for the summary ahead of the page (pages/auth/useEnterApp.ts); a failure is left to the page. */
export const prefetchDashboardSummary = (queryClient: QueryClient) => queryClient.prefetchQuery(summaryQuery);
