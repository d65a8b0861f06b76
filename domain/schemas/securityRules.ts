import { z } from 'zod';
import { SECURITY_RULE_BOUNDS, TWO_STEP_SCOPES } from '../securityRules';
import { passwordField, timestamp } from './fields';
import { sessionRecord } from './user';

const wholeNumber = (label: string, { min, max }: { min: number; max: number }, unit = '') =>
  z
    .number({ error: `${label} wajib diisi dengan angka.` })
    .int(`${label} harus bilangan bulat.`)
    .min(min, `${label} minimal ${min}${unit}.`)
    .max(max, `${label} maksimal ${max}${unit}.`);

/** Aturan Keamanan as the page sends it: every rule at once. */
export const securityRulesChange = z.object({
  min_password_length: wholeNumber('Panjang minimal kata sandi', SECURITY_RULE_BOUNDS.min_password_length, ' karakter'),
  force_password_change: z.boolean({ error: 'Pilih apakah kata sandi wajib diganti.' }),
  session_days: wholeNumber('Lama sesi', SECURITY_RULE_BOUNDS.session_days, ' hari'),
  login_failure_limit: wholeNumber('Batas gagal login', SECURITY_RULE_BOUNDS.login_failure_limit, ' kali'),
  lock_minutes: wholeNumber('Lama penguncian', SECURITY_RULE_BOUNDS.lock_minutes, ' menit'),
  two_step: z.enum(TWO_STEP_SCOPES, { error: 'Pilih siapa yang wajib verifikasi dua langkah.' }),
});
export type SecurityRulesChange = z.infer<typeof securityRulesChange>;

/** The rules in force: the saved row, or the defaults (`updated_at` null) while none was saved. */
export const securityRulesRecord = securityRulesChange.extend({
  updated_at: timestamp.nullable(),
  /** Whether the caller has two-step login on: turning it on for administrators needs it. */
  own_two_step: z.boolean(),
});
export type SecurityRules = z.input<typeof securityRulesRecord>;

/** What a login still owes before its session: a code, an authenticator to set up, a new password. */
export const LOGIN_STEPS = ['two_step', 'two_step_enroll', 'change_password'] as const;
export type LoginStepName = (typeof LOGIN_STEPS)[number];

export const loginStep = z.object({
  step: z.enum(LOGIN_STEPS),
  /** Short-lived and single-purpose: it opens no session by itself. */
  challenge: z.string(),
  /** The company's floor, for a new password's field. */
  min_password_length: z.number().int(),
});
export type LoginStep = z.input<typeof loginStep>;

/** A login's answer: the session (`data`), or, with `data` empty, the step still owed (`next`). */
export const loginAnswer = z.object({ data: z.array(sessionRecord), next: loginStep.optional() });
export type LoginAnswer = z.input<typeof loginAnswer>;

const challengeField = z.string({ error: 'Langkah masuk tidak valid.' }).min(1, 'Langkah masuk tidak valid.').max(100);
export const totpCode = z
  .string({ error: 'Kode wajib diisi.' })
  .trim()
  .regex(/^\d{6}$/, 'Kode terdiri dari 6 angka.');
export const recoveryCodeField = z
  .string({ error: 'Kode pemulihan wajib diisi.' })
  .trim()
  .min(1, 'Kode pemulihan wajib diisi.')
  .max(40, 'Kode pemulihan tidak valid.');

export const challengeInput = z.object({ challenge: challengeField });
/** The second step: a code from the authenticator, or one of the recovery codes. */
export const twoStepInput = z
  .object({ challenge: challengeField, code: totpCode.optional(), recovery_code: recoveryCodeField.optional() })
  .refine((body) => Boolean(body.code) !== Boolean(body.recovery_code), { message: 'Isi kode dari aplikasi autentikator atau kode pemulihan.', path: ['code'] });
export const challengeCodeInput = z.object({ challenge: challengeField, code: totpCode });
export const challengePasswordInput = z.object({ challenge: challengeField, password: passwordField });

/** A new authenticator's secret: the QR holds the otpauth URL, phones that cannot scan take the secret. */
export const twoStepSetup = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TwoStepSetup = z.input<typeof twoStepSetup>;

/** Shown once, when two-step login is turned on. */
export const recoveryCodes = z.object({ recovery_codes: z.array(z.string()) });

/** The caller's two-step login as Profil shows it. */
export const twoStepStatus = z.object({
  enabled: z.boolean(),
  /** The company's rule covers the caller: turning it off makes the next login ask for a new set-up. */
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TwoStepStatus = z.input<typeof twoStepStatus>;

/** A member's two-step login as Kelola Pengguna shows it to an Administrator. */
export const memberTwoStepStatus = twoStepStatus.pick({ enabled: true, required: true });
export type MemberTwoStepStatus = z.input<typeof memberTwoStepStatus>;

export const twoStepDisable = z
  .object({ password: z.string().max(128).optional(), code: totpCode.optional() })
  .refine((body) => Boolean(body.password) || Boolean(body.code), { message: 'Isi kata sandi anda atau kode dari aplikasi autentikator.', path: ['password'] });
