import HowToRegIcon from '@mui/icons-material/HowToReg';
import { Form, FormDataConsumer, RadioButtonGroupInput, SaveButton, TextInput, required } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { startSession } from '../authProvider';
import { register, type RegisterInput } from '../authProvider/authApi';
import { AuthLink, AuthLinks } from './auth/AuthLinks';
import { AuthNotice } from './auth/AuthNotice';
import { AuthShell } from './auth/AuthShell';
import { EmailInput, NameInput, NewPasswordInput } from './auth/fields';
import { PhoneInput } from './auth/PhoneInput';
import { FormAlert } from './auth/FormAlert';
import { GuestOnly } from './auth/GuestOnly';
import { useEnterApp } from './auth/useEnterApp';
import { COMPANY_CODE_PARAMETER } from './auth/registrationLink';
import { useServerForm } from './auth/useServerForm';

type Mode = 'create' | 'join';

type RegisterValues = {
  name: string;
  email: string;
  password: string;
  phone_number: string;
  mode: Mode;
  company_name?: string;
  company_code?: string;
};

const MODES: { id: Mode; name: string }[] = [
  { id: 'create', name: 'app.register.mode_create' },
  { id: 'join', name: 'app.register.mode_join' },
];

/** Only the company field of the chosen mode is sent. */
function toInput(values: RegisterValues): RegisterInput {
  const { mode, company_name = '', company_code = '', name, email, password, phone_number } = values;
  const person = { name, email, password, phone_number };
  return mode === 'join' ? { ...person, company_code } : { ...person, company_name };
}

const CompanyInput = ({ mode }: { mode: Mode }) =>
  mode === 'join' ? (
    <TextInput
      source="company_code"
      label="app.register.company_code"
      helperText="app.register.company_code_help"
      validate={required('app.validation.company_code_required')}
    />
  ) : (
    <TextInput
      source="company_name"
      label="app.register.company_name"
      autoComplete="organization"
      validate={required('app.validation.company_name_required')}
    />
  );

function RegisterForm() {
  const enterApp = useEnterApp();
  // The link of the company's QR (Pengaturan Instansi) opens on joining, with the code filled in.
  const [search] = useSearchParams();
  const company_code = search.get(COMPANY_CODE_PARAMETER);
  const { onSubmit, error, notice } = useServerForm(async (values: RegisterValues) => {
    const outcome = await register(toInput(values));
    if ('pendingMessage' in outcome) return outcome.pendingMessage;
    startSession(outcome.session);
    await enterApp();
  });

  if (notice) {
    return (
      <AuthShell title="app.register.pending_title">
        <AuthNotice message={notice} />
      </AuthShell>
    );
  }

  return (
    <AuthShell title="app.register.title" subtitle="app.register.subtitle">
      <Form
        onSubmit={onSubmit}
        defaultValues={company_code ? { mode: 'join', company_code } : { mode: 'create' }}
        disableInvalidFormNotification
      >
        <FormAlert message={error} />
        <NameInput />
        <EmailInput />
        <PhoneInput />
        <NewPasswordInput />
        <RadioButtonGroupInput source="mode" label="app.register.mode" choices={MODES} row={false} />
        <FormDataConsumer<RegisterValues>>{({ formData }) => <CompanyInput mode={formData.mode} />}</FormDataConsumer>
        <SaveButton label="app.register.submit" icon={<HowToRegIcon />} alwaysEnable fullWidth sx={{ mt: 2 }} />
      </Form>
      <AuthLinks>
        <AuthLink to="/login" prefix="app.register.have_account" label="app.register.login" />
      </AuthLinks>
    </AuthShell>
  );
}

export default function RegisterPage() {
  return (
    <GuestOnly>
      <RegisterForm />
    </GuestOnly>
  );
}
