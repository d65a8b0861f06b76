import HowToRegIcon from '@mui/icons-material/HowToReg';
import { Form, SaveButton } from 'react-admin';
import { useParams } from 'react-router-dom';
import { startSession } from '../authProvider';
import { registerInvited } from '../authProvider/authApi';
import { BackToLogin } from './auth/AuthLinks';
import { AuthShell } from './auth/AuthShell';
import { EmailInput, NameInput, NewPasswordInput } from './auth/fields';
import { PhoneInput } from './auth/PhoneInput';
import { FormAlert } from './auth/FormAlert';
import { useEnterApp } from './auth/useEnterApp';
import { useServerForm } from './auth/useServerForm';

type InvitedValues = { email: string; name: string; phone_number: string; password: string };

function InvitedForm({ email, idcompany, idinvited }: { email?: string; idcompany: number; idinvited: string }) {
  const enterApp = useEnterApp();
  const { onSubmit, error } = useServerForm(async (values: InvitedValues) => {
    startSession(await registerInvited({ ...values, email: email ?? values.email, idcompany, idinvited }));
    await enterApp();
  });
  return (
    <Form
      onSubmit={onSubmit}
      defaultValues={{ email: email ?? '' }}
      disableInvalidFormNotification
    >
      <FormAlert message={error} />
      <EmailInput readOnly={Boolean(email)} />
      <NameInput />
      <PhoneInput />
      <NewPasswordInput />
      <SaveButton label="app.register_invited.submit" icon={<HowToRegIcon />} alwaysEnable fullWidth sx={{ mt: 2 }} />
    </Form>
  );
}

/** /register_invited/:email?/:idcompany?/:idinvited? — the link of an invitation email. */
export default function RegisterInvitedPage() {
  const { email, idcompany, idinvited } = useParams();
  const company = Number(idcompany);
  const complete = Number.isInteger(company) && company > 0 && Boolean(idinvited);
  return (
    <AuthShell title="app.register_invited.title" subtitle={complete ? 'app.register_invited.subtitle' : undefined}>
      {complete && idinvited ? (
        <InvitedForm email={email} idcompany={company} idinvited={idinvited} />
      ) : (
        <FormAlert message="app.register_invited.incomplete" severity="warning" />
      )}
      <BackToLogin />
    </AuthShell>
  );
}
