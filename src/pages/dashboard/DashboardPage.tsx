import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { LoadFailure } from '../../layout/LoadFailure';
import { DashboardContent } from './DashboardContent';
import { DashboardSkeleton } from './DashboardSkeleton';
import { DashboardTabs } from './DashboardTabs';
import { Greeting } from './Greeting';
import { useDashboardSummary } from './summary';
import { useToday } from './today';
import { TodayList } from './TodayList';

/**
 * /dashboard, the landing page: the figures of the user's reach (company, group or own), each
 * opening the list it counts, and the month's target progress (TargetCard). A salesperson's opens
 * on "Hari ini", whom to contact today, above their figures; the others find it in a tab.
 */
export default function DashboardPage() {
  const summary = useDashboardSummary();
  // Asked for at once with the summary, not after it: the round trips of a phone's network add up.
  useToday();
  return (
    <Box sx={{ py: 2 }}>
      <Title title="app.dashboard.title" />
      <Greeting scope={summary.data?.scope} />
      {/* A retry after a failure shows the loading state again, not the old error. */}
      {summary.isPending || (summary.isError && summary.isFetching) ? (
        <DashboardSkeleton />
      ) : summary.isError ? (
        <LoadFailure error={summary.error} message="app.dashboard.error" onRetry={() => void summary.refetch()} />
      ) : summary.data.scope === 'own' ? (
        <>
          <TodayList showOwner={false} />
          <DashboardContent summary={summary.data} />
        </>
      ) : (
        <DashboardTabs summary={summary.data} />
      )}
    </Box>
  );
}
