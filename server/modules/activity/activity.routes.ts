import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityRecord } from '../../../domain/schemas/activity';
import type { DatabaseHandle } from '../../db/connection';
import { countMatching } from '../../db/count';
import { activityLog, integrationKey, user } from '../../db/schema';
import { callerOf, requireAdministrator } from '../../plugins/auth';
import { listPage } from '../../plugins/listPage';
import { listQueryOf, whereOf } from '../../plugins/resourceQuery';
import { activityShape, linkId } from './activityQuery';

/** The largest page the list answers. */
const MAX_PAGE = 100;
/** The page's only order: the log is read backwards from now. */
const NEWEST_FIRST = { columns: ['created_at'], directions: ['DESC'] } as const;

/**
 * GET <setting/aktivitasUser's path>: the company's activity log, newest first, in the
 * ra-data-simple-rest convention (filter, range; Content-Range), for Administrators only.
 */
const activityRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;
  const fields = {
    id: activityLog.id,
    id_user: activityLog.id_user,
    user_name: user.name,
    id_integration_key: activityLog.id_integration_key,
    integration_key_name: integrationKey.name,
    action: activityLog.action,
    entity: activityLog.entity,
    id_entity: activityLog.id_entity,
    detail: activityLog.detail,
    ip: activityLog.ip,
    user_agent: activityLog.user_agent,
    created_at: activityLog.created_at,
    link_id: linkId,
  };

  app.get(
    '',
    { preHandler: requireAdministrator, schema: { summary: 'Daftar aktivitas pengguna perusahaan', tags: ['activity'], querystring: listQueryOf(activityShape, NEWEST_FIRST), response: { 200: z.array(activityRecord) } } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { range = [0, 24], filter } = request.query;
      const where = whereOf(activityShape, caller, filter);
      return listPage(reply, {
        name: 'activity',
        range,
        maxPage: MAX_PAGE,
        rows: (limit, offset) =>
          db
            .select(fields)
            .from(activityLog)
            .leftJoin(user, eq(user.id, activityLog.id_user))
            .leftJoin(integrationKey, eq(integrationKey.id, activityLog.id_integration_key))
            .where(where)
            .orderBy(desc(activityLog.created_at), desc(activityLog.id))
            .limit(limit)
            .offset(offset),
        total: () => countMatching(database, activityLog, where),
      });
    },
  );
};

export default activityRoutes;
