import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { megabytesOf, PLAN_LIMITS, type PlanLimit } from '../../../domain/plan';
import { planRecord } from '../../../domain/schemas/plan';
import type { DatabaseHandle } from '../../db/connection';
import { callerOf, requireAdministrator } from '../../plugins/auth';
import { planWithUsage } from '../../plugins/planLimits';

type Plan = NonNullable<Awaited<ReturnType<typeof planWithUsage>>['plan']>;
const MAXIMUM: Record<PlanLimit, (plan: Plan) => number | null> = {
  users: (plan) => plan.max_users,
  prospects: (plan) => plan.max_prospects,
  whatsapp_numbers: (plan) => plan.max_whatsapp_numbers,
  storage_mb: (plan) => plan.max_storage_mb,
};

/** GET /api/master/v1/plan: Paket Berlangganan, the company's plan and its usage, for its Administrators. */
const planRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    '',
    {
      preHandler: requireAdministrator,
      schema: {
        summary: 'Paket berlangganan perusahaan dan pemakaiannya',
        tags: ['company'],
        description: 'The plan the service operator set for the caller’s company (each maximum null for no limit) and what is used of each limit; storage in MB.',
        response: { 200: z.object({ data: planRecord }) },
      },
    },
    async (request) => {
      const { plan, usage } = await planWithUsage(database.db, callerOf(request).id_company);
      const limits = PLAN_LIMITS.map((limit) => ({
        limit,
        max: plan ? MAXIMUM[limit](plan) : null,
        used: limit === 'storage_mb' ? megabytesOf(usage[limit]) : usage[limit],
      }));
      return { data: { name: plan?.name ?? null, limits } };
    },
  );
};

export default planRoutes;
