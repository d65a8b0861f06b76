import { and, eq, inArray, or } from 'drizzle-orm';
import { collab, prospect } from '../../db/schema';
import { AppError, fieldError } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { publish } from '../../plugins/events';
import { defineResource } from '../../plugins/resource';
import { personOnly } from '../../plugins/auth';
import { dataScope } from '../../plugins/scope';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { decidableBy, decidableFilter } from '../approvals/queues';
import { AKSI } from '../../../domain/notifications';
import { noticeFrom } from '../../plugins/notifier';
import { ensureEditableRequest, ensureWithdrawable } from '../approvals/requests';

/**
 * /collab: a salesperson asks to work a colleague's prospect; the owner, their supervisor or an
 * administrator decides (Approval Kolaborasi). Any prospect of the company can be asked for —
 * that is how a salesperson who met a customer already owned by someone else joins in.
 */
export const collabResource = defineResource({
  resource: 'collab',
  searchable: [collab.reason],
  // The requests a member made or may decide.
  visible: (caller) =>
    dataScope(caller).kind === 'company' ? undefined : or(eq(collab.id_user, caller.id), decidableBy('collab', caller)),
  filters: { id_prospect: collab.id_prospect, id_user: collab.id_user, id_user_target: collab.id_user_target, status: collab.status, decidable: decidableFilter('collab') },
  defaultSort: 'created_at',
  async updateRow(_tx, caller, input, current) {
    ensureEditableRequest('collab', caller, current);
    return input;
  },
  async createRow(tx, caller, input) {
    const { id_prospect } = input;
    const [target] = await tx
      .select({ id_user: prospect.id_user })
      .from(prospect)
      .where(and(eq(prospect.id, id_prospect), eq(prospect.id_company, caller.id_company)));
    if (!target) throw fieldError(422, 'id_prospect', problem('prospect.not_found'));
    if (target.id_user === null) throw fieldError(422, 'id_prospect', problem('prospect.unassigned'));
    if (target.id_user === caller.id) throw fieldError(422, 'id_prospect', problem('prospect.already_yours'));
    const [open] = await tx
      .select({ id: collab.id })
      .from(collab)
      .where(and(eq(collab.id_prospect, id_prospect), eq(collab.id_user, caller.id), inArray(collab.status, ['pending', 'approved'])));
    if (open) throw new AppError(409, problem('collab.already_requested'));
    return { ...input, id_user: personOnly(caller).id, id_user_target: target.id_user, status: 'pending' as const };
  },
  beforeDelete: (tx, caller, ids) => ensureWithdrawable(tx, 'collab', caller, ids),
  async afterCreate(tx, caller, created, notify) {
    const [about] = await tx.select({ name: prospect.name }).from(prospect).where(eq(prospect.id, created.id_prospect));
    await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'request', entity: 'collab', id_entity: created.id });
    await notify(
      noticeFrom(caller, [created.id_user_target], AKSI.collabRequested, {
        tipe: 'Prospek',
        id_data: created.id_prospect,
        nama_prospect: about.name,
      }),
    );
    await publish(tx, { type: 'pengajuan', id_company: caller.id_company, kind: 'collab' });
  },
});
