import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHAT_ROOMS } from '../../../domain/apiPaths';
import { isAdministrator } from '../../../domain/permissions';
import { idField } from '../../../domain/schemas/fields';
import { openRoomBody, roomListQuery, roomRecord, tagRoomBody } from '../../../domain/schemas/chat';
import type { DatabaseHandle } from '../../db/connection';
import { chatRoom, mstStatusChat, prospect } from '../../db/schema';
import { callerOf, requireModule, subjectOf } from '../../plugins/auth';
import { fieldError, forbidden, notFound } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { roomOf } from '../../whatsapp/conversation';
import { ensureReadableUser, readableRoom } from './access';
import { listRooms, roomRow } from './rooms';
import { alsoErrors } from '../../schemas';

const guard = { preHandler: requireModule('Chat') };
const tags = ['chat'];
const oneRoom = { 200: z.object({ data: roomRecord }) };

/** The rooms of a user, opening one for a prospect ("Chat WhatsApp"), and tagging one with a status. */
const roomRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    CHAT_ROOMS,
    { ...guard, schema: { summary: 'Daftar ruang chat WhatsApp', tags, querystring: roomListQuery, response: { 200: z.object({ data: z.array(roomRecord), count: z.number() }) } } },
    async (request) => {
      const caller = callerOf(request);
      const { id_user = caller.id, search, id_status, limit, offset } = request.query;
      await ensureReadableUser(db, caller, id_user);
      return listRooms(db, { id_company: caller.id_company, id_user, search: search || undefined, id_status }, limit, offset);
    },
  );

  app.post(
    CHAT_ROOMS,
    { ...guard, schema: { summary: 'Buka ruang chat dengan sebuah nomor', ...alsoErrors(404), tags, description: 'Opens (or finds) the caller’s room with one of their prospects.', body: openRoomBody, response: oneRoom } },
    async (request) => {
      const caller = callerOf(request);
      const [found] = await db
        .select({ id_user: prospect.id_user, name: prospect.name, phone: prospect.phone, whatsapp: prospect.whatsapp })
        .from(prospect)
        .where(and(eq(prospect.id, request.body.id_prospect), eq(prospect.id_company, caller.id_company)));
      if (!found) throw notFound(problem('prospect.not_found'));
      if (found.id_user !== caller.id) throw forbidden();
      const room = await db.transaction((tx) =>
        roomOf(tx, { id_company: caller.id_company, id_user: caller.id, phone: found.whatsapp ?? found.phone, name: found.name }),
      );
      return { data: await roomRow(db, room.id) };
    },
  );

  app.put(
    `${CHAT_ROOMS}/:id`,
    { ...guard, schema: { summary: 'Ubah status atau catatan ruang chat', tags, description: 'Tags a room with a chat status (its owner or the Administrator).', params: z.object({ id: idField('Room') }), body: tagRoomBody, response: oneRoom } },
    async (request) => {
      const caller = callerOf(request);
      const room = await readableRoom(db, caller, request.params.id);
      if (room.id_user !== caller.id && !isAdministrator(subjectOf(caller))) throw forbidden();
      const { id_status } = request.body;
      if (id_status !== null) {
        const [status] = await db
          .select({ id: mstStatusChat.id })
          .from(mstStatusChat)
          .where(and(eq(mstStatusChat.id, id_status), eq(mstStatusChat.id_company, caller.id_company)));
        if (!status) throw fieldError(422, 'id_status', problem('field_invalid'));
      }
      await db.update(chatRoom).set({ id_status }).where(eq(chatRoom.id, room.id));
      return { data: await roomRow(db, room.id) };
    },
  );
};

export default roomRoutes;
