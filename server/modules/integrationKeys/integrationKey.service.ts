import { and, desc, eq, sql } from 'drizzle-orm';
import { ADMINISTRATOR, INTEGRATION_KEY_CLOSED_MODULES, type PermissionRow } from '../../../domain/permissions';
import { problem } from '../../../domain/errors';
import type { z } from 'zod';
import type { integrationKeyCreate } from '../../../domain/schemas/integrationKey';
import type { IntegrationKeyStatus } from '../../../domain/vocabularies';
import type { Executor } from '../../db/connection';
import { integrationKey, integrationKeyPermission, role, user } from '../../db/schema';
import { fieldError, notFound } from '../../plugins/errors';
import { newIntegrationKey } from '../../plugins/integrationKey';
import type { Caller } from '../../plugins/session';
import { actorOf, logActivity } from '../../plugins/activityLog';

const statusSql = sql<IntegrationKeyStatus>`case
  when ${integrationKey.revoked_at} is not null then 'revoked'
  when ${integrationKey.expires_at} is not null and ${integrationKey.expires_at} <= now() then 'expired'
  when ${user.status} is distinct from 'active' or ${role.name} is distinct from ${ADMINISTRATOR} then 'suspended'
  else 'active' end`;

const permissionsSql = sql<PermissionRow[]>`coalesce((
  select json_agg(json_build_object('name_module', kp.name_module, 'access', kp.access, 'import', kp.import, 'export', kp.export) order by kp.id)
  from ${integrationKeyPermission} kp where kp.id_integration_key = ${integrationKey.id}), '[]'::json)`;

/** The company's keys, newest first, or the one of them with `id`. */
export const keysOf = (db: Executor, id_company: number, id?: number) =>
  db
    .select({
      id: integrationKey.id,
      name: integrationKey.name,
      prefix: integrationKey.prefix,
      permissions: permissionsSql,
      created_by: integrationKey.created_by,
      creator_name: user.name,
      expires_at: integrationKey.expires_at,
      revoked_at: integrationKey.revoked_at,
      last_used_at: integrationKey.last_used_at,
      last_used_ip: integrationKey.last_used_ip,
      created_at: integrationKey.created_at,
      status: statusSql,
    })
    .from(integrationKey)
    .leftJoin(user, eq(user.id, integrationKey.created_by))
    .leftJoin(role, eq(role.id, user.id_role))
    .where(and(eq(integrationKey.id_company, id_company), id === undefined ? undefined : eq(integrationKey.id, id)))
    .orderBy(desc(integrationKey.created_at), desc(integrationKey.id));

type CreateInput = z.output<typeof integrationKeyCreate>;

/** Creates a key for the caller's company; the answer carries the key this once, the database only its digest. */
export async function createKey(tx: Executor, caller: Caller, input: CreateInput) {
  input.permissions.forEach((row, index) => {
    const closed = INTEGRATION_KEY_CLOSED_MODULES.find((module) => module === row.name_module);
    if (closed && row.access !== 'none') {
      throw fieldError(422, `permissions.${index}.access`, problem('integration_key.administration_module', { module: closed }));
    }
  });
  if (input.expires_at && input.expires_at.getTime() <= Date.now()) {
    throw fieldError(422, 'expires_at', problem('integration_key.expiry_past'));
  }
  const { key, prefix, key_hash } = newIntegrationKey();
  const [created] = await tx
    .insert(integrationKey)
    .values({ id_company: caller.id_company, name: input.name, prefix, key_hash, created_by: caller.id, expires_at: input.expires_at ?? null })
    .returning({ id: integrationKey.id });
  await tx
    .insert(integrationKeyPermission)
    .values(input.permissions.map((row) => ({ ...row, id_company: caller.id_company, id_integration_key: created.id })));
  await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'create', entity: 'integration_key', id_entity: created.id, detail: { name: input.name, prefix } });
  const [record] = await keysOf(tx, caller.id_company, created.id);
  return { ...record, key };
}

/** Revokes the company's key at once (its next call answers 401); the row stays for the activity log. */
export async function revokeKey(tx: Executor, caller: Caller, id: number) {
  const [found] = await tx
    .update(integrationKey)
    .set({ revoked_at: sql`coalesce(${integrationKey.revoked_at}, now())` })
    .where(and(eq(integrationKey.id, id), eq(integrationKey.id_company, caller.id_company)))
    .returning({ id: integrationKey.id, name: integrationKey.name });
  if (!found) throw notFound(problem('integration_key.not_found'));
  await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'revoke', entity: 'integration_key', id_entity: id, detail: { name: found.name } });
  const [record] = await keysOf(tx, caller.id_company, id);
  return record;
}
