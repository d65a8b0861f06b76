import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problem } from '../../../domain/errors';
import { canMove, missingDocuments } from '../../../domain/leasingApplication';
import { AKSI, type Aksi } from '../../../domain/notifications';
import { isEnabled } from '../../../domain/permissions';
import { applicationMove, leasingApplicationEventRecord, leasingApplicationRecord } from '../../../domain/schemas/leasingApplication';
import type { ApplicationStatus } from '../../../domain/vocabularies';
import { applicationDocument, leasingApplication, leasingApplicationEvent, leasingPartner, order } from '../../db/schema';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { callerOf, requireModule, subjectOf } from '../../plugins/auth';
import { AppError, forbidden } from '../../plugins/errors';
import type { Caller } from '../../plugins/session';
import type { DatabaseHandle, Executor } from '../../db/connection';
import { alsoErrors, idParams } from '../../schemas';
import { emitWebhooks } from '../../webhooks/outbox';
import { decidableBy } from '../approvals/queues';
import { applicationFor, recordMove, tellOfMoves } from './applicationAccess';
import { settleCreditDeal } from './deal';

const NOTICE: Record<Exclude<ApplicationStatus, 'submitted'>, Aksi> = {
  survey: AKSI.leasingSurvey,
  approved: AKSI.leasingApproved,
  rejected: AKSI.leasingRejected,
  cancelled: AKSI.leasingCancelled,
};

type Move = z.output<typeof applicationMove>;

/** The partner's answer is recorded by whoever validates the seller's orders, never on one's own order. */
async function ensureMayDecide(tx: Executor, caller: Caller, id_order: number) {
  if (!isEnabled(subjectOf(caller), 'Validation Product Order')) throw forbidden();
  const [decidable] = await tx.select({ id: order.id }).from(order).where(and(eq(order.id, id_order), decidableBy('order', caller)));
  if (!decidable) throw forbidden(problem('approval.own_request'));
}

/** The columns a move writes on the application, from what it records. */
function changesOf(move: Move) {
  switch (move.to) {
    case 'survey':
      return { survey_at: move.survey_at, surveyor: move.surveyor };
    case 'approved':
      return { approved_down_payment: move.down_payment, approved_tenor: move.tenor, approved_instalment: move.instalment, decided_at: new Date() };
    case 'rejected':
      return { rejection_reason: move.reason, decided_at: new Date() };
    case 'cancelled':
      return {};
  }
}

/** What the history keeps of a move. */
const detailOf = ({ to: _to, ...recorded }: Move) => (Object.keys(recorded).length ? recorded : null);

/**
 * <leasing-application>/:id/move and /:id/history (docs/leasing.md): an application's state machine,
 * each move checked against the states it may follow, kept in its history, told to the seller and
 * the validators, and sent to integrators when decided.
 */
const applicationRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const guard = { preHandler: requireModule('Order') };
  const tags = ['leasing-application'];

  app.post(
    '/:id/move',
    {
      ...guard,
      schema: {
        summary: 'Ubah status pengajuan leasing',
        tags,
        ...alsoErrors(404),
        params: idParams,
        body: applicationMove,
        response: { 200: z.object({ application: leasingApplicationRecord, cancelled: z.array(z.number().int()), deal: z.boolean() }) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const move = request.body;
      return app.notifier.transaction(async (tx, notify) => {
        const { application, order: about, partner } = await applicationFor(tx, caller, request.params.id);
        if (!canMove(application.status, move.to)) throw new AppError(409, problem('leasing.move_not_allowed', { from: application.status, to: move.to }));
        if (move.to === 'approved' || move.to === 'rejected') await ensureMayDecide(tx, caller, about.id);
        if (move.to === 'survey') {
          const handedIn = await tx.select({ kind: applicationDocument.kind }).from(applicationDocument).where(eq(applicationDocument.id_application, application.id));
          const missing = missingDocuments(application.required_documents, handedIn.map((d) => d.kind));
          if (missing.length) throw new AppError(422, problem('leasing.documents_missing', { documents: missing.join(', ') }));
        }
        const [moved] = await tx
          .update(leasingApplication)
          .set({ ...changesOf(move), status: move.to, updated_at: new Date() })
          .where(eq(leasingApplication.id, application.id))
          .returning();
        await recordMove(tx, caller, application.id, application.status, move.to, detailOf(move));
        await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: `leasing_${move.to}`, entity: 'order', id_entity: about.id });
        if (move.to === 'approved' || move.to === 'rejected') await emitWebhooks(tx, caller.id_company, 'leasing.decided', [moved]);
        const others = move.to === 'approved' && move.cancel_others ? await cancelOthers(tx, caller, application.id, about.id) : [];
        await tellOfMoves(tx, caller, notify, about, [
          { partner: partner.short_name, aksi: NOTICE[move.to] },
          ...others.map((other) => ({ partner: other.short_name, aksi: AKSI.leasingCancelled })),
        ]);
        const deal = move.to === 'approved' ? await settleCreditDeal(tx, caller, notify, about.id) : false;
        return { application: moved, cancelled: others.map((o) => o.id), deal };
      });
    },
  );

  app.get(
    '/:id/history',
    { ...guard, schema: { summary: 'Riwayat pengajuan leasing', tags, params: idParams, response: { 200: z.array(leasingApplicationEventRecord) } } },
    async (request) => {
      const caller = callerOf(request);
      return database.db.transaction(async (tx) => {
        await applicationFor(tx, caller, request.params.id);
        return tx
          .select()
          .from(leasingApplicationEvent)
          .where(eq(leasingApplicationEvent.id_application, request.params.id))
          .orderBy(asc(leasingApplicationEvent.created_at), asc(leasingApplicationEvent.id));
      });
    },
  );
};

/** An approval by one partner ends the order's other waiting applications, each with its history step. */
async function cancelOthers(tx: Executor, caller: Caller, approved: number, id_order: number) {
  const others = await tx
    .select({ id: leasingApplication.id, status: leasingApplication.status, short_name: leasingPartner.short_name })
    .from(leasingApplication)
    .innerJoin(leasingPartner, eq(leasingPartner.id, leasingApplication.id_leasing_partner))
    .where(and(eq(leasingApplication.id_order, id_order), ne(leasingApplication.id, approved), inArray(leasingApplication.status, ['submitted', 'survey'])))
    .for('update', { of: leasingApplication });
  if (others.length === 0) return [];
  await tx
    .update(leasingApplication)
    .set({ status: 'cancelled', updated_at: new Date() })
    .where(inArray(leasingApplication.id, others.map((o) => o.id)));
  for (const other of others) await recordMove(tx, caller, other.id, other.status, 'cancelled', { reason: 'Disetujui mitra lain' });
  return others;
}

export default applicationRoutes;
