import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/connection';
import { callerOf } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { ensureOwnCompany, ensureUserInScope } from '../../plugins/scope';
import { userAsCaller } from '../../plugins/session';
import { idField } from '../../../domain/schemas/fields';
import { PENGAJUAN_KINDS } from '../../../domain/vocabularies';
import { countPending } from './pengajuan.service';
import { alsoErrors } from '../../schemas';

const PENGAJUAN_LABELS = { collab: 'kolaborasi', followup: 'follow up', order: 'pesanan', user: 'pendaftaran pengguna' } as const satisfies Record<
  (typeof PENGAJUAN_KINDS)[number],
  string
>;

/** GET /api/dashboard/v1/notifikasi/pengajuan/{collab,followup,order,user}: counts of pending approvals. */
const pengajuanRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;
  for (const kind of PENGAJUAN_KINDS) {
    app.get(
      `/notifikasi/pengajuan/${kind}`,
      {
        schema: {
          summary: `Jumlah pengajuan ${PENGAJUAN_LABELS[kind]} yang menunggu`,
          ...alsoErrors(404),
          tags: ['dashboard'],
          querystring: z.object({
            id_user: idField('Pengguna'),
            id_company: kind === 'user' ? idField('Perusahaan') : idField('Perusahaan').optional(),
          }),
          response: { 200: z.object({ count: z.number() }) },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        ensureOwnCompany(caller, request.query.id_company);
        const { id_user } = request.query;
        await ensureUserInScope(db, caller, id_user);
        const member = id_user === caller.id ? caller : await userAsCaller(db, caller.id_company, id_user);
        if (!member) throw notFound(problem('user.not_found'));
        return { count: await countPending(db, member, kind) };
      },
    );
  }
};

export default pengajuanRoutes;
