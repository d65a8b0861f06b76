import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { batchDetailOutput, batchOutput } from '../../../domain/schemas/distribution';
import { pageLimit, pageOffset } from '../../../domain/schemas/params';
import type { DatabaseHandle } from '../../db/connection';
import { callerOf, requireModule } from '../../plugins/auth';
import { idParams } from '../../schemas';
import { batchDetail, listBatches } from './history';
import { undoBatch } from './undo';

const guard = { preHandler: requireModule('Distribusi Data') };
const tags = ['distribution'];

const page = (max: number) =>
  z.object({
    limit: pageLimit(max, 25),
    offset: pageOffset,
  });

/** Riwayat Distribusi: GET batch (paged), GET batch/:id (with a page of rows), POST batch/:id/undo. */
const historyRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/batch',
    { ...guard, schema: { summary: 'Riwayat distribusi prospek', tags, querystring: page(100), response: { 200: z.object({ data: z.array(batchOutput), count: z.number() }) } } },
    async (request) => {
      const { rows, total } = await listBatches(db, callerOf(request).id_company, request.query);
      return { data: rows, count: total };
    },
  );

  app.get(
    '/batch/:id',
    {
      ...guard,
      schema: {
        summary: 'Detail satu distribusi',
        tags,
        params: idParams,
        querystring: page(500),
        response: {
          200: z.object({ data: batchDetailOutput, count: z.number() }),
        },
      },
    },
    async (request) => {
      const { batch, items, total } = await batchDetail(db, callerOf(request).id_company, request.params.id, request.query);
      return { data: { batch, items }, count: total };
    },
  );

  app.post(
    '/batch/:id/undo',
    { ...guard, schema: { summary: 'Batalkan satu distribusi', tags, params: idParams, response: { 200: z.object({ data: z.object({ returned: z.number() }) }) } } },
    async (request) => {
      const caller = callerOf(request);
      return { data: await db.transaction((tx) => undoBatch(tx, caller, request.params.id)) };
    },
  );
};

export default historyRoutes;
