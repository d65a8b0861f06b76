import { email, maxLength, minLength, required } from 'react-admin';

/** Client checks with the same limits and Indonesian messages as the server's schemas (server/schemas.ts). */

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

export const validateEmail = [required('app.validation.email_required'), email('app.validation.email_invalid')];

export const validateCurrentPassword = [required('app.validation.password_required')];

export const validateNewPassword = [
  required('app.validation.password_required'),
  minLength(PASSWORD_MIN, 'app.validation.password_min'),
  maxLength(PASSWORD_MAX, 'app.validation.password_max'),
];

export const matchesPassword = (value: unknown, values: { password?: unknown }) =>
  value === values.password ? undefined : 'app.validation.password_mismatch';

export const validateName = [required('app.validation.name_required')];
