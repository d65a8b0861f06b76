import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connection';
import type { Mailer } from '../../mailer';
import { callerOf, requireModule } from '../../plugins/auth';
import { emailField, idField } from '../../../domain/schemas/fields';
import { ensureGroup, ensureRole } from './references';
import { createInvitation } from './registration.service';

/** POST /api/user/v1/users/invite: an administrator invites someone by email into a role and group. */
const invitationRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; config: Config; mailer: Mailer }> = async (
  app,
  { database, config, mailer },
) => {
  const { db } = database;
  app.post(
    '/invite',
    {
      preHandler: requireModule('user_management'),
      schema: {
        tags: ['users'],
        body: z.object({ email: emailField, id_role: idField('Role'), id_group: idField('Grup').nullish() }),
        response: { 201: z.object({ data: z.object({ id: z.string(), link: z.string() }), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { email, id_role, id_group = null } = request.body;
      await ensureRole(db, id_role, caller.id_company);
      await ensureGroup(db, id_group, caller.id_company);
      const id = await createInvitation(db, caller, { email, id_role, id_group });
      const link = `${config.publicUrl}/register_invited/${encodeURIComponent(email)}/${caller.id_company}/${id}`;
      await mailer.send({
        to: email,
        subject: 'Undangan bergabung',
        text: `Halo,\n\n${caller.name} mengundang anda bergabung ke tim penjualan. Daftar melalui tautan berikut (berlaku 7 hari):\n\n${link}`,
      });
      return reply.code(201).send({ data: { id, link }, message: 'Undangan telah dikirim.' });
    },
  );
};

export default invitationRoutes;
