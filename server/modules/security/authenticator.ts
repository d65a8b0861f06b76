import { createHash, hkdfSync, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Config } from '../../config';
import { localKey, secretBox, type SecretBox } from '../../whatsapp/secretBox';
import { RECOVERY_CODE_COUNT } from '../../../domain/securityRules';

/** What authenticator apps show above the codes, beside the user's e-mail. */
const ISSUER = 'Salesforce';

/**
 * A code of the step before or after the current one is still taken: a phone's clock a little off,
 * or a code typed as it changed. The step a code was accepted at is kept, so none is taken twice.
 */
const TOLERANCE_SECONDS = 30;

/**
 * The authenticators' secrets are sealed like the webhook endpoints' (server/webhooks/plugin.ts): with a
 * key derived from WA_CREDENTIALS_KEY, or with one kept in DATA_DIR (a single instance).
 */
export function authenticatorBox(config: Config): SecretBox {
  const key = config.whatsapp.credentialsKey
    ? Buffer.from(hkdfSync('sha256', config.whatsapp.credentialsKey, '', 'totp-secrets', 32))
    : localKey(config.dataDir, 'totp-secrets.key');
  return secretBox(key);
}

export function newAuthenticator(email: string) {
  const secret = generateSecret();
  return { secret, otpauth_url: generateURI({ issuer: ISSUER, label: email, secret }) };
}

/** The time step of a valid code later than `afterStep`, or null. */
export async function acceptedStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS, ...(afterStep === null ? {} : { afterTimeStep: afterStep }) });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Recovery codes are random enough (10 of 31 letters: 49 bits) that a SHA-256, like a session token's, keeps them safe. */
export const recoveryCodeDigest = (code: string) => createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('base64url');

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const recoveryCode = () => {
  const letters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
};

export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
