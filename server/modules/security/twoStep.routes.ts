import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problem } from '../../../domain/errors';
import { recoveryCodes, totpCode, twoStepDisable, twoStepSetup, twoStepStatus } from '../../../domain/schemas/securityRules';
import { twoStepCovers } from '../../../domain/securityRules';
import type { DatabaseHandle } from '../../db/connection';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { personOf } from '../../plugins/auth';
import { fieldError } from '../../plugins/errors';
import type { SecretBox } from '../../whatsapp/secretBox';
import { ensureNotBlocked, proveCurrentPassword } from '../users/ownPassword.service';
import { recordFailedGuess } from '../users/passwordGuesses';
import type { PersonCaller } from '../../plugins/session';
import { rulesOf } from './rules.service';
import { confirmEnrolment, removeTwoStep, secondFactorValid, startEnrolment, twoStepStateOf } from './twoStep.service';

type TwoStepRoutesOptions = { database: DatabaseHandle; box: SecretBox; sessionDays: number };

/**
 * /api/user/v1/profile/two_step (Profil): the caller's own two-step login with an authenticator app.
 * No route names a user; an integration key gets 403.
 */
const twoStepRoutes: FastifyPluginAsyncZod<TwoStepRoutesOptions> = async (app, { database, box, sessionDays }) => {
  const { db } = database;
  const tags = ['security'];
  const statusOf = async (caller: PersonCaller) => {
    const rules = await rulesOf(db, caller.id_company, sessionDays);
    return { ...(await twoStepStateOf(db, caller.id)), required: twoStepCovers(rules.two_step, caller.role_name) };
  };

  app.get('', { schema: { summary: 'Verifikasi dua langkah saya', tags, response: { 200: z.object({ data: twoStepStatus }) } } }, async (request) => {
    return { data: await statusOf(personOf(request)) };
  });

  app.post(
    '/setup',
    {
      schema: {
        summary: 'Mulai menyiapkan aplikasi autentikator',
        description: 'A new secret and its otpauth URL (for the QR); two-step login is on only once /confirm takes a code of it.',
        tags,
        response: { 200: z.object({ data: twoStepSetup }) },
      },
    },
    async (request) => {
      const caller = personOf(request);
      return { data: await db.transaction((tx) => startEnrolment(tx, box, caller)) };
    },
  );

  app.post(
    '/confirm',
    {
      schema: {
        summary: 'Aktifkan verifikasi dua langkah dengan kode dari aplikasi',
        description: 'Answers the 10 recovery codes, this once: only their digests are kept.',
        tags,
        body: z.object({ code: totpCode }),
        response: { 200: z.object({ data: recoveryCodes }) },
      },
    },
    async (request) => {
      const caller = personOf(request);
      const codes = await db.transaction(async (tx) => {
        const created = await confirmEnrolment(tx, box, caller, request.body.code);
        await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'enable_two_step', entity: 'user', id_entity: caller.id, ip: request.ip });
        return created;
      });
      return { data: { recovery_codes: codes } };
    },
  );

  app.post(
    '/disable',
    {
      schema: {
        summary: 'Matikan verifikasi dua langkah',
        description: "With the current password (a wrong one counts against the login limits) or a code of the authenticator. Where the company's rule covers the caller, the next login asks to set it up again.",
        tags,
        body: twoStepDisable,
        response: { 200: z.object({ data: twoStepStatus }) },
      },
    },
    async (request) => {
      const caller = personOf(request);
      const { password, code } = request.body;
      if (!(await twoStepStateOf(db, caller.id)).enabled) throw fieldError(409, 'password', problem('security.two_step_off'));
      if (password) await proveCurrentPassword(db, caller, password, request.ip);
      else await ensureNotBlocked(db, caller, request.ip);
      const removed = await db.transaction(async (tx) => {
        if (!password && !(await secondFactorValid(tx, box, caller.id, { code }))) return false;
        await removeTwoStep(tx, caller.id);
        await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'disable_two_step', entity: 'user', id_entity: caller.id, ip: request.ip });
        return true;
      });
      if (!removed) {
        // A wrong code is a guess like a wrong password: counted, so an open session cannot be used to try codes.
        await recordFailedGuess(db, caller.email.toLowerCase(), request.ip);
        throw fieldError(403, 'code', problem('security.code_wrong'));
      }
      return { data: await statusOf(caller) };
    },
  );
};

export default twoStepRoutes;
