import { ADMINISTRATOR } from './permissions';

/**
 * Aturan Keamanan (docs/sessions-and-access.md, Security rules): the bounds of each company rule and
 * the defaults, which are the behaviour before the rules existed. A company without a saved row has
 * the defaults; the session length's default is the server's SESSION_DAYS.
 */

/** Who must log in with an authenticator code as well as the password. */
export const TWO_STEP_SCOPES = ['off', 'administrators', 'everyone'] as const;
export type TwoStepScope = (typeof TWO_STEP_SCOPES)[number];

export const SECURITY_RULE_BOUNDS = {
  /** A company may only raise the floor every password already has. */
  min_password_length: { min: 8, max: 64 },
  session_days: { min: 1, max: 365 },
  /** Below 3 a typo or two would lock the owner's own address out of their account. */
  login_failure_limit: { min: 3, max: 100 },
  lock_minutes: { min: 1, max: 1440 },
} as const;

export const DEFAULT_SECURITY_RULES = {
  min_password_length: 8,
  force_password_change: false,
  login_failure_limit: 10,
  lock_minutes: 15,
  two_step: 'off',
} as const satisfies Record<string, unknown>;

/** How many recovery codes an enrolment gives; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** Whether the company's two-step rule covers a member of this role. */
export const twoStepCovers = (scope: TwoStepScope, role_name: string) =>
  scope === 'everyone' || (scope === 'administrators' && role_name === ADMINISTRATOR);
