import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AuthLink, AuthLinks } from './auth/AuthLinks';
import { AuthShell } from './auth/AuthShell';

/**
 * react-admin's not-found content in the public frame, for public routes whose screens are not
 * built yet (/whatsapp/sinkronisasi, /whatsapp/step). react-admin's own <NotFound> cannot serve:
 * it asks for a session and would send a visitor without one to /login.
 */
export default function PublicNotFoundPage() {
  const translate = useTranslate();
  return (
    <AuthShell title="ra.page.not_found">
      <Typography variant="body2">{translate('ra.message.not_found')}</Typography>
      <AuthLinks>
        <AuthLink to="/" label="ra.action.back" />
      </AuthLinks>
    </AuthShell>
  );
}
