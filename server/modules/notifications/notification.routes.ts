import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/connection';
import { personOf } from '../../plugins/auth';
import { idField, timestamp } from '../../../domain/schemas/fields';
import { listNotifications, ownRecipient, unreadCount } from './notification.service';

const notificationRow = z.object({
  id: z.number(),
  id_data: z.number(),
  tipe: z.string(),
  status: z.string(),
  nama_user: z.string(),
  aksi: z.string(),
  nama_prospect: z.string().nullable(),
  nama_order: z.string().nullable(),
  created_at: timestamp,
});

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
          limit: z.coerce.number().int().min(1).max(100).default(5),
          offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
        }),
        response: { 200: z.object({ data: z.array(notificationRow), count: z.number() }) },
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
