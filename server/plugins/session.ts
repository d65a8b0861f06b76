import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/connection';
import { role, rolePermission, securityRule, session, user } from '../db/schema';
import type { PermissionRow } from '../../domain/permissions';
import type { TimeZone } from '../../domain/timeZones';
import { companyTimeZoneOf } from './dealerDay';

/** 32 random bytes, base64url: what the client keeps in its `token` cookie. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a database leak reveals no usable token. */
export const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

export type SessionMeta = { ip?: string; user_agent?: string };

/**
 * Opens a session and revokes every other session of the user: one active session per user
 * (docs/sessions-and-access.md). The old device's next call answers 401. It lasts the user's
 * company's session length, or `days` while the company has saved no security rules.
 */
export async function openSession(tx: Executor, id_user: number, days: number, meta: SessionMeta) {
  const token = newToken();
  await tx
    .update(session)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(session.id_user, id_user), isNull(session.revoked_at)));
  await tx.insert(session).values({
    id_user,
    token_hash: digest(token),
    // The company's session length (Aturan Keamanan) when it saved one, else the server's.
    expires_at: sql`now() + make_interval(days => coalesce((
      select ${securityRule.session_days} from ${securityRule} join ${user} on ${user.id_company} = ${securityRule.id_company} where ${user.id} = ${id_user}
    ), ${days}))`,
    ip: meta.ip,
    user_agent: meta.user_agent?.slice(0, 300),
  });
  return token;
}

export async function revokeSession(tx: Executor, sessionId: number) {
  await tx.update(session).set({ revoked_at: sql`now()` }).where(eq(session.id, sessionId));
}

export async function revokeAllSessions(tx: Executor, id_user: number, exceptSessionId?: number) {
  await tx
    .update(session)
    .set({ revoked_at: sql`now()` })
    .where(
      and(
        eq(session.id_user, id_user),
        isNull(session.revoked_at),
        exceptSessionId === undefined ? undefined : ne(session.id, exceptSessionId),
      ),
    );
}

/** A user as access rules see them: company, role, group and the role's permission rows. */
export type Member = {
  id: number;
  id_company: number;
  id_role: number;
  id_group: number | null;
  name: string;
  email: string;
  role_name: string;
  /** The company's time zone, whose days "today" and the day filters are (dealerDay.ts). */
  time_zone: TimeZone;
  permissions: PermissionRow[];
  /** Set when an integration key acts (docs/sessions-and-access.md, Integration keys); null for a person. */
  integration: Integration | null;
};

/** The integration key behind a request: what the activity log and notifications name. */
type Integration = { id: number; name: string };

/**
 * The member making the current request: a person with the session it came through, or an
 * integration key, which has no session. For a key, `id` is the Administrator who created it (on
 * whose behalf it acts), `name` the key's name, `permissions` the key's own rows.
 */
export type Caller = Member & ({ integration: null; session_id: number } | { integration: Integration; session_id: null });

/** A person's caller: what only a signed-in user may do (their session, their notifications). */
export type PersonCaller = Extract<Caller, { integration: null }>;

/** How stale `last_used_at` may get before a request writes it again. */
export const LAST_USED_RESOLUTION_SECONDS = 60;

const callerColumns = {
  id: user.id,
  id_company: user.id_company,
  id_role: user.id_role,
  id_group: user.id_group,
  name: user.name,
  email: user.email,
  role_name: role.name,
  time_zone: companyTimeZoneOf(user.id_company),
};

/** A role's permission rows in their stored order. */
export const permissionsOfRole = (db: Executor, id_role: number) =>
  db
    .select({
      name_module: rolePermission.name_module,
      access: rolePermission.access,
      import: rolePermission.import,
      export: rolePermission.export,
    })
    .from(rolePermission)
    .where(eq(rolePermission.id_role, id_role))
    .orderBy(rolePermission.id);

/** The role's rows as one JSON value, so a request is authenticated by a single query. */
const permissionsJson = sql<PermissionRow[]>`coalesce((
  select json_agg(json_build_object('name_module', rp.name_module, 'access', rp.access, 'import', rp.import, 'export', rp.export) order by rp.id)
  from ${rolePermission} rp where rp.id_role = ${user.id_role}), '[]'::json)`;

/**
 * The lookup every authenticated request makes, built once per database and sent as a named
 * prepared statement: neither Drizzle nor PostgreSQL re-plan it per request.
 */
const prepareTokenLookup = (db: Database) =>
  db
    .select({
      ...callerColumns,
      permissions: permissionsJson,
      integration: sql<null>`null`,
      session_id: session.id,
      last_used_at: session.last_used_at,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.id_user))
    .innerJoin(role, eq(role.id, user.id_role))
    .where(
      and(
        eq(session.token_hash, sql.placeholder('token_hash')),
        isNull(session.revoked_at),
        gt(session.expires_at, sql`now()`),
        eq(user.status, 'active'),
      ),
    )
    .limit(1)
    .prepare('resolve_token');
const tokenLookups = new WeakMap<Database, ReturnType<typeof prepareTokenLookup>>();

/** The active user behind a token, with the role's permission rows, or null. */
export async function resolveToken(db: Database, token: string): Promise<Caller | null> {
  let lookup = tokenLookups.get(db);
  if (!lookup) tokenLookups.set(db, (lookup = prepareTokenLookup(db)));
  const [found] = await lookup.execute({ token_hash: digest(token) });
  if (!found) return null;
  if (Date.now() - found.last_used_at.getTime() > LAST_USED_RESOLUTION_SECONDS * 1000) {
    await db.update(session).set({ last_used_at: sql`now()` }).where(eq(session.id, found.session_id));
  }
  const { last_used_at: _lastUsed, ...caller } = found;
  return caller;
}

/** Another user of the caller's company seen as a caller would be (role, group, permissions), or null. */
export async function userAsCaller(db: Executor, id_company: number, id_user: number): Promise<Member | null> {
  const [found] = await db
    .select(callerColumns)
    .from(user)
    .innerJoin(role, eq(role.id, user.id_role))
    .where(and(eq(user.id, id_user), eq(user.id_company, id_company)));
  return found ? { ...found, permissions: await permissionsOfRole(db, found.id_role), integration: null } : null;
}

/** The role a user has now (a session's caller keeps the role it had when the request began). */
export async function currentRoleOf(db: Executor, id_user: number): Promise<number | undefined> {
  const [found] = await db.select({ id_role: user.id_role }).from(user).where(eq(user.id, id_user));
  return found?.id_role;
}

/** Whether a session still holds: not revoked by a later login or a logout, not expired. */
export async function isSessionActive(db: Executor, sessionId: number) {
  const [found] = await db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.id, sessionId), isNull(session.revoked_at), gt(session.expires_at, sql`now()`)));
  return Boolean(found);
}

/** Whether a token that no longer authenticates belongs to a deactivated user: their 401 says so. */
export async function isTokenOfDisabledUser(db: Executor, token: string) {
  const [found] = await db
    .select({ id: user.id })
    .from(session)
    .innerJoin(user, eq(user.id, session.id_user))
    .where(and(eq(session.token_hash, digest(token)), eq(user.status, 'disabled')))
    .limit(1);
  return Boolean(found);
}
