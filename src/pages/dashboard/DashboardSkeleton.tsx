import { Box, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CARD_GRID, CHART_GRID } from './layout';

/** The dashboard's shape while its figures load. */
export function DashboardSkeleton() {
  const translate = useTranslate();
  return (
    <Box role="status" aria-busy="true" aria-label={translate('app.dashboard.loading')}>
      <Box sx={CARD_GRID}>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={96} />
        ))}
      </Box>
      <Box sx={CHART_GRID}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={420} />
        ))}
      </Box>
    </Box>
  );
}
