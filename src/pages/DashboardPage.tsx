import { Card, CardContent, Typography } from '@mui/material';
import { Loading, Title, useGetIdentity, useTranslate } from 'react-admin';

/** /dashboard for now: who is logged in, with their role and group. */
export default function DashboardPage() {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  if (isPending) return <Loading />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.dashboard.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        <Typography variant="body1">
          {translate('app.dashboard.role')}: {identity?.role_name ?? '-'}
        </Typography>
        <Typography variant="body1">
          {translate('app.dashboard.group')}: {identity?.group_name ?? translate('app.dashboard.no_group')}
        </Typography>
      </CardContent>
    </Card>
  );
}
