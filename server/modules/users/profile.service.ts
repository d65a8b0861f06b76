import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/connection';
import { company, emailChange, group, role, user } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import type { profileUpdate } from '../../../domain/schemas/profile';
import { actorOf, logActivity } from '../../plugins/activityLog';
import type { PersonCaller } from '../../plugins/session';

/** The caller's own profile, with the newest e-mail change still waiting for its link. */
export async function readProfile(db: Executor, id_user: number) {
  const pending = db
    .select({ email: emailChange.email, expires_at: emailChange.expires_at })
    .from(emailChange)
    .where(and(eq(emailChange.id_user, id_user), isNull(emailChange.used_at), gt(emailChange.expires_at, sql`now()`)))
    .orderBy(desc(emailChange.id))
    .limit(1)
    .as('pending');
  const [found] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      npm: user.npm,
      phone_number: user.phone_number,
      whatsapp_number: user.whatsapp_number,
      photo: user.photo,
      language: user.language,
      push_muted: user.push_muted,
      role_name: role.name,
      group_name: group.name,
      company_name: company.name,
      pending_email: pending.email,
      pending_email_expires_at: pending.expires_at,
    })
    .from(user)
    .innerJoin(company, eq(company.id, user.id_company))
    .innerJoin(role, eq(role.id, user.id_role))
    .leftJoin(group, eq(group.id, user.id_group))
    .leftJoin(pending, sql`true`)
    .where(eq(user.id, id_user));
  if (!found) throw notFound(problem('user.not_found'));
  return found;
}

/** Writes what the caller changed of their own profile and logs which fields changed (not their values). */
export async function updateProfile(db: Executor, caller: PersonCaller, changes: z.output<typeof profileUpdate>) {
  const fields = Object.keys(changes).filter((field) => changes[field as keyof typeof changes] !== undefined);
  if (fields.length) {
    await db
      .update(user)
      .set({ ...changes, updated_at: sql`now()` })
      .where(eq(user.id, caller.id));
    await logActivity(db, {
      id_company: caller.id_company,
      ...actorOf(caller),
      action: 'update_profile',
      entity: 'user',
      id_entity: caller.id,
      detail: { fields },
    });
  }
  return readProfile(db, caller.id);
}
