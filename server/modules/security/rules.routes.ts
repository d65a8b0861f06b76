import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { securityRulesChange, securityRulesRecord } from '../../../domain/schemas/securityRules';
import type { DatabaseHandle } from '../../db/connection';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { personOf, requireAdministrator } from '../../plugins/auth';
import type { PersonCaller } from '../../plugins/session';
import { hasTwoStep, rulesOf, saveRules } from './rules.service';

const answer = { 200: z.object({ data: securityRulesRecord }) };

/**
 * GET/PUT /api/user/v1/security_rules (Aturan Keamanan, docs/sessions-and-access.md): the company's
 * rules, read and changed by its Administrators only. A change never ends a session, the acting
 * Administrator's included: the rules apply from each member's next login or password.
 */
const securityRuleRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; sessionDays: number }> = async (app, { database, sessionDays }) => {
  const { db } = database;
  const tags = ['security'];
  app.addHook('preHandler', requireAdministrator);
  const recordFor = async (caller: PersonCaller) => ({
    ...(await rulesOf(db, caller.id_company, sessionDays)),
    own_two_step: await hasTwoStep(db, caller.id),
  });

  app.get('', { schema: { summary: 'Aturan keamanan perusahaan', tags, response: answer } }, async (request) => ({
    data: await recordFor(personOf(request)),
  }));

  app.put(
    '',
    {
      schema: {
        summary: 'Ubah aturan keamanan perusahaan',
        description:
          'Every rule at once. Two-step login for administrators or everyone needs the caller to have it on (409 security.admin_not_enrolled). No session ends.',
        tags,
        body: securityRulesChange,
        response: answer,
      },
    },
    async (request) => {
      const caller = personOf(request);
      await db.transaction(async (tx) => {
        await saveRules(tx, caller, request.body);
        await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'update', entity: 'security_rule', id_entity: caller.id_company, detail: request.body });
      });
      return { data: await recordFor(caller) };
    },
  );
};

export default securityRuleRoutes;
