import { and, desc, eq, lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHAT_MESSAGES } from '../../../domain/apiPaths';
import { problem } from '../../../domain/errors';
import { messageListQuery, messageRecord, sendBody } from '../../../domain/schemas/chat';
import { renderTemplate } from '../../../domain/whatsappTemplate';
import type { DatabaseHandle, Executor } from '../../db/connection';
import { chatMessage, chatRoom, waTemplate } from '../../db/schema';
import { callerOf, requireModule } from '../../plugins/auth';
import { AppError, notFound } from '../../plugins/errors';
import { isCustomerWindowOpen } from '../../../domain/customerWindow';
import { metaParamValues } from '../../../domain/metaTemplate';
import type { Member } from '../../plugins/session';
import { queueOutgoing } from '../../whatsapp/conversation';
import { prospectValues, senderValues } from '../../whatsapp/templateValues';
import { ensureCanSend, ownedRoom, readableRoom } from './access';
import { alsoErrors } from '../../schemas';

const guard = { preHandler: requireModule('Chat') };
const tags = ['chat'];

const messageColumns = {
  id: chatMessage.id,
  id_room: chatMessage.id_room,
  direction: chatMessage.direction,
  transport: chatMessage.transport,
  body: chatMessage.body,
  status: chatMessage.status,
  error: chatMessage.error,
  id_template: chatMessage.id_template,
  created_at: chatMessage.created_at,
  sent_at: chatMessage.sent_at,
};

type Room = typeof chatRoom.$inferSelect;

/** A template of the caller's company filled for the room's contact (their prospect's values when linked). */
async function filledTemplate(tx: Executor, caller: Member, room: Room, id_template: number) {
  const [template] = await tx
    .select()
    .from(waTemplate)
    .where(and(eq(waTemplate.id, id_template), eq(waTemplate.id_company, caller.id_company), eq(waTemplate.active, true)));
  if (!template) throw notFound(problem('not_found'));
  const recipient = room.id_prospect === null ? { nama: room.name, telepon: room.phone } : await prospectValues(tx, caller.id_company, room.id_prospect);
  const values = { ...recipient, ...(await senderValues(tx, caller.id_company, caller.id)) };
  return { template, values, body: renderTemplate(template.body, values) };
}

/**
 * What a reply in the room may be (docs/whatsapp.md, The 24-hour window): anything on a linked
 * phone or within 24 hours of the contact's last message on the business number; outside that
 * window only a template Meta approved, sent as that template.
 */
async function replyOf(tx: Executor, caller: Member, room: Room, sent: z.output<typeof sendBody>) {
  const open = room.transport !== 'cloud' || isCustomerWindowOpen(room.last_incoming_at);
  if ('body' in sent) {
    if (!open) throw new AppError(422, problem('wa.cloud_window_closed'));
    return { body: sent.body, id_template: null };
  }
  const { template, values, body } = await filledTemplate(tx, caller, room, sent.id_template);
  if (open) return { body, id_template: template.id };
  if (template.meta_status !== 'approved' || !template.meta_name) throw new AppError(422, problem('wa.cloud_template_not_approved'));
  return { body, id_template: template.id, meta: { template: template.meta_name, params: metaParamValues(template.meta_params ?? [], values) } };
}

/** A room's messages (its owner opening them marks them read) and the owner's replies, through the outbox. */
const messageRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    CHAT_MESSAGES,
    {
      ...guard,
      schema: {
        summary: 'Daftar pesan satu ruang chat',
        ...alsoErrors(404),
        tags,
        description: 'A page of a room’s messages, the newest first; before_id reads older ones.',
        querystring: messageListQuery,
        response: { 200: z.object({ data: z.array(messageRecord), count: z.number() }) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id_room, before_id, limit } = request.query;
      const room = await readableRoom(db, caller, id_room);
      const inRoom = eq(chatMessage.id_room, room.id);
      const [data, total] = await Promise.all([
        db
          .select(messageColumns)
          .from(chatMessage)
          .where(and(inRoom, before_id === undefined ? undefined : lt(chatMessage.id, before_id)))
          .orderBy(desc(chatMessage.id))
          .limit(limit),
        db.$count(chatMessage, inRoom),
      ]);
      if (room.id_user === caller.id && room.unread > 0) await db.update(chatRoom).set({ unread: 0 }).where(eq(chatRoom.id, room.id));
      return { data, count: total };
    },
  );

  app.post(
    CHAT_MESSAGES,
    {
      ...guard,
      schema: {
        summary: 'Kirim pesan WhatsApp di ruang chat',
        ...alsoErrors(404),
        tags,
        description:
          'Queues the room owner’s reply (text or a filled template) in the outbox of the room’s WhatsApp (their linked phone, or the company’s business number); answers the queued message. On the business number, more than 24 hours after the contact’s last message, only a template Meta approved is taken (422 otherwise).',
        body: sendBody,
        response: { 201: z.object({ data: messageRecord }) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const room = await ownedRoom(db, caller, request.body.id_room);
      await ensureCanSend(db, caller, room.transport);
      const message = await db.transaction(async (tx) => {
        const reply = await replyOf(tx, caller, room, request.body);
        return queueOutgoing(tx, { id_company: caller.id_company, id_user: caller.id, phone: room.phone, transport: room.transport, ...reply });
      });
      return reply.code(201).send({ data: message });
    },
  );
};

export default messageRoutes;
