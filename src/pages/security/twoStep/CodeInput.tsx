import { TextInput, regex, required, type TextInputProps } from 'react-admin';

const SIX_DIGITS = regex(/^\s*\d{6}\s*$/, 'app.security.login.code_format');

/**
 * The 6-digit code of an authenticator app: phones offer the number pad, and the code an SMS or the
 * system's password manager holds (`one-time-code`).
 */
export const CodeInput = (props: Partial<TextInputProps>) => (
  <TextInput
    source="code"
    label="app.security.login.code"
    autoComplete="one-time-code"
    validate={[required(), SIX_DIGITS]}
    inputProps={{ inputMode: 'numeric', maxLength: 6 }}
    fullWidth
    {...props}
  />
);
