import { isValidPhoneNumber } from 'libphonenumber-js';
import { required } from 'react-admin';

/**
 * Apart from validators.ts: libphonenumber's metadata is large, and the login page, which uses
 * the other validators, has no phone field (docs/client.md, "Bundles").
 */

/** An Indonesian phone number, as the server accepts it; empty is left to `required`. */
export const indonesianPhone = (value: unknown) =>
  typeof value === 'string' && value.trim() && !isValidPhoneNumber(value, 'ID')
    ? 'app.validation.phone_invalid'
    : undefined;

export const validatePhone = [required('app.validation.phone_required'), indonesianPhone];
