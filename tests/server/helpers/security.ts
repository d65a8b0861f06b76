import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { apiClient, type ApiClient } from './api';

export const RULES = '/api/user/v1/security_rules';
export const TWO_STEP = '/api/user/v1/profile/two_step';
export const LOGIN = '/api/user/v1/auth/login';

export const DEFAULT_RULES = { min_password_length: 8, force_password_change: false, session_days: 30, login_failure_limit: 10, lock_minutes: 15, two_step: 'off' };

/**
 * A code of the authenticator: `steps` periods of 30 s from now. The server takes the step before and
 * after the current one, but never the same step twice, so a user's next code is a step later.
 */
export const codeOf = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });

let sequence = 0;

/** A user of the administrator's company in the named role, with their password. */
export async function addUser(admin: ApiClient, roleName: string, password = 'rahasia-123') {
  sequence += 1;
  const roles = (await admin.get('/api/user/v1/role')).json() as { id: number; name: string }[];
  const email = `anggota${sequence}.${Date.now()}@dealer.test`;
  const created = await admin.json('POST', '/api/user/v1/users', { email, name: `Anggota ${sequence}`, id_role: roles.find((r) => r.name === roleName)!.id, password });
  if (created.statusCode !== 201) throw new Error(`user not created: ${created.body}`);
  return { id: (created.json() as { id: number }).id, email, password };
}

export const loginAs = (app: FastifyInstance, email: string, password: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: LOGIN, remoteAddress, headers: { 'x-app-key': 'sf-web' }, payload: { email, password } });

/** Turns two-step login on for the caller's account; answers the secret and the recovery codes. */
export async function enroll(api: ApiClient) {
  const { secret } = (await api.json('POST', `${TWO_STEP}/setup`)).json().data as { secret: string };
  const confirmed = await api.json('POST', `${TWO_STEP}/confirm`, { code: await codeOf(secret) });
  if (confirmed.statusCode !== 200) throw new Error(`not enrolled: ${confirmed.body}`);
  return { secret, recovery_codes: confirmed.json().data.recovery_codes as string[] };
}

export const sessionApi = (app: FastifyInstance, answer: { data: { token: string }[] }) => apiClient(app, answer.data[0].token);
