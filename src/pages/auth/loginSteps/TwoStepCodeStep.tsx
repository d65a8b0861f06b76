import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Button } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Form, SaveButton, TextInput, required, useTranslate } from 'react-admin';
import type { LoginAnswer } from '../../../../domain/schemas/securityRules';
import { loginStepsApi } from '../../../dataProvider/securityApi';
import { CodeInput } from '../../security/twoStep/CodeInput';
import { AuthShell } from '../AuthShell';
import { FormAlert } from '../FormAlert';
import { useServerForm } from '../useServerForm';

type Props = { challenge: string; onAnswer(answer: LoginAnswer): Promise<void>; footer: ReactNode };

/** The second step of a login: the authenticator's code, or one of the recovery codes. */
export function TwoStepCodeStep({ challenge, onAnswer, footer }: Props) {
  const translate = useTranslate();
  const [recovery, setRecovery] = useState(false);
  const { onSubmit, error } = useServerForm(async (values: { code?: string; recovery_code?: string }) => {
    const proof = recovery ? { recovery_code: String(values.recovery_code).trim() } : { code: String(values.code).trim() };
    await onAnswer(await loginStepsApi.twoStep({ challenge, ...proof }));
  });
  return (
    <AuthShell title="app.security.login.code_title" subtitle={recovery ? 'app.security.login.recovery_intro' : 'app.security.login.code_intro'}>
      {/* A new form for each way in: the other field's value and errors do not follow. */}
      <Form key={String(recovery)} onSubmit={onSubmit} disableInvalidFormNotification>
        <FormAlert message={error} />
        {recovery ? (
          <TextInput source="recovery_code" label="app.security.login.recovery_code" autoComplete="off" validate={required()} fullWidth />
        ) : (
          <CodeInput autoFocus />
        )}
        <SaveButton label="app.security.login.verify" icon={<VerifiedUserIcon />} alwaysEnable fullWidth sx={{ mt: 2 }} />
      </Form>
      <Button onClick={() => setRecovery((now) => !now)} sx={{ mt: 1 }}>
        {translate(recovery ? 'app.security.login.use_code' : 'app.security.login.use_recovery')}
      </Button>
      {footer}
    </AuthShell>
  );
}
