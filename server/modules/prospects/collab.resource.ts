import { and, eq, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import { collab, prospect } from '../../db/schema';
import { AppError, fieldError } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { publish } from '../../plugins/events';
import { defineResource } from '../../plugins/resource';
import { dataScope } from '../../plugins/scope';
import { idField, nullableTimestamp, optionalText, timestamp } from '../../schemas';
import { logActivity } from '../activity/log';
import { decidableBy, decidableFilter } from '../approvals/queues';
import { AKSI } from '../../../domain/notifications';
import { noticeFrom } from '../../plugins/notifier';
import { ensureEditableRequest, ensureWithdrawable } from '../approvals/requests';

const create = z.object({ id_prospect: idField('Prospek'), reason: optionalText('Alasan', 500) });
const update = z.object({ reason: optionalText('Alasan', 500) });

/**
 * /collab: a salesperson asks to work a colleague's prospect; the owner, their supervisor or an
 * administrator decides (Approval Kolaborasi). Any prospect of the company can be asked for —
 * that is how a salesperson who met a customer already owned by someone else joins in.
 */
export const collabResource = defineResource({
  name: 'collab',
  table: collab,
  module: 'Collaboration',
  columns: {
    id: collab.id,
    id_prospect: collab.id_prospect,
    id_user: collab.id_user,
    id_user_target: collab.id_user_target,
    reason: collab.reason,
    status: collab.status,
    decided_by: collab.decided_by,
    decided_at: collab.decided_at,
    decision_reason: collab.decision_reason,
    created_at: collab.created_at,
  },
  output: z.object({
    id: z.number(),
    id_prospect: z.number(),
    id_user: z.number(),
    id_user_target: z.number(),
    reason: z.string().nullable(),
    status: z.string(),
    decided_by: z.number().nullable(),
    decided_at: nullableTimestamp,
    decision_reason: z.string().nullable(),
    created_at: timestamp,
  }),
  searchable: [collab.reason],
  // The requests a member made or may decide.
  visible: (caller) =>
    dataScope(caller).kind === 'company' ? undefined : or(eq(collab.id_user, caller.id), decidableBy('collab', caller)),
  filters: { id_prospect: collab.id_prospect, id_user: collab.id_user, id_user_target: collab.id_user_target, status: collab.status, decidable: decidableFilter('collab') },
  defaultSort: 'created_at',
  create,
  update,
  async toRow(tx, caller, input, current) {
    if (current) {
      ensureEditableRequest('collab', caller, current);
      return input;
    }
    const { id_prospect } = input as z.output<typeof create>;
    const [target] = await tx
      .select({ id_user: prospect.id_user })
      .from(prospect)
      .where(and(eq(prospect.id, id_prospect), eq(prospect.id_company, caller.id_company)));
    if (!target) throw fieldError(422, 'id_prospect', problem('prospect.not_found'));
    if (target.id_user === caller.id) throw fieldError(422, 'id_prospect', problem('prospect.already_yours'));
    const [open] = await tx
      .select({ id: collab.id })
      .from(collab)
      .where(and(eq(collab.id_prospect, id_prospect), eq(collab.id_user, caller.id), inArray(collab.status, ['pending', 'approved'])));
    if (open) throw new AppError(409, problem('collab.already_requested'));
    return { ...input, id_user: caller.id, id_user_target: target.id_user, status: 'pending' };
  },
  beforeDelete: (tx, caller, ids) => ensureWithdrawable(tx, 'collab', caller, ids),
  async afterCreate(tx, caller, created, notify) {
    const [about] = await tx.select({ name: prospect.name }).from(prospect).where(eq(prospect.id, created.id_prospect as number));
    await logActivity(tx, { id_company: caller.id_company, id_user: caller.id, action: 'request', entity: 'collab', id_entity: created.id as number });
    await notify(
      noticeFrom(caller, [created.id_user_target as number], AKSI.collabRequested, {
        tipe: 'Prospek',
        id_data: created.id_prospect as number,
        nama_prospect: about.name,
      }),
    );
    await publish(tx, { type: 'pengajuan', id_company: caller.id_company, kind: 'collab' });
  },
});
