import LockResetIcon from '@mui/icons-material/LockReset';
import { Form, SaveButton } from 'react-admin';
import { useParams } from 'react-router-dom';
import { resetPassword } from '../authProvider/authApi';
import { AuthLink, AuthLinks, BackToLogin } from './auth/AuthLinks';
import { AuthNotice } from './auth/AuthNotice';
import { AuthShell } from './auth/AuthShell';
import { NewPasswordInput, PasswordConfirmationInput } from './auth/fields';
import { FormAlert } from './auth/FormAlert';
import { useServerForm } from './auth/useServerForm';

type ResetValues = { password: string; password_confirmation: string };

function ResetForm({ email, id }: { email: string; id: string }) {
  const { onSubmit, error, notice } = useServerForm((values: ResetValues) =>
    resetPassword({ email, id, password: values.password }),
  );
  if (notice) return <AuthNotice message={notice} />;
  return (
    <>
      <Form onSubmit={onSubmit} disableInvalidFormNotification>
        <FormAlert message={error} />
        <NewPasswordInput label="app.auth.new_password" />
        <PasswordConfirmationInput />
        <SaveButton label="app.reset_password.submit" icon={<LockResetIcon />} alwaysEnable fullWidth sx={{ mt: 2 }} />
      </Form>
      <BackToLogin />
    </>
  );
}

/** /forgot_password/:email/:id? — the link of the reset email. */
export default function ResetPasswordPage() {
  const { email = '', id } = useParams();
  return (
    <AuthShell
      title="app.reset_password.title"
      subtitle={id ? 'app.reset_password.subtitle' : undefined}
      subtitleArgs={{ email }}
    >
      {id ? (
        <ResetForm email={email} id={id} />
      ) : (
        <>
          <FormAlert message="app.reset_password.incomplete" severity="warning" />
          <AuthLinks>
            <AuthLink to="/forgot_password" label="app.reset_password.request_new" />
            <AuthLink to="/login" label="app.auth.back_to_login" />
          </AuthLinks>
        </>
      )}
    </AuthShell>
  );
}
