import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { getToken } from '../../authProvider/session';
import { AuthLink, AuthLinks } from '../auth/AuthLinks';
import { AuthShell } from '../auth/AuthShell';
import { LinkPanel } from './LinkPanel';

/**
 * /whatsapp/sinkronisasi (docs/product.md): reachable without a session, as the product says, but
 * a visitor only gets the explanation and the way in; the QR is the signed-in account's own.
 */
export default function WhatsAppSyncPage() {
  const translate = useTranslate();
  const signedIn = getToken() !== undefined;
  return (
    <AuthShell title="app.whatsapp.sync_title" subtitle="app.whatsapp.sync_subtitle" maxWidth={520}>
      {signedIn ? <LinkPanel /> : <Typography variant="body2">{translate('app.whatsapp.login_needed')}</Typography>}
      <AuthLinks>
        {signedIn ? <AuthLink to="/dashboard" label="app.whatsapp.open_app" /> : <AuthLink to="/login" label="app.whatsapp.login" />}
        <AuthLink to="/whatsapp/step" label="app.whatsapp.guide" />
      </AuthLinks>
    </AuthShell>
  );
}
