import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MST_STATUS_CHAT } from '../../../domain/apiPaths';
import { idField } from '../../../domain/schemas/fields';
import { statusChatBody, statusChatRecord } from '../../../domain/schemas/chat';
import type { DatabaseHandle } from '../../db/connection';
import { mstStatusChat } from '../../db/schema';
import { callerOf, requireAdministrator, requireModule } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';

const tags = ['chat'];
const columns = { id: mstStatusChat.id, name: mstStatusChat.name, color: mstStatusChat.color, sort_order: mstStatusChat.sort_order };
const one = z.object({ data: statusChatRecord });
const byId = { params: z.object({ id: idField('Status') }) };

/**
 * The company's chat statuses (room tags): every member with Chat reads them, the Administrator
 * edits them. A name used twice is 409 (the unique index); deleting one leaves its rooms untagged.
 */
const statusRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;
  const admin = { preHandler: [requireModule('Chat'), requireAdministrator] };
  const mine = (id: number, id_company: number) => and(eq(mstStatusChat.id, id), eq(mstStatusChat.id_company, id_company));
  const found = <T>(row: T | undefined) => {
    if (!row) throw notFound();
    return { data: row };
  };

  app.get(
    MST_STATUS_CHAT,
    { preHandler: requireModule('Chat'), schema: { summary: 'Daftar status chat', tags, response: { 200: z.object({ data: z.array(statusChatRecord), count: z.number() }) } } },
    async (request) => {
      const data = await db
        .select(columns)
        .from(mstStatusChat)
        .where(eq(mstStatusChat.id_company, callerOf(request).id_company))
        .orderBy(asc(mstStatusChat.sort_order), asc(mstStatusChat.id));
      return { data, count: data.length };
    },
  );

  app.post(MST_STATUS_CHAT, { ...admin, schema: { summary: 'Buat status chat', tags, body: statusChatBody, response: { 201: one } } }, async (request, reply) => {
    const [row] = await db
      .insert(mstStatusChat)
      .values({ ...request.body, id_company: callerOf(request).id_company })
      .returning(columns);
    return reply.code(201).send({ data: row });
  });

  app.put(`${MST_STATUS_CHAT}/:id`, { ...admin, schema: { summary: 'Ubah status chat', tags, ...byId, body: statusChatBody, response: { 200: one } } }, async (request) => {
    const [row] = await db.update(mstStatusChat).set(request.body).where(mine(request.params.id, callerOf(request).id_company)).returning(columns);
    return found(row);
  });

  app.delete(`${MST_STATUS_CHAT}/:id`, { ...admin, schema: { summary: 'Hapus status chat', tags, ...byId, response: { 200: one } } }, async (request) => {
    const [row] = await db.delete(mstStatusChat).where(mine(request.params.id, callerOf(request).id_company)).returning(columns);
    return found(row);
  });
};

export default statusRoutes;
