import { texts } from './errorTexts';

/** The errors of Profil (docs/profile.md), part of the catalogue of domain/errors.ts. */
export const PROFILE_ERRORS = {
  'profile.wrong_password': texts(() => 'Kata sandi saat ini salah.', () => 'The current password is wrong.'),
  'profile.too_many_attempts': texts<{ minutes: number }>(
    (p) => `Terlalu banyak percobaan kata sandi yang salah. Coba lagi dalam ${p.minutes} menit.`,
    (p) => `Too many wrong password attempts. Try again in ${p.minutes} minutes.`,
  ),
  'profile.password_unchanged': texts(
    () => 'Kata sandi baru harus berbeda dari kata sandi saat ini.',
    () => 'The new password must differ from the current one.',
  ),
  'profile.email_unchanged': texts(() => 'Email baru sama dengan email anda saat ini.', () => 'The new e-mail is the one you already use.'),
  'profile.email_link_invalid': texts(
    () => 'Tautan konfirmasi email tidak valid, sudah dipakai, atau sudah kedaluwarsa.',
    () => 'The e-mail confirmation link is not valid, was already used, or has expired.',
  ),
} as const;
