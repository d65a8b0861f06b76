import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/connection';
import { user } from '../../db/schema';
import type { Mailer } from '../../mailer';
import { callerOf, requireModule } from '../../plugins/auth';
import { AppError, notFound } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { publish } from '../../plugins/events';
import { ensurePlanRoom } from '../../plugins/planLimits';
import { idField, optionalText } from '../../../domain/schemas/fields';
import { idParams, messageEnvelope } from '../../schemas';
import { logActivity, personActor } from '../../plugins/activityLog';
import { ensureGroup, ensureRole } from './references';


/**
 * POST /api/user/v1/users/:id/approve {id_role, id_group} and /:id/reject {reason}: the decision
 * on a registration that joined by company code (/setting/userApprove).
 */
const registrationApprovalRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; mailer: Mailer }> = async (
  app,
  { database, mailer },
) => {
  const { db } = database;
  const guard = { preHandler: requireModule('user_management') };

  async function decide(
    callerId: number,
    id_company: number,
    id: number,
    change: { status: 'active' | 'rejected'; id_role?: number; id_group?: number | null },
    reason: string | null,
  ) {
    const decided = await db.transaction(async (tx) => {
      if (change.status === 'active') await ensurePlanRoom(tx, id_company, 'users');
      const [row] = await tx
        .update(user)
        .set({ ...change, updated_at: sql`now()` })
        .where(and(eq(user.id, id), eq(user.id_company, id_company), eq(user.status, 'pending')))
        .returning({ id: user.id, email: user.email, name: user.name });
      if (!row) {
        const [exists] = await tx.select({ id: user.id }).from(user).where(and(eq(user.id, id), eq(user.id_company, id_company)));
        throw exists ? new AppError(409, problem('registration.already_decided')) : notFound(problem('registration.not_found'));
      }
      await logActivity(tx, {
        id_company,
        ...personActor(callerId),
        action: change.status === 'active' ? 'approve' : 'reject',
        entity: 'registration',
        id_entity: id,
        detail: reason ? { reason } : undefined,
      });
      await publish(tx, { type: 'pengajuan', id_company, kind: 'user' });
      return row;
    });
    const approved = change.status === 'active';
    await mailer.send({
      to: decided.email,
      id_company,
      subject: approved ? 'Pendaftaran disetujui' : 'Pendaftaran ditolak',
      text: approved
        ? `Halo ${decided.name},\n\nPendaftaran anda telah disetujui. Silakan login untuk mulai bekerja.`
        : `Halo ${decided.name},\n\nMaaf, pendaftaran anda ditolak.${reason ? `\nAlasan: ${reason}` : ''}`,
    });
  }

  app.post(
    '/:id/approve',
    {
      ...guard,
      schema: {
        summary: 'Setujui pendaftaran pengguna',
        tags: ['users'],
        params: idParams,
        body: z.object({ id_role: idField('Role'), id_group: idField('Grup').nullish() }),
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id_role, id_group = null } = request.body;
      await ensureRole(db, id_role, caller.id_company);
      await ensureGroup(db, id_group, caller.id_company);
      await decide(caller.id, caller.id_company, request.params.id, { status: 'active', id_role, id_group }, null);
      return { message: 'Pendaftaran disetujui.' };
    },
  );

  app.post(
    '/:id/reject',
    {
      ...guard,
      schema: {
        summary: 'Tolak pendaftaran pengguna',
        tags: ['users'],
        params: idParams,
        body: z.object({ reason: optionalText('Alasan', 500) }),
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await decide(caller.id, caller.id_company, request.params.id, { status: 'rejected' }, request.body.reason);
      return { message: 'Pendaftaran ditolak.' };
    },
  );
};

export default registrationApprovalRoutes;
