import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useOnline } from './useOnline';

/**
 * Says, above every page, that the app has no signal and shows what the device kept: the lists and
 * records keep their last answers, and what has none yet waits instead of failing.
 */
export function OfflineNotice() {
  const translate = useTranslate();
  if (useOnline()) return null;
  return (
    <Alert role="status" severity="warning" icon={<CloudOffIcon fontSize="inherit" />} sx={{ mt: 1 }}>
      {translate('app.offline.notice')}
    </Alert>
  );
}
