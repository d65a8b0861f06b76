import LoginIcon from '@mui/icons-material/Login';
import { LinearProgress } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { Form, SaveButton, useTranslate } from 'react-admin';
import type { LoginStep } from '../../domain/schemas/securityRules';
import { prefetchLanding } from '../adminChunks';
import { lazyWithReload } from '../chunkReload';
import { withPageTexts } from '../i18n';
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

// Only a login the company's security rules ask more of downloads the later steps, with the pages' texts.
const LoginSteps = lazyWithReload(() => withPageTexts(import('./auth/loginSteps/LoginSteps')));

function LoginForm() {
  const enterApp = useEnterApp();
  const running = useAppRunning();
  const [typedBeforeStart] = useState(takeTypedLogin);
  useSessionEndNotice();
  // The app behind the login downloads while the user types.
  useEffect(prefetchLanding, []);
  const translate = useTranslate();
  const [step, setStep] = useState<LoginStep>();
  const { onSubmit, error } = useServerForm(async (values: Credentials) => {
    // The HTTP client and the session code are not needed to show the form (docs/client.md, "Bundles").
    const { authProvider } = await import('../authProvider');
    const next = await authProvider.login(values);
    if (next) setStep(next);
    else await enterApp();
  });

  if (step) {
    return (
      <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
        <LoginSteps first={step} onRestart={() => setStep(undefined)} />
      </Suspense>
    );
  }
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
