import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { failureMessage } from '../../layout/useNotifyFailure';

/** The summary could not be loaded: why, and a way to try again. */
export function DashboardError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.dashboard.retry')}
        </Button>
      }
    >
      {translate('app.dashboard.error', { message: failureMessage(error, translate) })}
    </Alert>
  );
}
