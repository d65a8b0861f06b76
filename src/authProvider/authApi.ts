import { http } from '../dataProvider/http';
import { AUTH_PATHS } from '../../domain/apiPaths';
import type { Envelope } from '../dataProvider/types';
import type { SessionAnswer } from '../../domain/schemas/user';
import type { LoginAnswer } from '../../domain/schemas/securityRules';

/** The auth endpoints of docs/api.md; all are called before a session exists, with JSON bodies. */

type Person = { name: string; email: string; password: string; phone_number: string };

export type RegisterInput = Person & ({ company_name: string } | { company_code: string });

type RegisterInvitedInput = Person & { idcompany: number; idinvited: string };

/** A registration either opens a session (new company) or waits for approval (joining). */
type RegisterOutcome = { session: SessionAnswer } | { pendingMessage: string };

async function post<T>(url: string, body: object): Promise<Envelope<T>> {
  return (await http.post<Envelope<T>>(url, body)).data;
}

/** The session, or (`data` empty) the step the company's security rules still ask for (`next`). */
export const requestLogin = async (input: { email: string; password: string }) => (await http.post<LoginAnswer>(AUTH_PATHS.login, input)).data;

export const requestLogout = () => http.post(AUTH_PATHS.logout);

export async function register(input: RegisterInput): Promise<RegisterOutcome> {
  const answer = await post<SessionAnswer[]>(AUTH_PATHS.register, input);
  const [session] = answer.data;
  return session ? { session } : { pendingMessage: answer.message ?? '' };
}

export const registerInvited = async (input: RegisterInvitedInput) =>
  (await post<SessionAnswer[]>(AUTH_PATHS.registerInvited, input)).data[0];

/** Both answer a message for the user. */
export const forgotPassword = async (email: string) =>
  (await post<unknown>(AUTH_PATHS.forgotPassword, { email })).message ?? '';

/** Opens the link mailed to a new e-mail address (Profil): the account takes that address. */
export const confirmEmail = async (token: string) => {
  await post<unknown>(AUTH_PATHS.confirmEmail, { token });
};

export const resetPassword = async (input: { email: string; id: string; password: string }) =>
  (await post<unknown>(AUTH_PATHS.resetPassword, input)).message ?? '';
