import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/connection';
import { callerOf, requireModule } from '../../plugins/auth';
import { dealerDayOf } from '../../plugins/dealerDay';
import { monitoringOutput, monitoringQuery } from '../../../domain/schemas/distribution';
import { monitoring } from './monitoring';

const guard = { preHandler: requireModule('Distribusi Data') };
const DAY_MS = 24 * 60 * 60 * 1000;

/** GET monitoring?from&to&days: Monitoring User's figures per salesperson and group. */
const monitoringRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    '/monitoring',
    {
      ...guard,
      schema: {
        summary: 'Monitoring distribusi per sales',
        tags: ['distribution'],
        querystring: monitoringQuery,
        response: { 200: z.object({ data: monitoringOutput }) },
      },
    },
    async (request) => {
      const { from, to, days } = request.query;
      const caller = callerOf(request);
      // Both ends are whole days of the company's time zone; without them, the last 30 days up to today.
      const end = to ? new Date(dealerDayOf(to, 'to', caller.time_zone).getTime() + DAY_MS) : new Date();
      const start = from ? dealerDayOf(from, 'from', caller.time_zone) : new Date(end.getTime() - 30 * DAY_MS);
      return { data: await monitoring(database.db, caller, { from: start, to: end, days }) };
    },
  );
};

export default monitoringRoutes;
