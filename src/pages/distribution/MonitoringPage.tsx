import { Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LinearProgress, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { MonitoringQuery } from '../../dataProvider/distributionTypes';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { Section } from '../../records/layout';
import { SettingPage } from '../../layout/setting/SettingPage';
import { DistributionPlanner } from './DistributionPlanner';
import { GroupFiguresTable, UserFiguresTable, type StaleOwner } from './MonitoringTables';

/** /setting/Monitoring (Monitoring User): what each salesperson and group received in a period and what became of it. */
function Monitoring() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.distribution.monitoring.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<MonitoringQuery>({ days: 3 });
  const [redistributing, setRedistributing] = useState<StaleOwner | null>(null);
  const { data, error } = useQuery({
    queryKey: ['distribution', 'monitoring', query],
    queryFn: () => dataProvider.distributionMonitoring(query),
  });
  useEffect(() => {
    if (error) notifyFailure('app.distribution.monitoring.failed', error);
  }, [error, notifyFailure]);
  const day = (name: 'from' | 'to') => (
    <TextField
      type="date"
      label={t(name)}
      value={query[name] ?? ''}
      onChange={(event) => setQuery({ ...query, [name]: event.target.value || undefined })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        {day('from')}
        {day('to')}
        <TextField
          type="number"
          label={t('days')}
          value={query.days}
          onChange={(event) => setQuery({ ...query, days: Math.max(0, Number(event.target.value) || 0) })}
          slotProps={{ htmlInput: { min: 0, max: 365, step: 1 } }}
        />
      </Stack>
      {!data ? (
        !error && <LinearProgress />
      ) : (
        <>
          <Card sx={{ mt: 2 }}>
            <CardContent>
              <Section title="app.distribution.monitoring.by_user">
                <UserFiguresTable users={data.users} days={query.days} onRedistribute={setRedistributing} />
              </Section>
            </CardContent>
          </Card>
          <Card sx={{ mt: 2 }}>
            <CardContent>
              <Section title="app.distribution.monitoring.by_group">
                <GroupFiguresTable groups={data.groups} />
              </Section>
            </CardContent>
          </Card>
        </>
      )}
      <Dialog open={redistributing !== null} onClose={() => setRedistributing(null)} fullWidth maxWidth="sm">
        {redistributing && (
          <>
            <DialogTitle>{t('redistribute_title', { n: redistributing.stale, name: redistributing.name })}</DialogTitle>
            <DialogContent>
              <DistributionPlanner
                source={{ kind: 'untouched', id_user: redistributing.id_user, days: query.days }}
                onApplied={() => {
                  setRedistributing(null);
                  void queryClient.invalidateQueries({ queryKey: ['distribution', 'monitoring'] });
                }}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setRedistributing(null)}>{t('close')}</Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
}

export default function MonitoringPage() {
  // Asked for inside the page's access rule: nothing is requested for (and no failure shown to) a refused user.
  return (
    <SettingPage show="distribusiData" title="app.setting_menu.monitoring_user" guide="distribusi-data">
      <Monitoring />
    </SettingPage>
  );
}
