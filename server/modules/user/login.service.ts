import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { loginAttempt, user } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { logActivity } from '../activity/log';
import { hashPassword, verifyPassword } from './password';
import { openSession, type SessionMeta } from './session';

/** Failed logins allowed per account in the window before the account is locked for the window. */
export const MAX_FAILED_LOGINS = 10;
const FAILED_LOGIN_WINDOW_MINUTES = 15;

export const WRONG_CREDENTIALS = 'Email atau kata sandi salah.';

const STATUS_MESSAGES = {
  pending: 'Akun anda masih menunggu persetujuan administrator.',
  rejected: 'Pendaftaran akun anda ditolak. Hubungi administrator perusahaan anda.',
  disabled: 'Akun anda dinonaktifkan. Hubungi administrator perusahaan anda.',
} as const;

/** Verifying against a real hash for unknown emails keeps both answers equally slow. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-for-timing'));

export type SessionAnswer = { id: number; id_role: number; id_company: number; name: string; token: string };

export async function login(
  db: Database,
  input: { email: string; password: string },
  meta: SessionMeta & { sessionDays: number },
): Promise<SessionAnswer> {
  const [{ failures }] = await db
    .select({ failures: sql<number>`count(*)::int` })
    .from(loginAttempt)
    .where(
      and(
        eq(loginAttempt.email, input.email),
        gt(loginAttempt.created_at, sql`now() - make_interval(mins => ${FAILED_LOGIN_WINDOW_MINUTES})`),
      ),
    );
  if (failures >= MAX_FAILED_LOGINS) {
    throw new AppError(429, `Terlalu banyak percobaan masuk. Coba lagi dalam ${FAILED_LOGIN_WINDOW_MINUTES} menit.`);
  }
  const [found] = await db.select().from(user).where(eq(sql`lower(${user.email})`, input.email));
  const valid = await verifyPassword(found?.password_hash ?? (await decoy()), input.password);
  if (!found || !valid) {
    await db.insert(loginAttempt).values({ email: input.email, ip: meta.ip });
    // Attempts only matter inside the window; dropping old ones here keeps the table small.
    await db.delete(loginAttempt).where(lt(loginAttempt.created_at, sql`now() - interval '1 day'`));
    throw new AppError(401, WRONG_CREDENTIALS);
  }
  if (found.status !== 'active') throw new AppError(403, STATUS_MESSAGES[found.status]);
  return db.transaction(async (tx) => {
    await tx.delete(loginAttempt).where(eq(loginAttempt.email, input.email));
    const token = await openSession(tx, found.id, meta.sessionDays, meta);
    await logActivity(tx, {
      id_company: found.id_company,
      id_user: found.id,
      action: 'login',
      entity: 'user',
      id_entity: found.id,
      ip: meta.ip,
      user_agent: meta.user_agent,
    });
    return { id: found.id, id_role: found.id_role, id_company: found.id_company, name: found.name, token };
  });
}
