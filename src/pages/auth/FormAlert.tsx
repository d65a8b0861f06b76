import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A message for the whole form; it may be a translation key or the server's own text. */
type FormAlertProps = { message?: string; severity?: 'error' | 'success' | 'warning' };

export function FormAlert({ message, severity = 'error' }: FormAlertProps) {
  const translate = useTranslate();
  if (!message) return null;
  return (
    <Alert severity={severity} sx={{ mb: 2 }} role="alert">
      {translate(message, { _: message })}
    </Alert>
  );
}
