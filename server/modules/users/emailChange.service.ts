import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/connection';
import { emailChange, user } from '../../db/schema';
import type { FileStore } from '../../files/store';
import type { Mailer } from '../../mailer';
import { companyBrand } from '../company/companyBrand';
import { actorOf, logActivity, personActor } from '../../plugins/activityLog';
import { AppError, fieldError } from '../../plugins/errors';
import { digest, newToken, type PersonCaller } from '../../plugins/session';
import { problem } from '../../../domain/errors';
import { proveCurrentPassword } from './ownPassword.service';

/** A day: the new mailbox may be one the user does not read every hour. */
export const EMAIL_CHANGE_HOURS = 24;
export const EMAIL_CHANGE_REQUESTED = (email: string) => `Tautan konfirmasi telah dikirim ke ${email}. Email anda berubah setelah tautan itu dibuka.`;
export const EMAIL_CHANGED = 'Email anda telah diubah. Gunakan email baru saat login.';

const emailTaken = async (db: Executor, email: string, id_user: number) =>
  (await db.select({ id: user.id }).from(user).where(and(eq(sql`lower(${user.email})`, email), ne(user.id, id_user))).limit(1)).length > 0;

/** Spends the user's changes still waiting: only the newest link mailed may work. */
const voidPendingChanges = (tx: Executor, id_user: number) =>
  tx.update(emailChange).set({ used_at: sql`now()` }).where(and(eq(emailChange.id_user, id_user), isNull(emailChange.used_at)));

/**
 * Mails a confirmation link to the new address (PUBLIC_URL, never the request's host); the account
 * keeps its e-mail until the link is opened. Proven by the current password.
 */
export async function requestEmailChange(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  caller: PersonCaller,
  input: { email: string; current_password: string },
  ip: string,
) {
  await proveCurrentPassword(db, caller, input.current_password, ip);
  if (input.email === caller.email.toLowerCase()) throw fieldError(422, 'email', problem('profile.email_unchanged'));
  if (await emailTaken(db, input.email, caller.id)) throw fieldError(409, 'email', problem('user.email_taken'));
  const token = newToken();
  await db.transaction(async (tx) => {
    await voidPendingChanges(tx, caller.id);
    await tx.insert(emailChange).values({
      id_user: caller.id,
      email: input.email,
      token_hash: digest(token),
      expires_at: sql`now() + make_interval(hours => ${EMAIL_CHANGE_HOURS})`,
    });
    await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'request_email_change', entity: 'user', id_entity: caller.id, ip });
  });
  await mailer.send({
    to: input.email,
    id_company: caller.id_company,
    subject: 'Konfirmasi email baru',
    text:
      `Halo ${caller.name},\n\nAnda meminta agar akun anda memakai alamat email ini.\n` +
      `Buka tautan berikut dalam ${EMAIL_CHANGE_HOURS} jam untuk mengonfirmasinya:\n\n${publicUrl}/confirm_email/${token}\n\n` +
      'Tautan ini hanya dapat dipakai sekali. Abaikan email ini jika anda tidak memintanya: email akun tidak berubah.',
  });
}

/**
 * Opens the link: one use, before its expiry. The account takes the new address and the old one is
 * told, inside the same transaction: no change goes through without its notice.
 */
export async function confirmEmailChange(db: Database, mailer: Mailer, files: FileStore, token: string) {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ email: emailChange.email, id_user: user.id, id_company: user.id_company, name: user.name, previous: user.email })
      .from(emailChange)
      .innerJoin(user, eq(user.id, emailChange.id_user))
      .where(and(eq(emailChange.token_hash, digest(token)), isNull(emailChange.used_at), gt(emailChange.expires_at, sql`now()`), eq(user.status, 'active')))
      .for('update', { of: emailChange });
    if (!found) throw new AppError(422, problem('profile.email_link_invalid'));
    // Someone may have taken the address since the link was mailed.
    if (await emailTaken(tx, found.email, found.id_user)) throw new AppError(409, problem('user.email_taken'));
    await tx.update(user).set({ email: found.email, updated_at: sql`now()` }).where(eq(user.id, found.id_user));
    await voidPendingChanges(tx, found.id_user);
    await logActivity(tx, { id_company: found.id_company, ...personActor(found.id_user), action: 'change_email', entity: 'user', id_entity: found.id_user });
    await mailer.send({
      to: found.previous,
      brand: await companyBrand(tx, files, found.id_company),
      subject: 'Email akun anda telah diubah',
      text:
        `Halo ${found.name},\n\nEmail akun anda telah diubah menjadi ${found.email}. Mulai sekarang gunakan alamat itu untuk login.\n\n` +
        'Jika bukan anda yang mengubahnya, segera hubungi administrator perusahaan anda.',
    });
  });
}
