import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { monthField, targetProgressOutput } from '../../../domain/schemas/target';
import type { DatabaseHandle } from '../../db/connection';
import { callerOf, requireModule } from '../../plugins/auth';
import { idParams } from '../../schemas';
import { copyPreviousMonth, splitGroupTarget } from './actions';
import { monthProgress } from './progress';

const tags = ['target'];
const writeGuard = { preHandler: requireModule('Master Target') };

/**
 * Setting Task's calls beside its resource (docs/api.md, Setting Task). Progress is every member's
 * to read in their own scope (the dashboard shows it); copying and splitting set targets, so they
 * need Master Target like the resource's writes.
 */
const targetRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/progress',
    { schema: { summary: 'Progres target sebulan', tags, querystring: z.object({ month: monthField }), response: { 200: z.object({ data: targetProgressOutput }) } } },
    async (request) => ({ data: await monthProgress(db, callerOf(request), request.query.month) }),
  );

  app.post(
    '/copy',
    { ...writeGuard, schema: { summary: 'Salin target bulan sebelumnya', tags, body: z.object({ month: monthField }), response: { 200: z.object({ data: z.object({ copied: z.number(), kept: z.number() }) }) } } },
    async (request) => {
      const caller = callerOf(request);
      return { data: await db.transaction((tx) => copyPreviousMonth(tx, caller, request.body.month)) };
    },
  );

  app.post(
    '/:id/split',
    { ...writeGuard, schema: { summary: 'Bagi target grup ke anggotanya', tags, params: idParams, response: { 200: z.object({ data: z.object({ members: z.number(), month: z.string() }) }) } } },
    async (request) => {
      const caller = callerOf(request);
      return { data: await db.transaction((tx) => splitGroupTarget(tx, caller, request.params.id)) };
    },
  );
};

export default targetRoutes;
