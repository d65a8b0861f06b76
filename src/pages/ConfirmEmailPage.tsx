import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Form, SaveButton } from 'react-admin';
import { useParams } from 'react-router-dom';
import { confirmEmail } from '../authProvider/authApi';
import { BackToLogin } from './auth/AuthLinks';
import { AuthNotice } from './auth/AuthNotice';
import { AuthShell } from './auth/AuthShell';
import { FormAlert } from './auth/FormAlert';
import { useServerForm } from './auth/useServerForm';

/**
 * /confirm_email/:token — the link mailed to a new e-mail address (docs/profile.md). The token is
 * sent only when the button is pressed: a mail scanner that opens the link changes nothing.
 */
export default function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const { onSubmit, error, notice } = useServerForm(async () => {
    await confirmEmail(token);
    return 'app.confirm_email.done';
  });
  return (
    <AuthShell title="app.confirm_email.title" subtitle={notice ? undefined : 'app.confirm_email.subtitle'}>
      {notice ? (
        <AuthNotice message={notice} />
      ) : (
        <>
          <Form onSubmit={onSubmit} disableInvalidFormNotification>
            <FormAlert message={error} />
            <SaveButton label="app.confirm_email.submit" icon={<MarkEmailReadIcon />} alwaysEnable fullWidth />
          </Form>
          <BackToLogin />
        </>
      )}
    </AuthShell>
  );
}
