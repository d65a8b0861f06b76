import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/connection';
import { company, group, role, user, waAccount } from '../../db/schema';
import { callerOf, personOf } from '../../plugins/auth';
import { forbidden, notFound } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { ensureRoleInScope, ensureUserInScope } from '../../plugins/scope';
import { idField } from '../../../domain/schemas/fields';
import { trainingCheckOutput, userDetailRecord } from '../../../domain/schemas/user';
import { permissionRowOutput } from '../../../domain/schemas/permissionRows';
import { alsoErrors, formBoolean, messageEnvelope } from '../../schemas';
import { markAllRead, markRead, ownRecipient, unreadCount } from '../notifications/notification.service';
import { permissionsOfRole } from '../../plugins/session';

/** The user-module calls of docs/api.md, with their exact paths and form-encoded payloads. */
const userRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;

  app.post(
    '/user/detail',
    { schema: { summary: 'Profil seorang pengguna', ...alsoErrors(404), tags: ['user'], body: z.object({ id: idField('Pengguna') }), response: { 200: z.object({ data: z.array(userDetailRecord) }) } } },
    async (request) => {
      const caller = personOf(request);
      await ensureUserInScope(db, caller, request.body.id);
      const rows = await db
        .select({
          id: user.id,
          email: user.email,
          name: user.name,
          npm: user.npm,
          phone_number: user.phone_number,
          photo: user.photo,
          language: user.language,
          role_name: role.name,
          id_role: user.id_role,
          id_company: user.id_company,
          id_group: user.id_group,
          group_name: group.name,
          invited_email: user.invited_email,
          company_name: company.name,
          company_logo: company.logo,
          company_time_zone: company.time_zone,
        })
        .from(user)
        .innerJoin(company, eq(company.id, user.id_company))
        .innerJoin(role, eq(role.id, user.id_role))
        .leftJoin(group, eq(group.id, user.id_group))
        .where(and(eq(user.id, request.body.id), eq(user.id_company, caller.id_company)));
      if (!rows.length) throw notFound(problem('user.not_found'));
      return { data: rows };
    },
  );

  app.put(
    '/user/update_fcm',
    {
      schema: {
        summary: 'Simpan token push perangkat',
        tags: ['user'],
        body: z.object({ id: idField('Pengguna'), fcm_token: z.string().trim().max(4096).nullish() }),
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      const caller = personOf(request);
      // A push token belongs to the device of the person using it: nobody sets another's.
      if (request.body.id !== caller.id) throw forbidden();
      await db
        .update(user)
        .set({ fcm_token: request.body.fcm_token || null, updated_at: sql`now()` })
        .where(eq(user.id, caller.id));
      return { message: 'Token notifikasi tersimpan.' };
    },
  );

  app.get(
    '/user/check_user_training',
    {
      schema: {
        summary: 'Cek pelatihan pengguna selesai',
        ...alsoErrors(404),
        tags: ['user'],
        description: 'api_status is true when the user has finished the onboarding training or has linked a WhatsApp number.',
        querystring: z.object({ id_user: idField('Pengguna') }),
        response: { 200: trainingCheckOutput },
      },
    },
    async (request) => {
      const caller = personOf(request);
      await ensureUserInScope(db, caller, request.query.id_user);
      const [found] = await db
        .select({ training_done: user.training_done, linked: sql<boolean>`coalesce(${waAccount.status} = 'linked', false)` })
        .from(user)
        .leftJoin(waAccount, eq(waAccount.id_user, user.id))
        .where(and(eq(user.id, request.query.id_user), eq(user.id_company, caller.id_company)));
      if (!found) throw notFound(problem('user.not_found'));
      return { api_status: found.training_done || found.linked };
    },
  );

  app.post(
    '/user/read_notifikasi',
    {
      schema: {
        summary: 'Tandai notifikasi sudah dibaca',
        ...alsoErrors(404),
        tags: ['notification'],
        description: 'Marks one notification (id, all=false) or all of them (all=true) as read.',
        body: z.object({ id: idField('Notifikasi').optional(), all: formBoolean.default(false), id_user: idField('Pengguna') }),
        response: { 200: z.object({ message: z.string(), count: z.number() }) },
      },
    },
    async (request) => {
      const caller = personOf(request);
      const { id, all, id_user } = request.body;
      ownRecipient(caller, id_user);
      if (all) await markAllRead(db, caller);
      else if (id === undefined) throw notFound(problem('notification.not_found'));
      else await markRead(db, caller, id);
      return { message: 'Notifikasi telah dibaca.', count: await unreadCount(db, caller) };
    },
  );

  app.post(
    '/roles/get_permission',
    { schema: { summary: 'Hak akses peran untuk menu', tags: ['role'], body: z.object({ id_role: idField('Role') }), response: { 200: z.object({ data: z.array(permissionRowOutput) }) } } },
    async (request) => {
      await ensureRoleInScope(db, callerOf(request), request.body.id_role);
      return { data: await permissionsOfRole(db, request.body.id_role) };
    },
  );

  app.post(
    '/roles/get_permission_export',
    {
      schema: {
        summary: 'Hak ekspor peran',
        tags: ['role'],
        body: z.object({ id_role: idField('Role') }),
        response: { 200: z.object({ data: z.array(permissionRowOutput.pick({ name_module: true, export: true })) }) },
      },
    },
    async (request) => {
      await ensureRoleInScope(db, callerOf(request), request.body.id_role);
      const rows = await permissionsOfRole(db, request.body.id_role);
      return { data: rows.map(({ name_module, export: exportScope }) => ({ name_module, export: exportScope })) };
    },
  );
};

export default userRoutes;
