import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { LoadFailure } from '../../layout/LoadFailure';
import { DashboardContent } from './DashboardContent';
import { DashboardSkeleton } from './DashboardSkeleton';
import { Greeting } from './Greeting';
import { useDashboardSummary } from './summary';

/**
 * /dashboard, the landing page: the figures of the user's reach (company, group or own), each
 * opening the list it counts, and the month's target progress (TargetCard).
 */
export default function DashboardPage() {
  const summary = useDashboardSummary();
  return (
    <Box sx={{ py: 2 }}>
      <Title title="app.dashboard.title" />
      <Greeting scope={summary.data?.scope} />
      {/* A retry after a failure shows the loading state again, not the old error. */}
      {summary.isPending || (summary.isError && summary.isFetching) ? (
        <DashboardSkeleton />
      ) : summary.isError ? (
        <LoadFailure error={summary.error} message="app.dashboard.error" onRetry={() => void summary.refetch()} />
      ) : (
        <DashboardContent summary={summary.data} />
      )}
    </Box>
  );
}
