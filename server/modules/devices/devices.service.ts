import { and, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { problem } from '../../../domain/errors';
import { isAdministrator } from '../../../domain/permissions';
import type { deviceQuery } from '../../../domain/schemas/device';
import type { DatabaseHandle, Executor } from '../../db/connection';
import { countMatching } from '../../db/count';
import { session, user } from '../../db/schema';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { subjectOf } from '../../plugins/auth';
import { forbidden, notFound } from '../../plugins/errors';
import type { PersonCaller } from '../../plugins/session';
import { deviceOf, deviceSummary } from './device';

type DeviceQuery = z.output<typeof deviceQuery>;

/** Where the request that ends a session came from: the activity log's address and device. */
type RequestOrigin = { ip: string; user_agent?: string };

/** A session that still opens the app: neither revoked (logout, a later login, a password change, ended here) nor expired. */
const stillOpen = and(isNull(session.revoked_at), gt(session.expires_at, sql`now()`));

/** The sessions of the company's active users (a deactivated user's were all revoked with the deactivation). */
const ofCompany = (db: Executor, id_company: number) =>
  inArray(
    session.id_user,
    db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.id_company, id_company), eq(user.status, 'active'))),
  );

/**
 * The sessions the caller may see and end: their own; an Administrator's, every one of the
 * company, or one user's with `id_user`. Anyone else naming another user is refused (403).
 */
function reachOf(db: Executor, caller: PersonCaller, id_user?: number): SQL | undefined {
  if (!isAdministrator(subjectOf(caller))) {
    if (id_user !== undefined && id_user !== caller.id) throw forbidden(problem('device.other_user'));
    return and(stillOpen, eq(session.id_user, caller.id));
  }
  return and(stillOpen, ofCompany(db, caller.id_company), id_user === undefined ? undefined : eq(session.id_user, id_user));
}

/**
 * One page of the sessions in reach, the caller's current one first, then the most recently used,
 * each with the device its login's User-Agent names (read here: the phone downloads no parser).
 */
export async function listDevices(database: DatabaseHandle, caller: PersonCaller, query: DeviceQuery) {
  const { db } = database;
  const where = reachOf(db, caller, query.id_user);
  const isCurrent = sql<boolean>`${session.id} = ${caller.session_id}`;
  const [rows, count] = await Promise.all([
    db
      .select({
        id: session.id,
        id_user: session.id_user,
        user_name: user.name,
        user_agent: session.user_agent,
        ip: session.ip,
        created_at: session.created_at,
        last_used_at: session.last_used_at,
        expires_at: session.expires_at,
        current: isCurrent,
      })
      .from(session)
      .innerJoin(user, eq(user.id, session.id_user))
      .where(where)
      .orderBy(desc(isCurrent), desc(session.last_used_at), desc(session.id))
      .limit(query.limit)
      .offset(query.offset),
    countMatching(database, session, where),
  ]);
  return { data: rows.map((row) => ({ ...row, device: deviceOf(row.user_agent) })), count };
}

/**
 * Ends a session in reach at once: its next request answers 401 `auth.session_invalid`, which the
 * client tells as 'Akun anda telah dipakai pada perangkat lain', and its live stream closes at its
 * next heartbeat, as after a login elsewhere. A session out of reach, of another company, or
 * already ended answers 404 and nothing changes. Logged as `end_session` on the session.
 */
export async function endDevice(tx: Executor, caller: PersonCaller, id: number, origin: RequestOrigin) {
  const [ended] = await tx
    .update(session)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(session.id, id), reachOf(tx, caller)))
    .returning({ id: session.id, id_user: session.id_user, ip: session.ip, user_agent: session.user_agent });
  if (!ended) throw notFound(problem('device.session_not_found'));
  const [owner] = await tx.select({ name: user.name }).from(user).where(eq(user.id, ended.id_user));
  await logActivity(tx, {
    id_company: caller.id_company,
    ...actorOf(caller),
    action: 'end_session',
    entity: 'session',
    id_entity: ended.id,
    detail: { id_user: ended.id_user, user_name: owner?.name ?? null, device: deviceSummary(deviceOf(ended.user_agent)), ip: ended.ip, own: ended.id === caller.session_id },
    ip: origin.ip,
    user_agent: origin.user_agent,
  });
  return ended;
}
