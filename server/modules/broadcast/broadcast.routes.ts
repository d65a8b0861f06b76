import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/connection';
import { callerOf, requireModule } from '../../plugins/auth';
import { alsoErrors, idParams } from '../../schemas';
import { broadcastChannel } from './channel';
import { controlBroadcast, type Control } from './control';
import { createBroadcast, draftBroadcast, summaryOf } from './create';
import { broadcastDetailLog, broadcastLog } from './logs';
import { broadcastInput, broadcastLogQuery, broadcastLogRow, channelOutput, createdOutput, detailLogQuery, detailLogRow, previewOutput } from '../../../domain/schemas/broadcast';
import { queueStep } from './step';

const guard = { preHandler: requireModule('Broadcast') };
const tags = ['broadcast'];

/** Pesan Siaran under /api/prospect/v1: make (or preview) a broadcast, pause, resume, cancel, and the two logs. */
const broadcastRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/broadcast/channel',
    { ...guard, schema: { summary: 'WhatsApp yang dipakai pesan siaran berikutnya', tags, response: { 200: z.object({ data: channelOutput }) } } },
    async (request) => ({ data: await broadcastChannel(db, callerOf(request)) }),
  );

  app.post(
    '/broadcast/preview',
    { ...guard, schema: { summary: 'Pratinjau penerima pesan siaran', tags, body: broadcastInput, response: { 200: z.object({ data: previewOutput }) } } },
    async (request) => {
      const { recipients, transport } = await draftBroadcast(db, callerOf(request), request.body);
      return { data: summaryOf(recipients, transport) };
    },
  );

  app.post(
    '/broadcast',
    { ...guard, schema: { summary: 'Buat dan jadwalkan pesan siaran', tags, body: broadcastInput, response: { 201: z.object({ data: createdOutput }) } } },
    async (request, reply) => {
      const row = await db.transaction((tx) => createBroadcast(tx, callerOf(request), request.body));
      if (row.status !== 'completed') await queueStep(app, row.id, row.scheduled_at);
      return reply.code(201).send({ data: row });
    },
  );

  const CONTROL_SUMMARIES = { pause: 'Jeda pesan siaran', resume: 'Lanjutkan pesan siaran', cancel: 'Batalkan pesan siaran' } as const satisfies Record<Control, string>;
  for (const control of ['pause', 'resume', 'cancel'] as const satisfies Control[]) {
    app.post(
      `/broadcast/:id/${control}`,
      { ...guard, schema: { summary: CONTROL_SUMMARIES[control], tags, params: idParams, response: { 200: z.object({ data: z.object({ id: z.number() }) }) } } },
      async (request) => {
        const { id } = request.params;
        const resumeAt = await db.transaction((tx) => controlBroadcast(tx, callerOf(request), id, control));
        if (resumeAt) await queueStep(app, id, resumeAt);
        return { data: { id } };
      },
    );
  }

  app.get(
    '/broadcast_log',
    { ...guard, schema: { summary: 'Daftar riwayat pesan siaran', tags, querystring: broadcastLogQuery, response: { 200: z.object({ data: z.array(broadcastLogRow), count: z.number() }) } } },
    async (request) => broadcastLog(db, callerOf(request), request.query),
  );

  app.get(
    '/broadcast_detail_log',
    { ...guard, schema: { summary: 'Rincian pengiriman satu pesan siaran', ...alsoErrors(404), tags, querystring: detailLogQuery, response: { 200: z.object({ data: z.array(detailLogRow), count: z.number() }) } } },
    async (request) => broadcastDetailLog(db, callerOf(request), request.query),
  );
};

export default broadcastRoutes;
