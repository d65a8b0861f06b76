import LoginIcon from '@mui/icons-material/Login';
import { useEffect, useState } from 'react';
import { Form, SaveButton } from 'react-admin';
import { prefetchLanding } from '../adminChunks';
import { AuthLink, AuthLinks } from './auth/AuthLinks';
import { AuthShell } from './auth/AuthShell';
import { CurrentPasswordInput, EmailInput } from './auth/fields';
import { FormAlert } from './auth/FormAlert';
import { GuestOnly } from './auth/GuestOnly';
import { useEnterApp } from './auth/useEnterApp';
import { useServerForm } from './auth/useServerForm';
import { useSessionEndNotice } from './auth/useSessionEndNotice';
import { takeTypedLogin, useAppRunning } from './auth/typedBeforeStart';

type Credentials = { email: string; password: string };

function LoginForm() {
  const enterApp = useEnterApp();
  const running = useAppRunning();
  const [typedBeforeStart] = useState(takeTypedLogin);
  useSessionEndNotice();
  // The app behind the login downloads while the user types.
  useEffect(prefetchLanding, []);
  const { onSubmit, error } = useServerForm(async (values: Credentials) => {
    // The HTTP client and the session code are not needed to show the form (docs/client.md, "Bundles").
    const { authProvider } = await import('../authProvider');
    await authProvider.login(values);
    await enterApp();
  });

  return (
    <AuthShell title="app.login.title" subtitle="app.login.subtitle">
      <Form onSubmit={onSubmit} defaultValues={typedBeforeStart} disableInvalidFormNotification>
        <FormAlert message={error} />
        <EmailInput />
        <CurrentPasswordInput />
        <SaveButton label="app.login.submit" icon={<LoginIcon />} alwaysEnable={running} fullWidth sx={{ mt: 2 }} />
      </Form>
      <AuthLinks>
        <AuthLink to="/forgot_password" label="app.login.forgot_password" />
        <AuthLink to="/register" prefix="app.login.no_account" label="app.login.register" />
        <AuthLink to="/privacy-policy" label="app.auth.privacy_policy" />
      </AuthLinks>
    </AuthShell>
  );
}

export default function LoginPage() {
  return (
    <GuestOnly>
      <LoginForm />
    </GuestOnly>
  );
}
