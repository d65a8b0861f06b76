import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/connection';
import { company, invitation, role, user } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { publish } from '../../plugins/events';
import { logActivity, personActor } from '../../plugins/activityLog';
import { createCompanyWithDefaults } from './companySetup';
import type { SessionAnswer } from './login.service';
import { hashPassword } from './password';
import { ensureEmailUnused } from './references';
import { ensurePasswordLength } from '../security/rules.service';
import { openSession, type SessionMeta } from '../../plugins/session';
import { ensurePlanRoom } from '../../plugins/planLimits';

const JOIN_PENDING =
  'Pendaftaran berhasil. Akun anda menunggu persetujuan administrator perusahaan sebelum dapat digunakan.';

type Meta = SessionMeta & { sessionDays: number };
type Person = { name: string; email: string; password: string; phone_number: string };

async function startSession(tx: Executor, created: typeof user.$inferSelect, meta: Meta): Promise<SessionAnswer> {
  const token = await openSession(tx, created.id, meta.sessionDays, meta);
  return { id: created.id, id_role: created.id_role, id_company: created.id_company, name: created.name, token };
}

/** A new dealer: the company, its default roles and permissions, and its first Administrator. */
export async function registerCompany(db: Database, input: Person & { company_name: string }, meta: Meta) {
  const password_hash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await ensureEmailUnused(tx, input.email);
    const { company: created, roles } = await createCompanyWithDefaults(tx, { name: input.company_name });
    const [admin] = await tx
      .insert(user)
      .values({
        id_company: created.id,
        id_role: roles.Administrator.id,
        email: input.email,
        name: input.name,
        phone_number: input.phone_number,
        password_hash,
        status: 'active',
      })
      .returning();
    await logActivity(tx, { id_company: created.id, ...personActor(admin.id), action: 'register_company', entity: 'company', id_entity: created.id, ip: meta.ip });
    return startSession(tx, admin, meta);
  });
}

/** Joining an existing dealer by its code: a pending Sales user until an administrator approves. */
export async function registerJoin(db: Database, input: Person & { company_code: string }, meta: Meta) {
  const password_hash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await ensureEmailUnused(tx, input.email);
    const [target] = await tx
      .select({ id: company.id, salesRole: role.id })
      .from(company)
      .innerJoin(role, and(eq(role.id_company, company.id), eq(role.name, 'Sales')))
      .where(eq(company.code, input.company_code.toUpperCase()));
    if (!target) {
      throw fieldError(422, 'company_code', problem('auth.company_code_unknown'));
    }
    await ensurePasswordLength(tx, target.id, input.password);
    // Refused already while the plan is full: approving the registration would be refused anyway.
    await ensurePlanRoom(tx, target.id, 'users');
    const [pending] = await tx
      .insert(user)
      .values({
        id_company: target.id,
        id_role: target.salesRole,
        email: input.email,
        name: input.name,
        phone_number: input.phone_number,
        password_hash,
        status: 'pending',
      })
      .returning({ id: user.id });
    await logActivity(tx, { id_company: target.id, ...personActor(pending.id), action: 'register_join', entity: 'user', id_entity: pending.id, ip: meta.ip });
    await publish(tx, { type: 'pengajuan', id_company: target.id, kind: 'user' });
  });
  return JOIN_PENDING;
}

/** What the invited person sees before registering: which dealer invited them. */
export async function describeInvitation(db: Database, id: string) {
  const [found] = await db
    .select({
      email: invitation.email,
      id_company: invitation.id_company,
      company_name: company.name,
      role_name: role.name,
      revoked: sql<boolean>`${invitation.revoked_at} is not null`,
    })
    .from(invitation)
    .innerJoin(company, eq(company.id, invitation.id_company))
    .innerJoin(role, eq(role.id, invitation.id_role))
    .where(and(eq(invitation.id, id), isNull(invitation.accepted_at), gt(invitation.expires_at, sql`now()`)));
  if (!found) throw notFound(problem('auth.invitation_invalid'));
  const { revoked, ...invited } = found;
  if (revoked) throw notFound(problem('auth.invitation_revoked'));
  return invited;
}

export async function registerInvited(
  db: Database,
  input: Omit<Person, 'email'> & { email: string; idcompany: number; idinvited: string },
  meta: Meta,
) {
  const password_hash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ invitation, inviter_email: user.email })
      .from(invitation)
      .leftJoin(user, eq(user.id, invitation.invited_by))
      .where(
        and(
          eq(invitation.id, input.idinvited),
          eq(invitation.id_company, input.idcompany),
          eq(sql`lower(${invitation.email})`, input.email),
          isNull(invitation.accepted_at),
          gt(invitation.expires_at, sql`now()`),
        ),
      )
      .for('update', { of: invitation });
    if (!found) throw new AppError(422, problem('auth.invitation_invalid'));
    if (found.invitation.revoked_at) throw new AppError(422, problem('auth.invitation_revoked'));
    await ensurePasswordLength(tx, found.invitation.id_company, input.password);
    await ensureEmailUnused(tx, input.email);
    await ensurePlanRoom(tx, found.invitation.id_company, 'users');
    await tx.update(invitation).set({ accepted_at: sql`now()` }).where(eq(invitation.id, input.idinvited));
    const [created] = await tx
      .insert(user)
      .values({
        id_company: found.invitation.id_company,
        id_role: found.invitation.id_role,
        id_group: found.invitation.id_group,
        email: input.email,
        name: input.name,
        phone_number: input.phone_number,
        password_hash,
        status: 'active',
        invited_email: found.inviter_email,
      })
      .returning();
    await logActivity(tx, { id_company: created.id_company, ...personActor(created.id), action: 'register_invited', entity: 'user', id_entity: created.id, ip: meta.ip });
    return startSession(tx, created, meta);
  });
}
