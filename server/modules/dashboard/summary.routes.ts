import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardSummaryOutput } from '../../../domain/schemas/dashboard';
import type { DatabaseHandle } from '../../db/connection';
import { callerOf } from '../../plugins/auth';
import { dashboardSummary } from './summary.service';

/** GET /api/dashboard/v1/summary: the /dashboard figures for the caller's scope. */
const summaryRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    '/summary',
    {
      schema: {
        summary: 'Ringkasan dasbor',
        tags: ['dashboard'],
        response: { 200: z.object({ data: dashboardSummaryOutput }) },
      },
    },
    async (request) => ({ data: await dashboardSummary(database.db, callerOf(request)) }),
  );
};

export default summaryRoutes;
