import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connection';
import type { Mailer } from '../../mailer';
import { personOf } from '../../plugins/auth';
import { emailChangeRequest, passwordChange, profileAnswer, profileUpdate } from '../../../domain/schemas/profile';
import { HEAVY_WORK_LIMIT } from '../../plugins/rateLimits';
import { messageEnvelope } from '../../schemas';
import { EMAIL_CHANGE_REQUESTED, requestEmailChange } from './emailChange.service';
import { changeOwnPassword } from './ownPassword.service';
import { readProfile, updateProfile } from './profile.service';

type ProfileRoutesOptions = { database: DatabaseHandle; config: Config; mailer: Mailer };

/**
 * Profil (docs/profile.md): the caller's own profile. No route names a user: each reads and changes
 * the signed-in person's own row, so nobody reaches another's. An integration key gets 403.
 */
const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, { database, config, mailer }) => {
  const { db } = database;

  app.get('', { schema: { summary: 'Profil saya', tags: ['user'], response: { 200: profileAnswer } } }, async (request) => ({
    data: await readProfile(db, personOf(request).id),
  }));

  app.put(
    '',
    {
      schema: {
        summary: 'Ubah profil saya',
        tags: ['user'],
        description: 'Name, phone and WhatsApp numbers (stored as +62…; empty clears them), interface language and the notification kinds not pushed to the device.',
        body: profileUpdate,
        response: { 200: profileAnswer },
      },
    },
    async (request) => {
      const caller = personOf(request);
      return { data: await db.transaction((tx) => updateProfile(tx, caller, request.body)) };
    },
  );

  app.post(
    '/password',
    {
      schema: {
        summary: 'Ganti kata sandi saya',
        tags: ['user'],
        description: 'Needs the current password (403 when wrong; wrong guesses are limited as logins are, 429). Ends every other session of the user; this one stays.',
        body: passwordChange,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      await changeOwnPassword(db, personOf(request), request.body, request.ip);
      return { message: 'Kata sandi berhasil diubah. Sesi di perangkat lain telah diakhiri.' };
    },
  );

  app.post(
    '/email',
    {
      // It sends mail, to an address the caller chooses: limited as the invitations are.
      config: HEAVY_WORK_LIMIT,
      schema: {
        summary: 'Minta ganti email saya',
        tags: ['user'],
        description: 'Needs the current password. Mails a confirmation link to the new address; the e-mail changes only when it is opened (auth/confirm_email).',
        body: emailChangeRequest,
        response: { 202: profileAnswer.extend({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const caller = personOf(request);
      await requestEmailChange(db, mailer, config.publicUrl, caller, request.body, request.ip);
      return reply.code(202).send({ message: EMAIL_CHANGE_REQUESTED(request.body.email), data: await readProfile(db, caller.id) });
    },
  );
};

export default profileRoutes;
