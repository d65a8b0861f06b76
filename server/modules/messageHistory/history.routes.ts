import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sentMessageRecord } from '../../../domain/schemas/chat';
import { idField } from '../../../domain/schemas/fields';
import { dayParam, pageLimit, pageOffset } from '../../../domain/schemas/params';
import { CHAT_MESSAGE_STATUSES } from '../../../domain/vocabularies';
import { settingMenu } from '../../../domain/permissions';
import type { DatabaseHandle } from '../../db/connection';
import { countMatching } from '../../db/count';
import { broadcast, chatMessage, chatRoom, user } from '../../db/schema';
import { callerOf, subjectOf } from '../../plugins/auth';
import { forbidden } from '../../plugins/errors';
import { whereOf, type FilterValue } from '../../plugins/resourceQuery';
import { messageShape } from './historyQuery';

/** The largest page the list answers. */
const MAX_PAGE = 100;

/** Riwayat Pesan's and Riwayat Pesan Siaran's rule (domain/permissions.ts): an Administrator with Template Whatsapp. */
export const requireMessageHistory = async (request: Parameters<typeof callerOf>[0]) => {
  if (!settingMenu(subjectOf(callerOf(request))).riwayatPesan) throw forbidden();
};

const historyQuery = z.object({
  limit: pageLimit(MAX_PAGE, 25),
  offset: pageOffset,
  id_user: idField('Pengguna').optional(),
  contact: z.string().max(200).optional(),
  status: z.enum(CHAT_MESSAGE_STATUSES).optional(),
  from: dayParam('from').optional(),
  to: dayParam('to').optional(),
});

/**
 * GET MESSAGE_HISTORY (Riwayat Pesan): every message the company's users sent, newest first, one
 * page of it with the count of all that match ({data, count}, limit/offset).
 */
const historyRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;
  app.get(
    '',
    {
      preHandler: requireMessageHistory,
      schema: { summary: 'Riwayat pesan WhatsApp', tags: ['whatsapp'], querystring: historyQuery, response: { 200: z.object({ data: z.array(sentMessageRecord), count: z.number().int() }) } },
    },
    async (request) => {
      const { limit, offset, ...filter } = request.query;
      const where = whereOf(messageShape, callerOf(request), filter as Record<string, FilterValue>);
      const [data, count] = await Promise.all([
        db
          .select({
            id: chatMessage.id,
            created_at: chatMessage.created_at,
            sent_at: chatMessage.sent_at,
            id_user: chatMessage.id_user,
            user_name: user.name,
            phone: chatRoom.phone,
            contact_name: chatRoom.name,
            id_prospect: chatRoom.id_prospect,
            transport: chatMessage.transport,
            body: chatMessage.body,
            status: chatMessage.status,
            error: chatMessage.error,
            id_broadcast: chatMessage.id_broadcast,
            broadcast_name: broadcast.name,
          })
          .from(chatMessage)
          .innerJoin(chatRoom, eq(chatRoom.id, chatMessage.id_room))
          .leftJoin(user, eq(user.id, chatMessage.id_user))
          .leftJoin(broadcast, and(eq(broadcast.id, chatMessage.id_broadcast), eq(broadcast.id_company, chatMessage.id_company)))
          .where(where)
          .orderBy(desc(chatMessage.created_at), desc(chatMessage.id))
          .limit(limit)
          .offset(offset),
        countMatching(database, chatMessage, where),
      ]);
      return { data, count };
    },
  );
};

export default historyRoutes;
