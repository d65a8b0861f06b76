import { TextInput, type TextInputProps } from 'react-admin';
import { validatePhone } from '../../phoneValidators';

/** The phone field of the registration forms, apart from fields.tsx so that the login page does not load its checks. */
export const PhoneInput = (props: Partial<TextInputProps>) => (
  <TextInput
    source="phone_number"
    label="app.auth.phone_number"
    type="tel"
    autoComplete="tel"
    validate={validatePhone}
    {...props}
  />
);
