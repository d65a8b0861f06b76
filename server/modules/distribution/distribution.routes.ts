import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle, Executor } from '../../db/connection';
import { group } from '../../db/schema';
import { callerOf, requireModule } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import type { Caller } from '../../plugins/session';
import { applyDistribution, planFor, type Distribution } from './apply';
import { activeMembers, resolveRecipients } from './recipients';
import { distributionBody, planOutput, recipientChoicesOutput, type DistributionRequest } from '../../../domain/schemas/distribution';
import { HEAVY_WORK_LIMIT } from '../../plugins/rateLimits';

const guard = { preHandler: requireModule('Distribusi Data') };
const tags = ['distribution'];

/** GET recipients, POST preview and POST (apply): List Distribusi and Monitoring User's redistribution. */
const distributionRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;

  const distribution = async (tx: Executor, caller: Caller, body: DistributionRequest): Promise<Distribution> => ({
    id_company: caller.id_company,
    member: caller,
    source: body.source,
    limit: body.limit,
    method: body.method,
    recipients: await resolveRecipients(tx, caller.id_company, body.user_ids, body.group_ids),
    capacity: body.capacity ?? null,
  });

  app.get(
    '/recipients',
    {
      ...guard,
      schema: {
        summary: 'Daftar penerima distribusi prospek',
        tags,
        response: { 200: z.object({ data: recipientChoicesOutput }) },
      },
    },
    async (request) => {
      const { id_company } = callerOf(request);
      const [users, groups] = await Promise.all([
        activeMembers(db, id_company),
        db.select({ id: group.id, name: group.name }).from(group).where(eq(group.id_company, id_company)).orderBy(asc(group.name)),
      ]);
      return { data: { users, groups } };
    },
  );

  app.post('/preview', { ...guard, schema: { summary: 'Pratinjau pembagian prospek', tags, body: distributionBody, response: { 200: z.object({ data: planOutput }) } } }, async (request) => {
    const caller = callerOf(request);
    return { data: (await planFor(db, await distribution(db, caller, request.body))).output };
  });

  app.post(
    '',
    { ...guard, config: HEAVY_WORK_LIMIT, schema: { summary: 'Bagikan prospek ke sales', tags, body: distributionBody, response: { 201: z.object({ data: planOutput.extend({ id_batch: z.number() }) }) } } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { output, id_batch } = await app.notifier.transaction(async (tx, notify) =>
        applyDistribution(tx, notify, await distribution(tx, caller, request.body)),
      );
      if (id_batch === null) throw new AppError(422, problem(output.chosen ? 'distribution.no_capacity' : 'distribution.nothing_chosen'));
      return reply.code(201).send({ data: { ...output, id_batch } });
    },
  );
};

export default distributionRoutes;
