import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/connection';
import { callerOf } from '../../plugins/auth';
import { dashboardSummary } from './summary.service';

const statusCount = z.array(z.object({ status: z.string(), count: z.number() }));

/** GET /api/dashboard/v1/summary: the /dashboard figures for the caller's scope. */
const summaryRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    '/summary',
    {
      schema: {
        summary: 'Ringkasan dasbor',
        tags: ['dashboard'],
        response: {
          200: z.object({
            data: z.object({
              scope: z.enum(['company', 'group', 'own']),
              prospects_total: z.number(),
              prospects_by_status: statusCount,
              new_prospects_month: z.number(),
              deals_month: z.number(),
              followups_due_today: z.number(),
              followups_overdue: z.number(),
              orders_by_status: statusCount,
              funnel: z.array(z.object({ stage: z.string(), count: z.number() })),
            }),
          }),
        },
      },
    },
    async (request) => ({ data: await dashboardSummary(database.db, callerOf(request)) }),
  );
};

export default summaryRoutes;
