import LockResetIcon from '@mui/icons-material/LockReset';
import type { ReactNode } from 'react';
import { Form, SaveButton, minLength } from 'react-admin';
import type { LoginAnswer } from '../../../../domain/schemas/securityRules';
import { loginStepsApi } from '../../../dataProvider/securityApi';
import { validateNewPassword } from '../../../validators';
import { NewPasswordInput, PasswordConfirmationInput } from '../fields';
import { AuthShell } from '../AuthShell';
import { FormAlert } from '../FormAlert';
import { useServerForm } from '../useServerForm';

type Props = { challenge: string; minLength: number; onAnswer(answer: LoginAnswer): Promise<void>; footer: ReactNode };

/** A password an administrator set is replaced by the member's own before the app opens. */
export function PasswordStep({ challenge, minLength: min, onAnswer, footer }: Props) {
  const { onSubmit, error } = useServerForm(async (values: { password: string }) => {
    await onAnswer(await loginStepsApi.changePassword({ challenge, password: values.password }));
  });
  return (
    <AuthShell title="app.security.login.password_title" subtitle="app.security.login.password_intro" subtitleArgs={{ min }}>
      <Form onSubmit={onSubmit} disableInvalidFormNotification>
        <FormAlert message={error} />
        <NewPasswordInput
          label="app.security.login.new_password"
          validate={[...validateNewPassword, minLength(min, 'app.security.login.too_short')]}
          fullWidth
        />
        <PasswordConfirmationInput />
        <SaveButton label="app.security.login.password_submit" icon={<LockResetIcon />} alwaysEnable fullWidth sx={{ mt: 2 }} />
      </Form>
      {footer}
    </AuthShell>
  );
}
