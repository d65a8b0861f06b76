import { LinearProgress } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { LoginAnswer } from '../../../../domain/schemas/securityRules';
import { loginStepsApi } from '../../../dataProvider/securityApi';
import { messageOf, fieldErrorsOf } from '../../../records/errors';
import { AuthenticatorSetup } from '../../security/twoStep/AuthenticatorSetup';
import { RecoveryCodes } from '../../security/twoStep/RecoveryCodes';
import { AuthShell } from '../AuthShell';
import { FormAlert } from '../FormAlert';

type Props = { challenge: string; onAnswer(answer: LoginAnswer): Promise<void>; footer: ReactNode };

/**
 * A member the company's rule covers sets up the authenticator here rather than being locked out: the
 * QR and key, a code, then the recovery codes, shown once before the app opens.
 */
export function EnrollStep({ challenge, onAnswer, footer }: Props) {
  const translate = useTranslate();
  const setUp = useMutation({ mutationFn: () => loginStepsApi.setUp(challenge) });
  const [confirmed, setConfirmed] = useState<LoginAnswer & { recovery_codes: string[] }>();
  const [error, setError] = useState<string>();
  const { mutate } = setUp;
  useEffect(() => mutate(), [mutate]);

  const confirm = async (code: string) => {
    setError(undefined);
    try {
      setConfirmed(await loginStepsApi.confirm({ challenge, code }));
      return undefined;
    } catch (caught) {
      const errors = fieldErrorsOf(caught);
      if (!Object.keys(errors).length) setError(messageOf(caught));
      return errors;
    }
  };

  return (
    <AuthShell title="app.security.login.enroll_title" subtitle={confirmed ? undefined : 'app.security.login.enroll_intro'}>
      <FormAlert message={error ?? (setUp.isError ? messageOf(setUp.error) : undefined)} />
      {confirmed ? (
        <RecoveryCodes codes={confirmed.recovery_codes} onDone={() => void onAnswer(confirmed)} />
      ) : setUp.data ? (
        <AuthenticatorSetup setup={setUp.data} onConfirm={confirm} />
      ) : setUp.isPending ? (
        <LinearProgress aria-label={translate('app.security.setup.loading')} />
      ) : null}
      {footer}
    </AuthShell>
  );
}
