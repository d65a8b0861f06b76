import { BackToLogin } from './AuthLinks';
import { FormAlert } from './FormAlert';

/** The server's answer shown in place of a form that succeeded, with the way back to login. */
export function AuthNotice({ message, severity = 'success' }: { message: string; severity?: 'success' | 'warning' }) {
  return (
    <>
      <FormAlert message={message} severity={severity} />
      <BackToLogin />
    </>
  );
}
