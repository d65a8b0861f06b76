import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DatabaseHandle, Executor } from '../../db/connection';
import { countMatching } from '../../db/count';
import { company, group, invitation, role, user } from '../../db/schema';
import type { Mailer } from '../../mailer';
import { AppError, fieldError, notFound } from '../../plugins/errors';
import type { Caller } from '../../plugins/session';
import { problem } from '../../../domain/errors';
import type { InvitationStatus } from '../../../domain/vocabularies';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { ensureEmailUnused } from './references';

const INVITATION_DAYS = 7;
const expiresFromNow = sql`now() + make_interval(days => ${INVITATION_DAYS})`;

/** An invitation's state, in the order that decides it: used, then withdrawn, then out of date. */
const statusOf = sql<InvitationStatus>`case
  when ${invitation.accepted_at} is not null then 'accepted'
  when ${invitation.revoked_at} is not null then 'revoked'
  when ${invitation.expires_at} <= now() then 'expired'
  else 'pending' end`;

/** Still able to register someone: neither used nor withdrawn nor out of date. */
const invitationPending = and(isNull(invitation.accepted_at), isNull(invitation.revoked_at), gt(invitation.expires_at, sql`now()`)) as SQL;

type Invitee = { id: string; email: string; id_company: number };

/** Mails the /register_invited link; the first send and every resend say the same. */
export async function mailInvitation(mailer: Mailer, config: Config, inviterName: string, invitee: Invitee) {
  const link = `${config.publicUrl}/register_invited/${encodeURIComponent(invitee.email)}/${invitee.id_company}/${invitee.id}`;
  await mailer.send({
    to: invitee.email,
    id_company: invitee.id_company,
    subject: 'Undangan bergabung',
    text: `Halo,\n\n${inviterName} mengundang anda bergabung ke tim penjualan. Daftar melalui tautan berikut (berlaku ${INVITATION_DAYS} hari):\n\n${link}`,
  });
  return link;
}

/** One pending invitation per email in a company: a second link would only confuse who is invited how. */
async function ensureNoOtherPending(tx: Executor, id_company: number, email: string, exceptId?: string) {
  const [waiting] = await tx
    .select({ id: invitation.id })
    .from(invitation)
    .where(
      and(
        eq(invitation.id_company, id_company),
        eq(sql`lower(${invitation.email})`, email.toLowerCase()),
        invitationPending,
        exceptId === undefined ? undefined : ne(invitation.id, exceptId),
      ),
    );
  if (waiting) throw fieldError(409, 'email', problem('invitation.pending_exists'));
}

/**
 * A new invitation, refused for an email that already has an account (anywhere: emails identify a
 * login) or a pending invitation of the company. The company row is locked first, so two invitations
 * of one email sent at once are checked one after the other.
 */
export async function createInvitation(tx: Executor, caller: Caller, input: { email: string; id_role: number; id_group: number | null }) {
  await ensureEmailUnused(tx, input.email);
  await tx.select({ id: company.id }).from(company).where(eq(company.id, caller.id_company)).for('update');
  await ensureNoOtherPending(tx, caller.id_company, input.email);
  const id = randomBytes(24).toString('base64url');
  await tx.insert(invitation).values({ id, id_company: caller.id_company, ...input, invited_by: caller.id, expires_at: expiresFromNow });
  await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'invite', entity: 'invitation', detail: { id_invitation: id, email: input.email } });
  return { id, email: input.email, id_company: caller.id_company };
}

const inviter = sql<string | null>`(select ${user.name} from ${user} where ${user.id} = ${invitation.invited_by})`;

/** A page of the company's invitations, newest first, optionally of one status. */
export async function listInvitations(database: DatabaseHandle, id_company: number, query: { status?: InvitationStatus; limit: number; offset: number }) {
  const where = and(eq(invitation.id_company, id_company), query.status ? sql`${statusOf} = ${query.status}` : undefined) as SQL;
  const [rows, total] = await Promise.all([
    database.db
      .select({
        id: invitation.id,
        email: invitation.email,
        id_role: invitation.id_role,
        role_name: role.name,
        id_group: invitation.id_group,
        group_name: group.name,
        invited_by_name: inviter,
        status: statusOf,
        sent_at: invitation.sent_at,
        expires_at: invitation.expires_at,
        created_at: invitation.created_at,
      })
      .from(invitation)
      .innerJoin(role, eq(role.id, invitation.id_role))
      .leftJoin(group, eq(group.id, invitation.id_group))
      .where(where)
      .orderBy(desc(invitation.created_at), desc(invitation.id))
      .limit(query.limit)
      .offset(query.offset),
    countMatching(database, invitation, where),
  ]);
  return { rows, total };
}

/** The company's invitation, locked for the change; another company's id is not found. */
async function lockedInvitation(tx: Executor, id_company: number, id: string) {
  const [found] = await tx
    .select({ id: invitation.id, email: invitation.email, id_company: invitation.id_company, status: statusOf })
    .from(invitation)
    .where(and(eq(invitation.id, id), eq(invitation.id_company, id_company)))
    .for('update');
  if (!found) throw notFound(problem('invitation.not_found'));
  return found;
}

/** A pending or expired invitation gets seven new days and is mailed again (by the caller, after commit). */
export async function renewInvitation(tx: Executor, caller: Caller, id: string): Promise<Invitee> {
  await tx.select({ id: company.id }).from(company).where(eq(company.id, caller.id_company)).for('update');
  const found = await lockedInvitation(tx, caller.id_company, id);
  if (found.status === 'accepted' || found.status === 'revoked') throw new AppError(409, problem('invitation.not_resendable'));
  await ensureEmailUnused(tx, found.email);
  await ensureNoOtherPending(tx, caller.id_company, found.email, id);
  await tx.update(invitation).set({ expires_at: expiresFromNow, sent_at: sql`now()` }).where(eq(invitation.id, id));
  await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'invite_resend', entity: 'invitation', detail: { id_invitation: id, email: found.email } });
  return found;
}

/** Withdraws a pending or expired invitation: its link stops registering anyone. */
export async function revokeInvitation(tx: Executor, caller: Caller, id: string) {
  const found = await lockedInvitation(tx, caller.id_company, id);
  if (found.status === 'accepted' || found.status === 'revoked') throw new AppError(409, problem('invitation.not_revocable'));
  await tx.update(invitation).set({ revoked_at: sql`now()` }).where(eq(invitation.id, id));
  await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'invite_revoke', entity: 'invitation', detail: { id_invitation: id, email: found.email } });
}
