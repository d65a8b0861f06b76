import { Alert, Button, Skeleton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BroadcastChannel } from '../../dataProvider/broadcastApi';
import { formatCount } from '../../format';
import { LoadFailure } from '../../layout/LoadFailure';

/**
 * Said before anything is typed: which WhatsApp the broadcast goes through, its daily limit, and for
 * a linked phone the risk of a ban (docs/whatsapp.md, Two transports); with none, why and who can
 * change it.
 */
export function BroadcastChannelNotice({ query }: { query: UseQueryResult<BroadcastChannel> }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.broadcast.channel.${key}`, options);
  const channel = query.data;
  if (!channel && query.isError) return <LoadFailure error={query.error} message="app.broadcast.channel.failed" onRetry={() => void query.refetch()} />;
  if (!channel) return <Skeleton variant="rounded" height={72} aria-hidden />;
  if (channel.transport === null) return <Alert severity="error">{t('off')}</Alert>;
  const limit = channel.daily_limit === null ? t('unlimited') : formatCount(channel.daily_limit);
  if (channel.transport === 'cloud') return <Alert severity="success">{t('cloud', { limit })}</Alert>;
  return (
    <Stack spacing={1}>
      <Alert severity="warning">{t('linked', { limit })}</Alert>
      {channel.phone_linked ? null : (
        <Alert severity="warning" action={<Button component={Link} to="/whatsapp/sinkronisasi">{translate('app.broadcast.link_now')}</Button>}>
          {translate('app.broadcast.not_linked')}
        </Alert>
      )}
    </Stack>
  );
}
