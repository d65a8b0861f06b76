import { AUTH_PATHS, SECURITY_RULES, TWO_STEP } from '../../domain/apiPaths';
import type { LoginAnswer, SecurityRules, SecurityRulesChange, TwoStepSetup, TwoStepStatus } from '../../domain/schemas/securityRules';
import { http } from './http';
import type { Envelope } from './types';

const dataOf = async <T>(answer: Promise<{ data: Envelope<T> }>) => (await answer).data.data;

/** Aturan Keamanan's calls and the caller's own two-step login (docs/sessions-and-access.md, Security rules). */
export const securityApi = {
  rules: () => dataOf(http.get<Envelope<SecurityRules>>(SECURITY_RULES)),
  saveRules: (rules: SecurityRulesChange) => dataOf(http.put<Envelope<SecurityRules>>(SECURITY_RULES, rules)),
  twoStep: () => dataOf(http.get<Envelope<TwoStepStatus>>(TWO_STEP)),
  startTwoStep: () => dataOf(http.post<Envelope<TwoStepSetup>>(`${TWO_STEP}/setup`)),
  /** The recovery codes, this once. */
  confirmTwoStep: async (code: string) => (await dataOf(http.post<Envelope<{ recovery_codes: string[] }>>(`${TWO_STEP}/confirm`, { code }))).recovery_codes,
  disableTwoStep: (proof: { password?: string; code?: string }) => dataOf(http.post<Envelope<TwoStepStatus>>(`${TWO_STEP}/disable`, proof)),
};

/** A login's later steps: each takes the challenge of the answer before it, never a session. */
export const loginStepsApi = {
  twoStep: async (body: { challenge: string; code?: string; recovery_code?: string }) => (await http.post<LoginAnswer>(AUTH_PATHS.loginTwoStep, body)).data,
  setUp: (challenge: string) => dataOf(http.post<Envelope<TwoStepSetup>>(AUTH_PATHS.loginTwoStepSetup, { challenge })),
  confirm: async (body: { challenge: string; code: string }) =>
    (await http.post<LoginAnswer & { recovery_codes: string[] }>(AUTH_PATHS.loginTwoStepConfirm, body)).data,
  changePassword: async (body: { challenge: string; password: string }) => (await http.post<LoginAnswer>(AUTH_PATHS.loginPassword, body)).data,
};
