import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { integrationKeyCreate, integrationKeyCreated, integrationKeyRecord } from '../../../domain/schemas/integrationKey';
import type { DatabaseHandle } from '../../db/connection';
import { callerOf, requireAdministrator } from '../../plugins/auth';
import { idParams } from '../../schemas';
import { createKey, keysOf, revokeKey } from './integrationKey.service';

/**
 * GET/POST /api/user/v1/integration_keys and DELETE …/:id (docs/api.md, Integration keys): the
 * company's keys, for its Administrators only — a key is never an Administrator, so no key manages keys.
 */
const integrationKeyRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;
  const tags = ['integration_key'];
  app.addHook('preHandler', requireAdministrator);

  app.get(
    '',
    { schema: { summary: 'Daftar kunci integrasi', tags, response: { 200: z.object({ data: z.array(integrationKeyRecord) }) } } },
    async (request) => ({ data: await keysOf(db, callerOf(request).id_company) }),
  );

  app.post(
    '',
    {
      schema: {
        summary: 'Buat kunci integrasi (kunci hanya ditampilkan sekali)',
        tags,
        body: integrationKeyCreate,
        response: { 201: z.object({ data: integrationKeyCreated }) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const data = await db.transaction((tx) => createKey(tx, caller, request.body));
      return reply.code(201).send({ data });
    },
  );

  app.delete(
    '/:id',
    { schema: { summary: 'Cabut kunci integrasi', tags, params: idParams, response: { 200: z.object({ data: integrationKeyRecord }) } } },
    async (request) => {
      const caller = callerOf(request);
      return { data: await db.transaction((tx) => revokeKey(tx, caller, request.params.id)) };
    },
  );
};

export default integrationKeyRoutes;
