import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/connection';
import { personOf } from '../../plugins/auth';
import { idField } from '../../../domain/schemas/fields';
import { notificationRecord } from '../../../domain/schemas/notification';
import { pageLimit, pageOffset } from '../../../domain/schemas/params';
import { listNotifications, ownRecipient, unreadCount } from './notification.service';

const notificationRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/notifikasi',
    {
      schema: {
        summary: 'Daftar notifikasi pemanggil',
        tags: ['notification'],
        querystring: z.object({
          id_user: idField('Pengguna'),
          limit: pageLimit(100, 5),
          offset: pageOffset,
        }),
        response: { 200: z.object({ data: z.array(notificationRecord), count: z.number() }) },
      },
    },
    async (request) => {
      const { id_user, limit, offset } = request.query;
      return listNotifications(db, ownRecipient(personOf(request), id_user), limit, offset);
    },
  );

  app.get(
    '/notifikasi/unread',
    {
      schema: {
        summary: 'Jumlah notifikasi belum dibaca',
        tags: ['notification'],
        querystring: z.object({ id_user: idField('Pengguna') }),
        response: { 200: z.object({ count: z.number() }) },
      },
    },
    async (request) => ({ count: await unreadCount(db, ownRecipient(personOf(request), request.query.id_user)) }),
  );
};

export default notificationRoutes;
