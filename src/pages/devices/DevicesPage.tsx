import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Loading, useDataProvider, useLogout, useNotify, useTranslate } from 'react-admin';
import { isAdministrator } from '../../../domain/permissions';
import { useAccessSubject } from '../../authProvider/useAccessSubject';
import type { AppDataProvider } from '../../dataProvider';
import type { DeviceSession } from '../../dataProvider/devicesApi';
import { LoadFailure } from '../../layout/LoadFailure';
import { SettingPageFrame } from '../../layout/setting/SettingPage';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { PageFooter, PER_PAGE } from '../distribution/PageFooter';
import { DeviceCard } from './DeviceCard';
import { deviceName } from './deviceName';
import { UserFilter } from './UserFilter';

const QUERY_KEY = 'deviceSessions';

function Devices({ administrator }: { administrator: boolean }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.devices.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const logout = useLogout();
  const [idUser, setIdUser] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(0);
  const [ending, setEnding] = useState<DeviceSession | null>(null);
  const sessions = useQuery({
    queryKey: [QUERY_KEY, idUser, page],
    queryFn: () => dataProvider.deviceSessions({ id_user: idUser }, { limit: PER_PAGE, offset: page * PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  const end = useMutation({
    mutationFn: (session: DeviceSession) => dataProvider.endDeviceSession(session.id),
    onSuccess: (_, session) => {
      notify('app.devices.ended', { type: 'success', messageArgs: { device: deviceName(session.device, translate) } });
      // The last session of a later page was ended: the page before it shows what is left.
      if (page > 0 && sessions.data?.data.length === 1) setPage(page - 1);
    },
    onError: (error) => notifyFailure('app.devices.end_failed', error),
    // Also after a failure: a session another device ended meanwhile leaves the list.
    onSettled: () => {
      setEnding(null);
      return queryClient.invalidateQueries({ queryKey: [QUERY_KEY] });
    },
  });
  const confirmEnd = (session: DeviceSession) => {
    // Ending this device's own session is a logout: the server ends it, and this app signs out.
    if (session.current) void logout();
    else end.mutate(session);
  };

  const othersSession = ending !== null && !ending.current && administrator;
  const data = sessions.data;
  return (
    <>
      <Typography variant="body2" sx={{ mt: 2, mb: 2 }}>
        {t(administrator ? 'intro_admin' : 'intro')}
      </Typography>
      {administrator && (
        <Box role="search" sx={{ mb: 2 }}>
          <UserFilter
            value={idUser}
            onChange={(next) => {
              setIdUser(next);
              setPage(0);
            }}
          />
        </Box>
      )}
      {/* A retry after a failure shows the loading state again, not the old error. */}
      {sessions.isPending || (sessions.isError && sessions.isFetching) ? (
        <LinearProgress aria-label={t('loading')} />
      ) : sessions.isError ? (
        <LoadFailure error={sessions.error} message="app.devices.load_failed" onRetry={() => void sessions.refetch()} />
      ) : data && data.data.length === 0 ? (
        <Alert severity="info">{t(idUser === undefined ? 'empty' : 'empty_user')}</Alert>
      ) : data ? (
        <>
          <Box
            component="ul"
            aria-label={t('list_label')}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(340px, 1fr))' } }}
          >
            {data.data.map((session) => (
              <DeviceCard key={session.id} session={session} showUser={administrator} onEnd={setEnding} />
            ))}
          </Box>
          {data.count > PER_PAGE && <PageFooter count={data.count} page={page} onPageChange={setPage} />}
        </>
      ) : null}
      <Confirm
        isOpen={ending !== null}
        loading={end.isPending}
        title={ending?.current ? 'app.devices.end_current_title' : 'app.devices.end_title'}
        content={ending?.current ? 'app.devices.end_current_content' : othersSession ? 'app.devices.end_content_of' : 'app.devices.end_content'}
        translateOptions={{ device: ending ? deviceName(ending.device, translate) : '', user: ending?.user_name ?? '' }}
        confirm="app.devices.end"
        confirmColor="warning"
        onConfirm={() => ending && confirmEnd(ending)}
        onClose={() => setEnding(null)}
      />
    </>
  );
}

/**
 * /setting/perangkat (Catatan Perangkat, every member; docs/sessions-and-access.md): the sessions
 * still open — one's own, an Administrator's the company's — and ending one. Not in a menu yet: the
 * main menu's 'Catatan Perangkat' links here.
 */
export default function DevicesPage() {
  const subject = useAccessSubject();
  return (
    <SettingPageFrame title="app.devices.title">{subject ? <Devices administrator={isAdministrator(subject)} /> : <Loading />}</SettingPageFrame>
  );
}
