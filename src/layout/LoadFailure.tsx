import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { failureMessage } from './useNotifyFailure';

type LoadFailureProps = {
  error: unknown;
  /** The page's failure sentence, a catalogue key with `%{message}` ('Gagal memuat dasbor: …'). */
  message: string;
  onRetry: () => void;
};

/** What a page needs could not be loaded: why, and a way to try again. */
export function LoadFailure({ error, message, onRetry }: LoadFailureProps) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.load_failure.retry')}
        </Button>
      }
    >
      {translate(message, { message: failureMessage(error, translate) })}
    </Alert>
  );
}
