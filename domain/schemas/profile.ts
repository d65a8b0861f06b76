import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { MAX_LENGTH } from '../limits';
import { user } from '../tables/tenancy';
import { LANGUAGES, PUSH_KINDS } from '../vocabularies';
import { emailField, optionalPhoneField, passwordField, requiredText, timestamp } from './fields';
import { isoString } from './record';

/** The signed-in user's own profile (Profil, docs/profile.md): their columns, the names of their role, group and company, and an e-mail change waiting for its link. */
export const profileRecord = createSelectSchema(user, { created_at: isoString, updated_at: isoString, push_muted: z.array(z.enum(PUSH_KINDS)) })
  .pick({ id: true, email: true, name: true, npm: true, phone_number: true, whatsapp_number: true, photo: true, language: true, push_muted: true })
  .extend({
    role_name: z.string(),
    group_name: z.string().nullable(),
    company_name: z.string(),
    /** The new address a confirmation link was mailed to, until it is opened or expires. */
    pending_email: z.string().nullable(),
    pending_email_expires_at: timestamp.nullable(),
  });
export type Profile = z.input<typeof profileRecord>;
/** How every Profil call that changes the profile answers: the profile as it now is. */
export const profileAnswer = z.object({ data: profileRecord });

/** What a user changes of their own profile; a field left out stays as it is, an empty phone is cleared. */
export const profileUpdate = z.object({
  name: requiredText('Nama', MAX_LENGTH.user.name).optional(),
  phone_number: optionalPhoneField('Nomor HP'),
  whatsapp_number: optionalPhoneField('Nomor WhatsApp'),
  language: z.enum(LANGUAGES, { error: 'Bahasa tidak dikenal.' }).optional(),
  push_muted: z
    .array(z.enum(PUSH_KINDS, { error: 'Jenis notifikasi tidak dikenal.' }))
    .max(PUSH_KINDS.length)
    .transform((kinds) => [...new Set(kinds)])
    .optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdate>;

const currentPassword = z.string({ error: 'Kata sandi saat ini wajib diisi.' }).min(1, 'Kata sandi saat ini wajib diisi.').max(128);

/** A new password, proven by the current one; the new one follows the rules of every password. */
export const passwordChange = z.object({ current_password: currentPassword, password: passwordField });
export type PasswordChange = z.input<typeof passwordChange>;

/** A new e-mail address, proven by the current password: the change waits for the link mailed there. */
export const emailChangeRequest = z.object({ email: emailField, current_password: currentPassword });
export type EmailChangeRequest = z.input<typeof emailChangeRequest>;

/** The link's token, sent back by the confirmation page. */
export const emailConfirmation = z.object({ token: requiredText('Tautan konfirmasi', 100) });
