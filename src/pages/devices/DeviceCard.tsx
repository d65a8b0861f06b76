import ComputerIcon from '@mui/icons-material/Computer';
import DevicesOtherIcon from '@mui/icons-material/DevicesOther';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import TabletIcon from '@mui/icons-material/Tablet';
import TvIcon from '@mui/icons-material/Tv';
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeviceType } from '../../../domain/vocabularies';
import type { DeviceSession } from '../../dataProvider/devicesApi';
import { formatDateTime } from '../../format';
import { deviceName } from './deviceName';

const ICONS: Record<DeviceType, typeof ComputerIcon> = {
  desktop: ComputerIcon,
  mobile: SmartphoneIcon,
  tablet: TabletIcon,
  tv: TvIcon,
  bot: SmartToyIcon,
};

type DeviceCardProps = {
  session: DeviceSession;
  /** An Administrator's list holds everyone's sessions: each card names its user. */
  showUser: boolean;
  onEnd: (session: DeviceSession) => void;
};

/**
 * One open session: the device and browser (with its kind and model), 'Perangkat ini' for the
 * caller's own, whose it is on an Administrator's list, the login's address, first and last use,
 * and 'Akhiri sesi'.
 */
export function DeviceCard({ session, showUser, onEnd }: DeviceCardProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.devices.${key}`, options);
  const name = deviceName(session.device, translate);
  const Icon = session.device.type ? ICONS[session.device.type] : DevicesOtherIcon;
  const kind = [session.device.type && t(`types.${session.device.type}`), session.device.model].filter(Boolean).join(' · ');
  const known = Boolean(session.device.browser || session.device.os);
  // [term, value, whether the value stays on one line (a date)]
  const facts: [string, string, boolean][] = [
    ...(showUser ? [[t('user'), session.user_name, false] as [string, string, boolean]] : []),
    [t('ip'), session.ip ?? t('no_ip'), false],
    [t('first_used'), formatDateTime(session.created_at), true],
    [t('last_used'), formatDateTime(session.last_used_at), true],
  ];
  const endLabel = session.current || !showUser ? t('end_label', { device: name }) : t('end_label_of', { device: name, user: session.user_name });
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex', flexDirection: 'column', ...(session.current && { borderColor: 'primary.main' }) }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Icon color="action" aria-hidden sx={{ mt: 0.25 }} />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              {session.current && <Chip size="small" color="primary" label={t('current')} />}
            </Stack>
            {kind && (
              <Typography variant="body2" color="text.secondary">
                {kind}
              </Typography>
            )}
            {/* What the server could not read is shown as the browser sent it, for whoever knows the device. */}
            {!known && session.user_agent && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
                {session.user_agent}
              </Typography>
            )}
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5, m: 0, mt: 1.5, '& dd': { m: 0, overflowWrap: 'anywhere' } }}
            >
              {facts.map(([term, value, oneLine]) => [
                <Typography key={`${term}-t`} component="dt" variant="body2" color="text.secondary">
                  {term}
                </Typography>,
                <Typography key={`${term}-d`} component="dd" variant="body2" sx={oneLine ? { whiteSpace: 'nowrap' } : undefined}>
                  {value}
                </Typography>,
              ])}
            </Box>
          </Box>
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
        <Button size="small" color="error" onClick={() => onEnd(session)} aria-label={endLabel}>
          {t('end')}
        </Button>
      </CardActions>
    </Card>
  );
}
