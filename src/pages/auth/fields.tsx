import { PasswordInput, TextInput, type PasswordInputProps, type TextInputProps } from 'react-admin';
import { matchesPassword, validateCurrentPassword, validateEmail, validateName, validateNewPassword } from '../../validators';

/** The inputs that the public forms share; props override the defaults. The phone input is in PhoneInput.tsx. */

type Props = Partial<TextInputProps>;

export const EmailInput = (props: Props) => (
  <TextInput
    source="email"
    label="app.auth.email"
    type="email"
    autoComplete="email"
    validate={validateEmail}
    {...props}
  />
);

export const NameInput = (props: Props) => (
  <TextInput source="name" label="app.auth.name" autoComplete="name" validate={validateName} {...props} />
);

export const CurrentPasswordInput = (props: Partial<PasswordInputProps>) => (
  <PasswordInput
    source="password"
    label="app.auth.password"
    autoComplete="current-password"
    validate={validateCurrentPassword}
    {...props}
  />
);

export const NewPasswordInput = (props: Partial<PasswordInputProps>) => (
  <PasswordInput
    source="password"
    label="app.auth.password"
    autoComplete="new-password"
    validate={validateNewPassword}
    {...props}
  />
);

export const PasswordConfirmationInput = () => (
  <PasswordInput
    source="password_confirmation"
    label="app.auth.password_confirmation"
    autoComplete="new-password"
    validate={matchesPassword}
  />
);
