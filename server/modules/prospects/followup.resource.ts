import { eq, or, sql } from 'drizzle-orm';
import { isEnabled } from '../../../domain/permissions';
import { company, followUp, prospect } from '../../db/schema';
import { subjectOf } from '../../plugins/auth';
import { publish } from '../../plugins/events';
import { defineResource } from '../../plugins/resource';
import { dataScope } from '../../plugins/scope';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { emitWebhooks } from '../../webhooks/outbox';
import { AKSI } from '../../../domain/notifications';
import { noticeFrom } from '../../plugins/notifier';
import { onVisibleProspect, recorderFor, visibleProspect } from './visibility';
import { ensureEditableRequest, ensureWithdrawable } from '../approvals/requests';
import { decidableFilter } from '../approvals/queues';
import type { Member } from '../../plugins/session';

/** Follow-ups a member sees: their own, and those on prospects they see. */
export const followUpVisible = (member: Member) =>
  dataScope(member).kind === 'company' ? undefined : or(eq(followUp.id_user, member.id), onVisibleProspect(member, followUp.id_prospect));

/** /prospect/fu: what was done with a prospect, and when it is next due. */
export const followUpResource = defineResource({
  resource: 'prospect/fu',
  searchable: [followUp.result, followUp.notes],
  visible: followUpVisible,
  filters: { id_prospect: followUp.id_prospect, id_user: followUp.id_user, status: followUp.status, method: followUp.method, decidable: decidableFilter('followup') },
  defaultSort: 'created_at',
  async updateRow(_tx, caller, input, current) {
    ensureEditableRequest('followup', caller, current);
    // Only a new follow-up moves the prospect's next one.
    const { next_follow_up: _unused, ...changes } = input;
    return changes;
  },
  async createRow(tx, caller, input) {
    const { next_follow_up: _moved, ...record } = input;
    const id_user = await recorderFor(tx, caller, record.id_prospect);
    const [{ needsApproval }] = await tx.select({ needsApproval: company.followup_approval }).from(company).where(eq(company.id, caller.id_company));
    // Whoever may approve follow-ups is not asked to approve their own; a key approves nothing.
    const approved = !needsApproval || (!caller.integration && isEnabled(subjectOf(caller), 'groups'));
    return {
      ...record,
      id_user,
      done_at: record.done_at ?? (record.scheduled_at ? null : new Date()),
      status: approved ? ('approved' as const) : ('pending' as const),
      ...(approved ? { decided_by: caller.integration ? null : caller.id, decided_at: new Date() } : {}),
    };
  },
  beforeDelete: (tx, caller, ids) => ensureWithdrawable(tx, 'followup', caller, ids),
  async afterCreate(tx, caller, created, notify, { next_follow_up }) {
    const about = await visibleProspect(tx, caller, created.id_prospect);
    if (next_follow_up !== undefined) {
      await tx.update(prospect).set({ next_follow_up, updated_at: sql`now()` }).where(eq(prospect.id, about.id));
    }
    await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'create', entity: 'follow_up', id_entity: created.id });
    await emitWebhooks(tx, caller.id_company, 'followup.recorded', [created]);
    await notify(noticeFrom(caller, [about.id_user], AKSI.followUp, { tipe: 'Prospek', id_data: about.id, nama_prospect: about.name }));
    if (created.status === 'pending') await publish(tx, { type: 'pengajuan', id_company: caller.id_company, kind: 'followup' });
  },
});
