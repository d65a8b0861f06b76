import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  webhookCreate,
  webhookDeliveryQuery,
  webhookDeliveryRecord,
  webhookEndpointRecord,
  webhookSecret,
  webhookUpdate,
} from '../../../domain/schemas/webhook';
import type { DatabaseHandle } from '../../db/connection';
import { webhookDelivery, webhookEndpoint } from '../../db/schema';
import { callerOf, requireAdministrator } from '../../plugins/auth';
import type { Caller } from '../../plugins/session';
import { idParams } from '../../schemas';
import { newSecret } from '../../webhooks/signature';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { allowedUrl, deliveriesOf, endpointsOf, oneEndpoint, queuePing } from './endpoints';

const tags = ['webhook'];
const one = z.object({ data: webhookEndpointRecord });
const withSecret = z.object({ data: webhookEndpointRecord.extend(webhookSecret.shape) });

/** /api/master/v1/webhooks: the company's endpoints, for its Administrators (docs/webhooks.md). */
const webhookRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;
  const { box, rules, resolve } = app.webhooks;
  const guard = { preHandler: requireAdministrator };
  const mine = (id_company: number, id: number) => and(eq(webhookEndpoint.id_company, id_company), eq(webhookEndpoint.id, id));
  const log = (tx: Parameters<typeof logActivity>[0], caller: Caller, action: string, id: number, detail?: Record<string, unknown>) =>
    logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action, entity: 'webhook_endpoint', id_entity: id, detail });

  app.get('/webhooks', { ...guard, schema: { summary: 'Daftar webhook', tags, response: { 200: z.object({ data: z.array(webhookEndpointRecord) }) } } }, async (request) => ({
    data: await endpointsOf(db, callerOf(request).id_company),
  }));

  app.post('/webhooks', { ...guard, schema: { summary: 'Daftarkan webhook', tags, body: webhookCreate, response: { 201: withSecret } } }, async (request, reply) => {
    const caller = callerOf(request);
    const url = await allowedUrl(request.body.url, rules, resolve);
    const secret = newSecret();
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(webhookEndpoint)
        .values({ id_company: caller.id_company, url, description: request.body.description ?? '', events: request.body.events, secret: box.seal(secret) })
        .returning({ id: webhookEndpoint.id });
      await log(tx, caller, 'create', row.id, { url, events: request.body.events });
      return oneEndpoint(tx, caller.id_company, row.id);
    });
    return reply.code(201).send({ data: { ...created, secret } });
  });

  app.get('/webhooks/:id', { ...guard, schema: { summary: 'Detail webhook', tags, params: idParams, response: { 200: one } } }, async (request) => ({
    data: await oneEndpoint(db, callerOf(request).id_company, request.params.id),
  }));

  app.put('/webhooks/:id', { ...guard, schema: { summary: 'Ubah webhook', tags, params: idParams, body: webhookUpdate, response: { 200: one } } }, async (request) => {
    const caller = callerOf(request);
    const { url, description, events } = request.body;
    const changes = {
      ...(url === undefined ? {} : { url: await allowedUrl(url, rules, resolve) }),
      ...(description === undefined ? {} : { description: description ?? '' }),
      ...(events === undefined ? {} : { events }),
    };
    return {
      data: await db.transaction(async (tx) => {
        await oneEndpoint(tx, caller.id_company, request.params.id);
        await tx.update(webhookEndpoint).set({ ...changes, updated_at: new Date() }).where(mine(caller.id_company, request.params.id));
        await log(tx, caller, 'update', request.params.id, changes);
        return oneEndpoint(tx, caller.id_company, request.params.id);
      }),
    };
  });

  app.delete('/webhooks/:id', { ...guard, schema: { summary: 'Hapus webhook', tags, params: idParams, response: { 200: z.object({ data: z.object({ id: z.number() }) }) } } }, async (request) => {
    const caller = callerOf(request);
    await db.transaction(async (tx) => {
      await oneEndpoint(tx, caller.id_company, request.params.id);
      await tx.delete(webhookEndpoint).where(mine(caller.id_company, request.params.id));
      await log(tx, caller, 'delete', request.params.id);
    });
    return { data: { id: request.params.id } };
  });

  app.post('/webhooks/:id/rotate_secret', { ...guard, schema: { summary: 'Ganti rahasia webhook', tags, params: idParams, response: { 200: z.object({ data: webhookSecret }) } } }, async (request) => {
    const caller = callerOf(request);
    const secret = newSecret();
    await db.transaction(async (tx) => {
      await oneEndpoint(tx, caller.id_company, request.params.id);
      await tx.update(webhookEndpoint).set({ secret: box.seal(secret), updated_at: new Date() }).where(mine(caller.id_company, request.params.id));
      await log(tx, caller, 'rotate_secret', request.params.id);
    });
    return { data: { secret } };
  });

  for (const [action, summary] of [['pause', 'Jeda webhook'], ['resume', 'Aktifkan kembali webhook']] as const) {
    app.post(`/webhooks/:id/${action}`, { ...guard, schema: { summary, tags, params: idParams, response: { 200: one } } }, async (request) => {
      const caller = callerOf(request);
      const data = await db.transaction(async (tx) => {
        await oneEndpoint(tx, caller.id_company, request.params.id);
        await tx
          .update(webhookEndpoint)
          .set(action === 'pause' ? { status: 'paused', paused_at: new Date() } : { status: 'active', paused_at: null, failed_in_row: 0 })
          .where(mine(caller.id_company, request.params.id));
        // Deliveries held while it was paused are queued again.
        if (action === 'resume') {
          await tx
            .update(webhookDelivery)
            .set({ queued_at: null, next_attempt_at: new Date() })
            .where(and(eq(webhookDelivery.id_endpoint, request.params.id), eq(webhookDelivery.status, 'pending')));
        }
        await log(tx, caller, action, request.params.id);
        return oneEndpoint(tx, caller.id_company, request.params.id);
      });
      if (action === 'resume') await app.webhooks.dispatch();
      return { data };
    });
  }

  app.post('/webhooks/:id/ping', { ...guard, schema: { summary: 'Kirim uji coba webhook', tags, params: idParams, response: { 202: z.object({ data: z.object({ id: z.string() }) }) } } }, async (request, reply) => {
    const caller = callerOf(request);
    const id = await db.transaction(async (tx) => {
      const [endpoint] = await tx.select().from(webhookEndpoint).where(mine(caller.id_company, request.params.id));
      if (!endpoint) return null;
      return queuePing(tx, endpoint);
    });
    if (!id) await oneEndpoint(db, caller.id_company, request.params.id);
    return reply.code(202).send({ data: { id: id as string } });
  });

  app.get(
    '/webhooks/:id/deliveries',
    { ...guard, schema: { summary: 'Riwayat pengiriman webhook', tags, params: idParams, querystring: webhookDeliveryQuery, response: { 200: z.object({ data: z.array(webhookDeliveryRecord), count: z.number() }) } } },
    async (request) => {
      await oneEndpoint(db, callerOf(request).id_company, request.params.id);
      return deliveriesOf(db, request.params.id, request.query.limit, request.query.offset);
    },
  );
};

export default webhookRoutes;
