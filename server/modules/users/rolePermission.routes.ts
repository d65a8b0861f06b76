import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PermissionRow } from '../../../domain/permissions';
import { permissionRowOutput, permissionRowsInput } from '../../../domain/schemas/permissionRows';
import type { DatabaseHandle, Executor } from '../../db/connection';
import { role, rolePermission } from '../../db/schema';
import { callerOf, requireModule } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { publish } from '../../plugins/events';
import { problem } from '../../../domain/errors';
import { idParams } from '../../schemas';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { ensureCompanyAdministrable, lockCompany } from './administrable';
import { ensureAdministratorKeepsAdministration, ensureUserManagementKept } from './roleGuards';
import { permissionsOfRole } from '../../plugins/session';

async function findRole(db: Executor, id_company: number, id_role: number) {
  const [found] = await db
    .select({ id: role.id, name: role.name })
    .from(role)
    .where(and(eq(role.id, id_role), eq(role.id_company, id_company)));
  if (!found) throw notFound(problem('role.not_found'));
  return found;
}

/** The sent rows that differ from the stored ones (a module without a stored row counts as changed). */
function changedRows(before: readonly PermissionRow[], sent: readonly PermissionRow[]) {
  const stored = new Map(before.map((r) => [r.name_module, r]));
  return sent.filter((r) => {
    const old = stored.get(r.name_module);
    return !old || old.access !== r.access || old.import !== r.import || old.export !== r.export;
  });
}

/**
 * GET/PUT /api/user/v1/role/:id/permission: the permission rows of one role of the company (the
 * Hak Akses matrix). A PUT writes every sent row in one transaction under the company's lock, then
 * checks the rules that keep the company administrable; a refusal changes nothing. Once it
 * commits, the role's members hear a 'permissions' event on the live stream.
 */
const rolePermissionRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;
  const guard = { preHandler: requireModule('Roles') };
  const response = { 200: z.object({ data: z.array(permissionRowOutput) }) };

  app.get('/:id/permission', { ...guard, schema: { summary: 'Hak akses sebuah peran', tags: ['role'], params: idParams, response } }, async (request) => {
    const target = await findRole(db, callerOf(request).id_company, request.params.id);
    return { data: await permissionsOfRole(db, target.id) };
  });

  app.put(
    '/:id/permission',
    { ...guard, schema: { summary: 'Simpan hak akses sebuah peran', tags: ['role'], params: idParams, body: z.object({ data: permissionRowsInput }), response } },
    async (request) => {
      const caller = callerOf(request);
      const { id_company } = caller;
      const id_role = request.params.id;
      await db.transaction(async (tx) => {
        await lockCompany(tx, id_company);
        const target = await findRole(tx, id_company, id_role);
        const changes = changedRows(await permissionsOfRole(tx, id_role), request.body.data);
        for (const change of changes) {
          await tx
            .insert(rolePermission)
            .values({ id_company, id_role, ...change })
            .onConflictDoUpdate({
              target: [rolePermission.id_role, rolePermission.name_module],
              set: { access: sql`excluded.access`, import: sql`excluded.import`, export: sql`excluded.export` },
            });
        }
        if (!changes.length) return;
        await ensureAdministratorKeepsAdministration(tx, target);
        await ensureUserManagementKept(tx, id_company);
        await ensureCompanyAdministrable(tx, id_company);
        await logActivity(tx, { id_company, ...actorOf(caller), action: 'update_permissions', entity: 'role', id_entity: id_role, detail: { changes } });
        await publish(tx, { type: 'permissions', id_company, id_role });
      });
      return { data: await permissionsOfRole(db, id_role) };
    },
  );
};

export default rolePermissionRoutes;
