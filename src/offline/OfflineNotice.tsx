import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Alert } from '@mui/material';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';

const isOnline = () => onlineManager.isOnline();

/**
 * Says, above every page, that the app has no signal and shows what the device kept: the lists and
 * records keep their last answers, and what has none yet waits instead of failing.
 */
export function OfflineNotice() {
  const translate = useTranslate();
  const online = useSyncExternalStore((notify) => onlineManager.subscribe(notify), isOnline);
  if (online) return null;
  return (
    <Alert role="status" severity="warning" icon={<CloudOffIcon fontSize="inherit" />} sx={{ mt: 1 }}>
      {translate('app.offline.notice')}
    </Alert>
  );
}
