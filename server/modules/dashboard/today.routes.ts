import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayOutput } from '../../../domain/schemas/today';
import type { DatabaseHandle } from '../../db/connection';
import { callerOf } from '../../plugins/auth';
import { todayFor } from './today.service';

/** GET /api/dashboard/v1/today: whom to contact today, for the caller's scope ("Hari ini" on /dashboard). */
const todayRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    '/today',
    {
      schema: {
        summary: 'Daftar hari ini',
        description:
          'Follow-up yang jatuh tempo hari ini atau terlambat, prospek baru dari Distribusi Data yang belum disentuh, follow-up yang dijadwalkan hari ini, dan pengajuan milik pemanggil yang menunggu keputusan; tiap daftar berisi item pertamanya dan totalnya.',
        tags: ['dashboard'],
        response: { 200: z.object({ data: todayOutput }) },
      },
    },
    async (request) => ({ data: await todayFor(database, callerOf(request)) }),
  );
};

export default todayRoutes;
