import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/connection';
import { personOf, requireModule } from '../../plugins/auth';
import { AppError, forbidden, notFound } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { publish } from '../../plugins/events';
import { idField, optionalText, requiredText } from '../../../domain/schemas/fields';
import { alsoErrors, idParams } from '../../schemas';
import { actorOf, logActivity } from '../../plugins/activityLog';
import type { Notify } from '../../plugins/notifier';
import type { Caller } from '../../plugins/session';
import { decidableBy, QUEUES, type QueueKind } from './queues';

type Decision = 'approved' | 'rejected';

type Decided = { id: number; [column: string]: unknown };

export type ApprovalOptions = {
  kind: QueueKind;
  /** What follows a decision: the record's own consequences and who is told. Runs in the same transaction. */
  onDecided(tx: Executor, caller: Caller, rows: Decided[], decision: Decision, notify: Notify): Promise<void>;
};

const reasonRequired = requiredText('Alasan penolakan', 500);

const approveBody = z.object({ reason: optionalText('Catatan', 500) });
const rejectBody = z.object({ reason: reasonRequired });
const ids = z.array(idField()).min(1, 'Pilih minimal satu pengajuan.').max(500);
const bulkApproveBody = approveBody.extend({ ids });
const bulkRejectBody = rejectBody.extend({ ids });

/**
 * POST <path>/:id/approve, <path>/:id/reject {reason}, and the bulk <path>/approve {ids},
 * <path>/reject {ids, reason}: one transaction each; any id out of reach or already decided
 * refuses the whole call.
 */
export const approvalRoutes: FastifyPluginAsyncZod<ApprovalOptions> = async (app, { kind, onDecided }) => {
  const { label, table, module, requester } = QUEUES[kind];
  const guard = { preHandler: requireModule(module) };
  const tags = [kind];

  async function decide(caller: Caller, chosen: number[], decision: Decision, reason: string | null) {
    const unique = [...new Set(chosen)];
    return app.notifier.transaction(async (tx, notify) => {
      const found = await tx
        .select({ id: table.id, status: table.status })
        .from(table)
        .where(and(inArray(table.id, unique), eq(table.id_company, caller.id_company), decidableBy(kind, caller)))
        .for('update');
      if (found.length !== unique.length) {
        const [own] = await tx
          .select({ id: table.id })
          .from(table)
          .where(and(inArray(table.id, unique), eq(table.id_company, caller.id_company), eq(requester, caller.id)));
        if (own) throw forbidden(problem('approval.own_request'));
        throw notFound(problem('approval.not_found'));
      }
      if (found.some((row) => row.status !== 'pending')) throw new AppError(409, problem('approval.already_decided'));
      const rows = (await tx
        .update(table)
        .set({ status: decision, decided_by: caller.id, decided_at: sql`now()`, decision_reason: reason })
        .where(inArray(table.id, unique))
        .returning()) as Decided[];
      for (const row of rows) {
        await logActivity(tx, {
          id_company: caller.id_company,
          ...actorOf(caller),
          action: decision === 'approved' ? 'approve' : 'reject',
          entity: kind,
          id_entity: row.id,
          detail: reason ? { reason } : undefined,
        });
      }
      await onDecided(tx, caller, rows, decision, notify);
      await publish(tx, { type: 'pengajuan', id_company: caller.id_company, kind });
      return rows.map((row) => row.id);
    });
  }

  const answer = z.object({ data: z.array(z.number()), message: z.string() });
  const message = (decision: Decision, n: number) =>
    `${n} pengajuan ${decision === 'approved' ? 'disetujui' : 'ditolak'}.`;

  app.post('/:id/approve', { ...guard, schema: { summary: `Setujui ${label}`, tags, params: idParams, body: approveBody, response: { 200: answer } } }, async (request) => {
    const data = await decide(personOf(request), [request.params.id], 'approved', request.body.reason);
    return { data, message: message('approved', data.length) };
  });
  app.post('/:id/reject', { ...guard, schema: { summary: `Tolak ${label}`, tags, params: idParams, body: rejectBody, response: { 200: answer } } }, async (request) => {
    const data = await decide(personOf(request), [request.params.id], 'rejected', request.body.reason);
    return { data, message: message('rejected', data.length) };
  });
  app.post('/approve', { ...guard, schema: { summary: `Setujui beberapa ${label} sekaligus`, ...alsoErrors(404), tags, body: bulkApproveBody, response: { 200: answer } } }, async (request) => {
    const data = await decide(personOf(request), request.body.ids, 'approved', request.body.reason);
    return { data, message: message('approved', data.length) };
  });
  app.post('/reject', { ...guard, schema: { summary: `Tolak beberapa ${label} sekaligus`, ...alsoErrors(404), tags, body: bulkRejectBody, response: { 200: answer } } }, async (request) => {
    const data = await decide(personOf(request), request.body.ids, 'rejected', request.body.reason);
    return { data, message: message('rejected', data.length) };
  });
};
