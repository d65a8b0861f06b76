import { Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { LoadFailure } from '../../layout/LoadFailure';
import { SettingPage } from '../../layout/setting/SettingPage';
import { PlanLimitRow } from './PlanLimitRow';

function Plan() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.plan.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const plan = useQuery({ queryKey: ['plan'], queryFn: () => dataProvider.plan() });
  const headingId = useId();

  if (plan.isPending) return <LinearProgress aria-label={t('loading')} sx={{ mt: 2 }} />;
  if (plan.isError) {
    return (
      <Box sx={{ mt: 2 }}>
        <LoadFailure error={plan.error} message="app.plan.load_failed" onRetry={() => void plan.refetch()} />
      </Box>
    );
  }
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="body1" sx={{ fontWeight: 500 }}>
          {plan.data.name === null ? t('no_plan') : t('name', { name: plan.data.name })}
        </Typography>
        <Typography id={headingId} component="h2" variant="h6" sx={{ mt: 2 }}>
          {t('limits_title')}
        </Typography>
        <Box component="ul" aria-labelledby={headingId} sx={{ m: 0, p: 0 }}>
          {plan.data.limits.map((limit) => (
            <PlanLimitRow key={limit.limit} limit={limit} />
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('storage_note')}
        </Typography>
        <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
          {t('at_limit_title')}
        </Typography>
        <Typography variant="body2">{t('at_limit')}</Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('contact')}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** /setting/paket (Paket Berlangganan, Administrators only): the company's plan, each limit's usage, and what happens at a limit. */
export default function PlanPage() {
  // The plan is asked for inside the page's access rule: nothing is requested for a refused user.
  return (
    <SettingPage show="paketBerlangganan" title="app.plan.title">
      <Plan />
    </SettingPage>
  );
}
