import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/connection';
import { callerOf, requireModule } from '../../plugins/auth';
import { idParams } from '../../schemas';
import { deactivationBody, deactivationOutput, openProspectsOutput } from '../../../domain/schemas/deactivation';
import { deactivateUser, openProspectsOf, reactivateUser } from './deactivation';

const tags = ['users'];
const guard = { preHandler: requireModule('user_management') };
const answer = { 200: z.object({ data: deactivationOutput, message: z.string() }) };

/**
 * Nonaktifkan / Aktifkan kembali in Kelola Pengguna, inside the company: GET :id/open_prospects (what
 * the dialog shows), POST :id/deactivate {id_handover_user?} and POST :id/reactivate.
 */
const deactivationRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;

  app.get('/:id/open_prospects', { ...guard, schema: { summary: 'Jumlah prospek terbuka seorang pengguna', tags, params: idParams, response: { 200: z.object({ data: openProspectsOutput }) } } }, async (request) => {
    const caller = callerOf(request);
    return { data: { open_prospects: await openProspectsOf(db, caller.id_company, request.params.id) } };
  });

  app.post(
    '/:id/deactivate',
    { ...guard, schema: { summary: 'Nonaktifkan pengguna', tags, params: idParams, body: deactivationBody, response: answer } },
    async (request) => {
      const caller = callerOf(request);
      const data = await app.notifier.transaction((tx, notify) =>
        deactivateUser(tx, caller, request.params.id, request.body.id_handover_user ?? null, notify),
      );
      return { data, message: 'Pengguna telah dinonaktifkan.' };
    },
  );

  app.post('/:id/reactivate', { ...guard, schema: { summary: 'Aktifkan kembali pengguna', tags, params: idParams, response: answer } }, async (request) => {
    const caller = callerOf(request);
    const data = await db.transaction((tx) => reactivateUser(tx, caller, request.params.id));
    return { data, message: 'Pengguna telah diaktifkan kembali.' };
  });
};

export default deactivationRoutes;
