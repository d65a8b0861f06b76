import { Box, Skeleton, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { DashboardSummary } from '../../dataProvider/types';

/** 'Selamat datang, <name>', and whose figures these are. */
export function Greeting({ scope }: { scope?: DashboardSummary['scope'] }) {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h5" component="h2">
        {isPending ? <Skeleton width={220} /> : translate('app.dashboard.greeting', { name: identity?.fullName ?? '' })}
      </Typography>
      {scope && (
        <Typography variant="body2" color="text.secondary">
          {translate(`app.dashboard.scope.${scope}`)}
        </Typography>
      )}
    </Box>
  );
}
