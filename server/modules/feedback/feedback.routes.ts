import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedbackCreate, feedbackRecord } from '../../../domain/schemas/feedback';
import type { DatabaseHandle } from '../../db/connection';
import { countMatching } from '../../db/count';
import { feedback, user } from '../../db/schema';
import { callerOf, personOf, requireAdministrator } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { FEEDBACK_LIMIT } from '../../plugins/rateLimits';
import { parseFilter } from '../../plugins/filterValues';
import { listPage } from '../../plugins/listPage';
import { listQueryOf, whereOf, type QueryShape } from '../../plugins/resourceQuery';
import { formBoolean, idParams } from '../../schemas';

const tags = ['feedback'];

/** Beri Masukan: any member of a company writes one, for that company's administrators. */
export const sendFeedbackRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.post('', { config: FEEDBACK_LIMIT, schema: { summary: 'Kirim masukan', tags, body: feedbackCreate, response: { 201: z.object({ id: z.number() }) } } }, async (request, reply) => {
    const caller = personOf(request);
    const { message, page } = request.body;
    const [created] = await database.db
      .insert(feedback)
      .values({ id_company: caller.id_company, id_user: caller.id, message, page: page ?? null })
      .returning({ id: feedback.id });
    return reply.code(201).send(created);
  });
};

const shape: QueryShape = {
  table: feedback,
  searchable: [feedback.message],
  filters: { unread: (value) => (parseFilter(formBoolean, value, 'unread') ? isNull(feedback.read_at) : undefined) },
};

/** The largest page the list answers. */
const MAX_PAGE = 100;
/** The list's only order (the page asks for it): the newest feedback first. */
const NEWEST_FIRST = { columns: ['created_at'], directions: ['DESC'] } as const;

/**
 * Masukan Pengguna (resource setting/masukan, Administrators only): the company's feedback, newest
 * first, and marking one read (`PUT /:id` with `{read: true}`, as react-admin's update sends it).
 */
export const readFeedbackRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;
  const guard = { preHandler: requireAdministrator };
  const fields = {
    id: feedback.id,
    id_user: feedback.id_user,
    user_name: user.name,
    message: feedback.message,
    page: feedback.page,
    read_at: feedback.read_at,
    created_at: feedback.created_at,
  };
  const select = () => db.select(fields).from(feedback).leftJoin(user, eq(user.id, feedback.id_user));

  app.get('', { ...guard, schema: { summary: 'Daftar masukan pengguna', tags, querystring: listQueryOf(shape, NEWEST_FIRST), response: { 200: z.array(feedbackRecord) } } }, async (request, reply) => {
    const caller = callerOf(request);
    const { range = [0, 24], filter } = request.query;
    const where = whereOf(shape, caller, filter);
    return listPage(reply, {
      name: 'feedback',
      range,
      maxPage: MAX_PAGE,
      rows: (limit, offset) => select().where(where).orderBy(desc(feedback.created_at), desc(feedback.id)).limit(limit).offset(offset),
      total: () => countMatching(database, feedback, where),
    });
  });

  app.put(
    '/:id',
    { ...guard, schema: { summary: 'Tandai masukan sudah dibaca', tags, params: idParams, body: z.object({ read: z.literal(true, { error: 'Hanya dapat ditandai sudah dibaca.' }) }), response: { 200: feedbackRecord } } },
    async (request) => {
      const caller = callerOf(request);
      const mine = and(eq(feedback.id, request.params.id), eq(feedback.id_company, caller.id_company));
      // The first reading stays the time it was read.
      await db.update(feedback).set({ read_at: sql`coalesce(${feedback.read_at}, now())` }).where(mine);
      const [found] = await select().where(mine);
      if (!found) throw notFound();
      return found;
    },
  );
};
