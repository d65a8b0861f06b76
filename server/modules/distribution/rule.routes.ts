import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/connection';
import { callerOf, requireModule } from '../../plugins/auth';
import { ruleBody, ruleOutput } from '../../../domain/schemas/distribution';
import { readRule, saveRule } from './rule';

const guard = { preHandler: requireModule('Distribusi Data') };
const tags = ['distribution'];

/** GET and PUT rule: the company's standing distribution rule, edited on List Distribusi. */
const ruleRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;
  const answer = { 200: z.object({ data: ruleOutput }) };

  app.get('/rule', { ...guard, schema: { summary: 'Aturan distribusi otomatis', tags, response: answer } }, async (request) => ({
    data: await readRule(db, callerOf(request).id_company),
  }));

  app.put('/rule', { ...guard, schema: { summary: 'Ubah aturan distribusi otomatis', tags, body: ruleBody, response: answer } }, async (request) => {
    const caller = callerOf(request);
    return { data: await db.transaction((tx) => saveRule(tx, caller, request.body)) };
  });
};

export default ruleRoutes;
