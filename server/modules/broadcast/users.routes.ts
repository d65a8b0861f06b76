import { asc, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/connection';
import { user } from '../../db/schema';
import { callerOf, requireModule } from '../../plugins/auth';
import { usersWithPhone } from './audience';
import { broadcastUserRow, broadcastUsersQuery } from '../../../domain/schemas/broadcast';

/** GET /api/user/v1/user/list_broadcast: the users a broadcast may go to (active, with a number, in the caller's reach). */
const broadcastUsersRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;
  app.get(
    '/user/list_broadcast',
    {
      preHandler: requireModule('Broadcast'),
      schema: { summary: 'Daftar pengguna yang dapat mengirim pesan siaran', tags: ['broadcast'], querystring: broadcastUsersQuery, response: { 200: z.object({ data: z.array(broadcastUserRow), count: z.number() }) } },
    },
    async (request) => {
      const where = usersWithPhone(callerOf(request), request.query);
      const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(user).where(where);
      const data = await db
        .select({ id: user.id, name: user.name, phone_number: sql<string>`${user.phone_number}`, id_group: user.id_group })
        .from(user)
        .where(where)
        .orderBy(asc(user.name), asc(user.id))
        .limit(request.query.limit)
        .offset(request.query.offset);
      return { data, count };
    },
  );
};

export default broadcastUsersRoutes;
