import { eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isEnabled } from '../../../domain/permissions';
import { company, FOLLOW_UP_METHODS, followUp, prospect } from '../../db/schema';
import { subjectOf } from '../../plugins/auth';
import { publish } from '../../plugins/events';
import { defineResource } from '../../plugins/resource';
import { dataScope } from '../../plugins/scope';
import { idField, nullableTimestamp, optionalDateTime, optionalText, timestamp } from '../../schemas';
import { logActivity } from '../activity/log';
import { AKSI } from '../../../domain/notifications';
import { noticeFrom } from '../../plugins/notifier';
import { onVisibleProspect, visibleProspect } from './visibility';
import { ensureEditableRequest, ensureWithdrawable } from '../approvals/requests';
import { decidableFilter } from '../approvals/queues';

const fields = {
  method: z.enum(FOLLOW_UP_METHODS, { error: 'Metode follow up tidak valid.' }),
  scheduled_at: optionalDateTime('Jadwal'),
  done_at: optionalDateTime('Waktu follow up'),
  result: optionalText('Hasil', 1000),
  notes: optionalText('Catatan', 2000),
  /** Moves the prospect's next follow-up; left out, the prospect keeps its date. */
  next_follow_up: optionalDateTime('Follow up berikutnya').optional(),
};
const create = z.object({ id_prospect: idField('Prospek'), ...fields });
const update = z.object(fields).partial();


/** /prospect/fu: what was done with a prospect, and when it is next due. */
export const followUpResource = defineResource({
  name: 'followup',
  table: followUp,
  module: 'Follow Up',
  columns: {
    id: followUp.id,
    id_prospect: followUp.id_prospect,
    id_user: followUp.id_user,
    method: followUp.method,
    scheduled_at: followUp.scheduled_at,
    done_at: followUp.done_at,
    result: followUp.result,
    notes: followUp.notes,
    status: followUp.status,
    decided_by: followUp.decided_by,
    decided_at: followUp.decided_at,
    decision_reason: followUp.decision_reason,
    created_at: followUp.created_at,
  },
  output: z.object({
    id: z.number(),
    id_prospect: z.number(),
    id_user: z.number(),
    method: z.string(),
    scheduled_at: nullableTimestamp,
    done_at: nullableTimestamp,
    result: z.string().nullable(),
    notes: z.string().nullable(),
    status: z.string(),
    decided_by: z.number().nullable(),
    decided_at: nullableTimestamp,
    decision_reason: z.string().nullable(),
    created_at: timestamp,
  }),
  searchable: [followUp.result, followUp.notes],
  visible: (caller) =>
    dataScope(caller).kind === 'company' ? undefined : or(eq(followUp.id_user, caller.id), onVisibleProspect(caller, followUp.id_prospect)),
  filters: { id_prospect: followUp.id_prospect, id_user: followUp.id_user, status: followUp.status, method: followUp.method, decidable: decidableFilter('followup') },
  defaultSort: 'created_at',
  create,
  update,
  async toRow(tx, caller, input, current) {
    const { next_follow_up, ...record } = input;
    if (current) {
      ensureEditableRequest('followup', caller, current);
      return record;
    }
    const about = await visibleProspect(tx, caller, (input as z.output<typeof create>).id_prospect);
    const [{ needsApproval }] = await tx.select({ needsApproval: company.followup_approval }).from(company).where(eq(company.id, caller.id_company));
    // Whoever may approve follow-ups is not asked to approve their own.
    const approved = !needsApproval || isEnabled(subjectOf(caller), 'groups');
    if (next_follow_up !== undefined) {
      await tx.update(prospect).set({ next_follow_up, updated_at: sql`now()` }).where(eq(prospect.id, about.id));
    }
    return {
      ...record,
      id_user: caller.id,
      done_at: record.done_at ?? (record.scheduled_at ? null : new Date()),
      status: approved ? 'approved' : 'pending',
      ...(approved ? { decided_by: caller.id, decided_at: new Date() } : {}),
    };
  },
  beforeDelete: (tx, caller, ids) => ensureWithdrawable(tx, 'followup', caller, ids),
  async afterCreate(tx, caller, created, notify) {
    const about = await visibleProspect(tx, caller, created.id_prospect as number);
    await logActivity(tx, { id_company: caller.id_company, id_user: caller.id, action: 'create', entity: 'follow_up', id_entity: created.id as number });
    await notify(noticeFrom(caller, [about.id_user], AKSI.followUp, { tipe: 'Prospek', id_data: about.id, nama_prospect: about.name }));
    if (created.status === 'pending') await publish(tx, { type: 'pengajuan', id_company: caller.id_company, kind: 'followup' });
  },
});
