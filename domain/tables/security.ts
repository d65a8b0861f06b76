/**
 * Aturan Keamanan (docs/sessions-and-access.md, Security rules): the company's rules, each user's
 * two-step login and forced password change, their recovery codes, and the short-lived challenge
 * between a login's password and its second step.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { DEFAULT_SECURITY_RULES, SECURITY_RULE_BOUNDS, TWO_STEP_SCOPES } from '../securityRules';
import { bytea, createdAt, oneOf, updatedAt } from './columns';
import { idCompany, user } from './tenancy';

const at = (name: string) => timestamp(name, { withTimezone: true });
const userRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });
const between = (column: string, bounds: { min: number; max: number }) => sql.raw(`"${column}" between ${bounds.min} and ${bounds.max}`);

/** At most one row per company; a company without one has the defaults (domain/securityRules.ts). */
export const securityRule = pgTable(
  'security_rule',
  {
    id_company: idCompany().primaryKey(),
    min_password_length: integer('min_password_length').notNull().default(DEFAULT_SECURITY_RULES.min_password_length),
    /** A password an administrator set for a user must be changed by that user at their next login. */
    force_password_change: boolean('force_password_change').notNull().default(DEFAULT_SECURITY_RULES.force_password_change),
    /** Days a new session lasts; sessions already open keep their expiry. */
    session_days: integer('session_days').notNull(),
    /** Failed logins of one address on one account before that address is refused for that account. */
    login_failure_limit: integer('login_failure_limit').notNull().default(DEFAULT_SECURITY_RULES.login_failure_limit),
    /** The window the failures are counted over, and so how long such a refusal lasts. */
    lock_minutes: integer('lock_minutes').notNull().default(DEFAULT_SECURITY_RULES.lock_minutes),
    two_step: text('two_step', { enum: TWO_STEP_SCOPES }).notNull().default(DEFAULT_SECURITY_RULES.two_step),
    updated_by: integer('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updated_at: updatedAt(),
  },
  (t) => [
    oneOf(t.two_step, TWO_STEP_SCOPES),
    check('security_rule_min_password_length_check', between('min_password_length', SECURITY_RULE_BOUNDS.min_password_length)),
    check('security_rule_session_days_check', between('session_days', SECURITY_RULE_BOUNDS.session_days)),
    check('security_rule_login_failure_limit_check', between('login_failure_limit', SECURITY_RULE_BOUNDS.login_failure_limit)),
    check('security_rule_lock_minutes_check', between('lock_minutes', SECURITY_RULE_BOUNDS.lock_minutes)),
  ],
);

/** A user's two-step login and forced password change; a user without a row has neither. */
export const userSecurity = pgTable('user_security', {
  id_user: userRef('id_user').primaryKey(),
  id_company: idCompany(),
  /** The authenticator's secret, sealed (AES-256-GCM): the server must read it back to check codes. */
  totp_secret: bytea('totp_secret'),
  /** Set once a code from the authenticator confirmed the secret; null while enrolment waits. */
  totp_enabled_at: at('totp_enabled_at'),
  /** The time step of the last code accepted: a code is never accepted twice. */
  totp_last_step: bigint('totp_last_step', { mode: 'number' }),
  must_change_password: boolean('must_change_password').notNull().default(false),
  updated_at: updatedAt(),
});

/** One-time codes for a login without the authenticator; only their SHA-256 is kept. */
export const recoveryCode = pgTable(
  'recovery_code',
  {
    id: serial('id').primaryKey(),
    id_user: userRef('id_user'),
    id_company: idCompany(),
    code_hash: text('code_hash').notNull(),
    used_at: at('used_at'),
    created_at: createdAt(),
  },
  (t) => [index('recovery_code_user_idx').on(t.id_user)],
);

/**
 * Between a login's correct password and its session: the steps still owed (a code, an enrolment,
 * a new password). Its token travels to the client once; only its digest is kept.
 */
export const loginChallenge = pgTable(
  'login_challenge',
  {
    id: serial('id').primaryKey(),
    id_user: userRef('id_user'),
    token_hash: text('token_hash').notNull().unique(),
    /** The second step is behind (a code was accepted, or the rules asked for none). */
    two_step_done: boolean('two_step_done').notNull().default(false),
    /** Wrong codes on this challenge: past the limit it is spent. */
    failures: integer('failures').notNull().default(0),
    expires_at: at('expires_at').notNull(),
    used_at: at('used_at'),
    created_at: createdAt(),
  },
  (t) => [index('login_challenge_user_idx').on(t.id_user)],
);
