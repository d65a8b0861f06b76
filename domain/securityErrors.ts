import { texts } from './errorTexts';

/** The errors of Aturan Keamanan and the two-step login (docs/sessions-and-access.md), part of the catalogue of domain/errors.ts. */
export const SECURITY_ERRORS = {
  'security.password_too_short': texts<{ min: number }>(
    (p) => `Kata sandi minimal ${p.min} karakter, sesuai aturan keamanan perusahaan.`,
    (p) => `A password needs at least ${p.min} characters, by the company's security rules.`,
  ),
  'security.challenge_invalid': texts(
    () => 'Langkah masuk ini sudah kedaluwarsa atau tidak berlaku. Silakan login kembali.',
    () => 'This sign-in step has expired or is no longer valid. Please log in again.',
  ),
  'security.code_wrong': texts(() => 'Kode tidak valid atau sudah dipakai.', () => 'The code is not valid or was already used.'),
  'security.admin_not_enrolled': texts(
    () => 'Aktifkan dulu verifikasi dua langkah untuk akun anda sendiri di Profil sebelum mewajibkannya bagi administrator.',
    () => 'Turn on two-step verification for your own account in Profil before requiring it of administrators.',
  ),
  'security.two_step_enabled': texts(
    () => 'Verifikasi dua langkah sudah aktif untuk akun anda.',
    () => 'Two-step verification is already on for your account.',
  ),
  'security.two_step_not_started': texts(
    () => 'Mulai dulu penyiapan aplikasi autentikator.',
    () => 'Start setting up the authenticator app first.',
  ),
  'security.two_step_off': texts(
    () => 'Verifikasi dua langkah belum aktif untuk akun anda.',
    () => 'Two-step verification is not on for your account.',
  ),
  'security.member_two_step_off': texts<{ name: string }>(
    (p) => `Verifikasi dua langkah ${p.name} sudah tidak aktif.`,
    (p) => `Two-step login is already off for ${p.name}.`,
  ),
  'security.reset_own_two_step': texts(
    () => 'Matikan verifikasi dua langkah akun anda sendiri di Profil.',
    () => 'Turn off two-step verification of your own account in Profil.',
  ),
  'security.proof_required': texts(
    () => 'Isi kata sandi anda atau kode dari aplikasi autentikator.',
    () => 'Enter your password or a code from the authenticator app.',
  ),
} as const;
