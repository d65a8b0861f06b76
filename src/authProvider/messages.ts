import { problem, renderProblem } from '../../domain/errors';

/** The session messages of docs/product.md, word for word. */

/** A protected route visited without a token. */
export const LOGIN_REQUIRED = 'Silahkan login, untuk melanjutkan.';

/** HTTP 401 on any call: the one session of the user was taken over by another login. */
export const SESSION_TAKEN = 'Akun anda telah dipakai pada perangkat lain';

/** The token disappeared while the app was making a call. */
export const SESSION_EXPIRED = 'Sesi anda telah habis, silahkan login kembali';

/** HTTP 401 or the live stream's `session_ended`: an administrator deactivated the account. */
export const ACCOUNT_DISABLED = renderProblem(problem('auth.account_disabled'));

/** What a 401 says: a deactivated account is told so (the server's code), any other lost session SESSION_TAKEN. */
export function sessionLossMessage(error: unknown): string {
  const body = error && typeof error === 'object' && 'body' in error ? (error as { body?: { problem?: { code?: unknown } } }).body : undefined;
  return body?.problem?.code === 'auth.account_disabled' ? ACCOUNT_DISABLED : SESSION_TAKEN;
}
