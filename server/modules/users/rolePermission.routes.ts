import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_SCOPES, GRANTS, MODULES } from '../../../domain/permissions';
import type { DatabaseHandle } from '../../db/connection';
import { role, rolePermission } from '../../db/schema';
import { callerOf, requireModule } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { idParams, permissionRowOutput } from '../../schemas';
import { ensureCompanyAdministrable } from './administrable';
import { permissionsOfRole } from '../../plugins/session';

const row = z.object({
  name_module: z.enum(MODULES, { error: 'Modul tidak dikenal.' }),
  access: z.enum(GRANTS, { error: 'Akses harus enabled atau none.' }),
  import: z.enum(GRANTS, { error: 'Impor harus enabled atau none.' }),
  export: z.enum(EXPORT_SCOPES, { error: 'Ekspor tidak valid.' }),
});

/** GET/PUT /api/user/v1/role/:id/permission: the permission rows of one role of the company. */
const rolePermissionRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;
  const guard = { preHandler: requireModule('Roles') };
  const response = { 200: z.object({ data: z.array(permissionRowOutput) }) };

  const rowsOf = async (id_company: number, id_role: number) => {
    const [found] = await db.select({ id: role.id }).from(role).where(and(eq(role.id, id_role), eq(role.id_company, id_company)));
    if (!found) throw notFound(problem('role.not_found'));
    return permissionsOfRole(db, id_role);
  };

  app.get('/:id/permission', { ...guard, schema: { tags: ['role'], params: idParams, response } }, async (request) => ({
    data: await rowsOf(callerOf(request).id_company, request.params.id),
  }));

  app.put(
    '/:id/permission',
    { ...guard, schema: { tags: ['role'], params: idParams, body: z.object({ data: z.array(row).min(1).max(MODULES.length) }), response } },
    async (request) => {
      const caller = callerOf(request);
      await rowsOf(caller.id_company, request.params.id);
      await db.transaction(async (tx) => {
        for (const change of request.body.data) {
          await tx
            .insert(rolePermission)
            .values({ id_company: caller.id_company, id_role: request.params.id, ...change })
            .onConflictDoUpdate({
              target: [rolePermission.id_role, rolePermission.name_module],
              set: { access: sql`excluded.access`, import: sql`excluded.import`, export: sql`excluded.export` },
            });
        }
        await ensureCompanyAdministrable(tx, caller.id_company);
      });
      return { data: await rowsOf(caller.id_company, request.params.id) };
    },
  );
};

export default rolePermissionRoutes;
