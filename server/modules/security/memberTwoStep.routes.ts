import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problem } from '../../../domain/errors';
import { memberTwoStepStatus } from '../../../domain/schemas/securityRules';
import { twoStepCovers } from '../../../domain/securityRules';
import type { DatabaseHandle, Executor } from '../../db/connection';
import { role, user } from '../../db/schema';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { personOf, requireAdministrator } from '../../plugins/auth';
import { AppError, notFound } from '../../plugins/errors';
import { idParams } from '../../schemas';
import { rulesOf } from './rules.service';
import { resetTwoStep, twoStepStateOf } from './twoStep.service';

type MemberTwoStepRoutesOptions = { database: DatabaseHandle; sessionDays: number };

/** The company's user with their role's name; another company's id is not found. */
async function memberOf(db: Executor, id_company: number, id: number) {
  const [found] = await db
    .select({ id: user.id, name: user.name, role_name: role.name })
    .from(user)
    .innerJoin(role, eq(role.id, user.id_role))
    .where(and(eq(user.id, id), eq(user.id_company, id_company)));
  if (!found) throw notFound(problem('user.not_found'));
  return found;
}

/**
 * Kelola Pengguna's way back for a member who lost both their phone and their recovery codes
 * (docs/api.md, Security): GET /users/:id/two_step and POST /users/:id/two_step/reset, for the
 * company's Administrators only (an integration key gets 403). The acting Administrator's own
 * two-step login is Profil's, which asks for their password or a code.
 */
const memberTwoStepRoutes: FastifyPluginAsyncZod<MemberTwoStepRoutesOptions> = async (app, { database, sessionDays }) => {
  const { db } = database;
  const tags = ['security'];
  app.addHook('preHandler', requireAdministrator);
  const statusOf = async (id_company: number, member: { id: number; role_name: string }) => {
    const rules = await rulesOf(db, id_company, sessionDays);
    return { enabled: (await twoStepStateOf(db, member.id)).enabled, required: twoStepCovers(rules.two_step, member.role_name) };
  };

  app.get(
    '/:id/two_step',
    { schema: { summary: 'Verifikasi dua langkah seorang pengguna', tags, params: idParams, response: { 200: z.object({ data: memberTwoStepStatus }) } } },
    async (request) => {
      const caller = personOf(request);
      return { data: await statusOf(caller.id_company, await memberOf(db, caller.id_company, request.params.id)) };
    },
  );

  app.post(
    '/:id/two_step/reset',
    {
      schema: {
        summary: 'Nonaktifkan verifikasi dua langkah seorang pengguna',
        description:
          "Removes the member's authenticator and recovery codes; where the company's rule covers them, their next login asks them to set it up again. Not for the caller's own account (409 security.reset_own_two_step), nor when it is off (409).",
        tags,
        params: idParams,
        response: { 200: z.object({ data: memberTwoStepStatus, message: z.string() }) },
      },
    },
    async (request) => {
      const caller = personOf(request);
      const member = await memberOf(db, caller.id_company, request.params.id);
      if (member.id === caller.id) throw new AppError(409, problem('security.reset_own_two_step'));
      const reset = await db.transaction(async (tx) => {
        if (!(await resetTwoStep(tx, member.id))) return false;
        const detail = { user_name: member.name };
        await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'reset_two_step', entity: 'user', id_entity: member.id, detail, ip: request.ip });
        return true;
      });
      if (!reset) throw new AppError(409, problem('security.member_two_step_off', { name: member.name }));
      return { data: await statusOf(caller.id_company, member), message: `Verifikasi dua langkah ${member.name} telah dinonaktifkan.` };
    },
  );
};

export default memberTwoStepRoutes;
