import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/connection';
import { passwordReset, user } from '../../db/schema';
import type { Mailer } from '../../mailer';
import { AppError } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { hashPassword } from './password';
import { digest, newToken, revokeAllSessions } from '../../plugins/session';
import { ensurePasswordLength } from '../security/rules.service';

export const RESET_REQUESTED = 'Jika email tersebut terdaftar, tautan untuk mengatur ulang kata sandi telah dikirim.';
export const RESET_DONE = 'Kata sandi berhasil diubah. Silakan login dengan kata sandi baru.';
const RESET_MINUTES = 60;

/** Same answer whether or not the email exists, so the form reveals no accounts. */
export async function requestPasswordReset(db: Database, mailer: Mailer, email: string, publicUrl: string) {
  const [found] = await db
    .select({ id: user.id, name: user.name, id_company: user.id_company })
    .from(user)
    .where(and(eq(sql`lower(${user.email})`, email), eq(user.status, 'active')));
  if (!found) return;
  const token = newToken();
  await voidResetTokens(db, found.id);
  await db.insert(passwordReset).values({
    id_user: found.id,
    token_hash: digest(token),
    expires_at: sql`now() + make_interval(mins => ${RESET_MINUTES})`,
  });
  const link = `${publicUrl}/forgot_password/${encodeURIComponent(email)}/${token}`;
  await mailer.send({
    to: email,
    id_company: found.id_company,
    subject: 'Atur ulang kata sandi',
    text:
      `Halo ${found.name},\n\nKami menerima permintaan untuk mengatur ulang kata sandi akun anda.\n` +
      `Buka tautan berikut dalam ${RESET_MINUTES} menit untuk membuat kata sandi baru:\n\n${link}\n\n` +
      'Tautan ini hanya dapat dipakai sekali. Abaikan email ini jika anda tidak memintanya.',
  });
}

/** Single use: this token and every other of the user is spent, and every open session is closed. */
export async function resetPassword(db: Database, input: { email: string; id: string; password: string }) {
  const password_hash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ resetId: passwordReset.id, id_user: user.id, id_company: user.id_company })
      .from(passwordReset)
      .innerJoin(user, eq(user.id, passwordReset.id_user))
      .where(
        and(
          eq(passwordReset.token_hash, digest(input.id)),
          eq(sql`lower(${user.email})`, input.email),
          isNull(passwordReset.used_at),
          gt(passwordReset.expires_at, sql`now()`),
        ),
      )
      .for('update', { of: passwordReset });
    if (!found) throw new AppError(422, problem('auth.reset_link_invalid'));
    await ensurePasswordLength(tx, found.id_company, input.password);
    await tx.update(user).set({ password_hash, updated_at: sql`now()` }).where(eq(user.id, found.id_user));
    await passwordChanged(tx, found.id_user);
  });
}

/** Spends every unused reset token of the user: only the newest link mailed may work. */
const voidResetTokens = (tx: Executor, id_user: number) =>
  tx.update(passwordReset).set({ used_at: sql`now()` }).where(and(eq(passwordReset.id_user, id_user), isNull(passwordReset.used_at)));

/**
 * What follows any change of a user's password, whoever made it: every session but the one that
 * made the change ends, and no reset link mailed before still works.
 */
export async function passwordChanged(tx: Executor, id_user: number, keepSessionId?: number) {
  await voidResetTokens(tx, id_user);
  await revokeAllSessions(tx, id_user, keepSessionId);
}
