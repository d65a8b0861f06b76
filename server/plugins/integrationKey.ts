import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { integrationKey, integrationKeyPermission, role, user } from '../db/schema';
import { ADMINISTRATOR, type PermissionRow } from '../../domain/permissions';
import { digest, LAST_USED_RESOLUTION_SECONDS, type Caller } from './session';
import { companyTimeZoneOf } from './dealerDay';

/**
 * 'ik_' and 43 base64url characters: a session token is exactly 43 base64url characters, so the
 * prefix and the length tell a key from a token before any lookup.
 */
const KEY_PREFIX = 'ik_';
const KEY_LENGTH = KEY_PREFIX.length + 43;
/** What the list shows of a key: enough to tell keys apart, far too little to use one. */
const VISIBLE_PREFIX_LENGTH = KEY_PREFIX.length + 6;

export const isIntegrationKey = (token: string) => token.length === KEY_LENGTH && token.startsWith(KEY_PREFIX);

export function newIntegrationKey() {
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  return { key, prefix: key.slice(0, VISIBLE_PREFIX_LENGTH), key_hash: digest(key) };
}

/** The role_name a key's caller carries: never 'Administrator', so no Administrator-only rule admits a key. */
const INTEGRATION_ROLE_NAME = 'Kunci Integrasi';

const keyPermissionsJson = sql<PermissionRow[]>`coalesce((
  select json_agg(json_build_object('name_module', kp.name_module, 'access', kp.access, 'import', kp.import, 'export', kp.export) order by kp.id)
  from ${integrationKeyPermission} kp where kp.id_integration_key = ${integrationKey.id}), '[]'::json)`;

/**
 * The caller behind a key, or null: the key must be neither revoked nor expired, and its creator
 * still an active Administrator of the key's company (a key never outlives the authority that made it).
 */
export async function resolveIntegrationKey(db: Database, key: string, ip: string): Promise<Caller | null> {
  const [found] = await db
    .select({
      id: user.id,
      id_company: integrationKey.id_company,
      id_role: user.id_role,
      key_id: integrationKey.id,
      key_name: integrationKey.name,
      email: user.email,
      time_zone: companyTimeZoneOf(integrationKey.id_company),
      permissions: keyPermissionsJson,
      last_used_at: integrationKey.last_used_at,
      last_used_ip: integrationKey.last_used_ip,
    })
    .from(integrationKey)
    .innerJoin(user, and(eq(user.id, integrationKey.created_by), eq(user.id_company, integrationKey.id_company)))
    .innerJoin(role, eq(role.id, user.id_role))
    .where(
      and(
        eq(integrationKey.key_hash, digest(key)),
        isNull(integrationKey.revoked_at),
        or(isNull(integrationKey.expires_at), gt(integrationKey.expires_at, sql`now()`)),
        eq(user.status, 'active'),
        eq(role.name, ADMINISTRATOR),
      ),
    )
    .limit(1);
  if (!found) return null;
  const stale = !found.last_used_at || Date.now() - found.last_used_at.getTime() > LAST_USED_RESOLUTION_SECONDS * 1000;
  if (stale || found.last_used_ip !== ip) {
    await db.update(integrationKey).set({ last_used_at: sql`now()`, last_used_ip: ip }).where(eq(integrationKey.id, found.key_id));
  }
  return {
    id: found.id,
    id_company: found.id_company,
    id_role: found.id_role,
    id_group: null,
    name: found.key_name,
    email: found.email,
    role_name: INTEGRATION_ROLE_NAME,
    time_zone: found.time_zone,
    permissions: found.permissions,
    integration: { id: found.key_id, name: found.key_name },
    session_id: null,
  };
}
