import SendIcon from '@mui/icons-material/Send';
import { Form, SaveButton } from 'react-admin';
import { forgotPassword } from '../authProvider/authApi';
import { BackToLogin } from './auth/AuthLinks';
import { AuthNotice } from './auth/AuthNotice';
import { AuthShell } from './auth/AuthShell';
import { EmailInput } from './auth/fields';
import { FormAlert } from './auth/FormAlert';
import { useServerForm } from './auth/useServerForm';

const send = (values: { email: string }) => forgotPassword(values.email);

export default function ForgotPasswordPage() {
  const { onSubmit, error, notice } = useServerForm(send);
  return (
    <AuthShell title="app.forgot_password.title" subtitle={notice ? undefined : 'app.forgot_password.subtitle'}>
      {notice ? (
        <AuthNotice message={notice} />
      ) : (
        <>
          <Form onSubmit={onSubmit} disableInvalidFormNotification>
            <FormAlert message={error} />
            <EmailInput />
            <SaveButton label="app.forgot_password.submit" icon={<SendIcon />} alwaysEnable fullWidth sx={{ mt: 2 }} />
          </Form>
          <BackToLogin />
        </>
      )}
    </AuthShell>
  );
}
