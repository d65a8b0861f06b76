import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connection';
import type { Mailer } from '../../mailer';
import { callerOf, requireModule } from '../../plugins/auth';
import { HEAVY_WORK_LIMIT } from '../../plugins/rateLimits';
import { emailField, idField, requiredText } from '../../../domain/schemas/fields';
import { invitationOutput, invitationQuery } from '../../../domain/schemas/invitation';
import { messageEnvelope } from '../../schemas';
import { createInvitation, listInvitations, mailInvitation, renewInvitation, revokeInvitation } from './invitation.service';
import { ensureGroup, ensureRole } from './references';

const tags = ['users'];
const guard = { preHandler: requireModule('user_management') };
/** Each send is a mail: at most 20 a minute per member, like the other calls that start work. */
const mailing = { ...guard, config: HEAVY_WORK_LIMIT };
const invitationParams = z.object({ id: requiredText('Undangan', 100) });

/**
 * Undang Pengguna (/setting/users_register), for roles with user_management, inside the company:
 * POST invite, GET invitations (paged, by status), POST invitations/:id/resend and …/revoke.
 */
const invitationRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; config: Config; mailer: Mailer }> = async (
  app,
  { database, config, mailer },
) => {
  const { db } = database;

  app.post(
    '/invite',
    {
      ...mailing,
      schema: {
        summary: 'Undang pengguna baru',
        tags,
        body: z.object({ email: emailField, id_role: idField('Role'), id_group: idField('Grup').nullish() }),
        response: { 201: z.object({ data: z.object({ id: z.string(), link: z.string() }), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { email, id_role, id_group = null } = request.body;
      const invitee = await db.transaction(async (tx) => {
        await ensureRole(tx, id_role, caller.id_company);
        await ensureGroup(tx, id_group, caller.id_company);
        return createInvitation(tx, caller, { email, id_role, id_group });
      });
      const link = await mailInvitation(mailer, config, caller.name, invitee);
      return reply.code(201).send({ data: { id: invitee.id, link }, message: 'Undangan telah dikirim.' });
    },
  );

  app.get(
    '/invitations',
    { ...guard, schema: { summary: 'Daftar undangan perusahaan', tags, querystring: invitationQuery, response: { 200: z.object({ data: z.array(invitationOutput), count: z.number() }) } } },
    async (request) => {
      const { rows, total } = await listInvitations(database, callerOf(request).id_company, request.query);
      return { data: rows, count: total };
    },
  );

  app.post(
    '/invitations/:id/resend',
    { ...mailing, schema: { summary: 'Kirim ulang undangan', tags, params: invitationParams, response: { 200: messageEnvelope } } },
    async (request) => {
      const caller = callerOf(request);
      const invitee = await db.transaction((tx) => renewInvitation(tx, caller, request.params.id));
      await mailInvitation(mailer, config, caller.name, invitee);
      return { message: 'Undangan telah dikirim ulang.' };
    },
  );

  app.post(
    '/invitations/:id/revoke',
    { ...guard, schema: { summary: 'Cabut undangan', tags, params: invitationParams, response: { 200: messageEnvelope } } },
    async (request) => {
      const caller = callerOf(request);
      await db.transaction((tx) => revokeInvitation(tx, caller, request.params.id));
      return { message: 'Undangan telah dicabut.' };
    },
  );
};

export default invitationRoutes;
