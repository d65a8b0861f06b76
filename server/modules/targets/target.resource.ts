import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { problem } from '../../../domain/errors';
import type { Executor } from '../../db/connection';
import { salesTarget } from '../../db/schema';
import { fieldError } from '../../plugins/errors';
import { defineResource } from '../../plugins/resource';
import type { Member } from '../../plugins/session';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { ensureHolderReached, targetsReached } from './holders';

export type Holder = { id_user?: number | null; id_group?: number | null };

/** The row of one holder's target for a month. */
export const holderIs = ({ id_user, id_group }: Holder): SQL | undefined =>
  id_user ? and(eq(salesTarget.id_user, id_user), isNull(salesTarget.id_group)) : and(eq(salesTarget.id_group, id_group ?? 0), isNull(salesTarget.id_user));

/** One target per holder and month (the table's unique indexes): a second one is refused with a message that says so. */
async function ensureNotSet(tx: Executor, member: Member, month: string, holder: Holder) {
  const [taken] = await tx
    .select({ id: salesTarget.id })
    .from(salesTarget)
    .where(and(eq(salesTarget.id_company, member.id_company), eq(salesTarget.month, month), holderIs(holder)));
  if (taken) throw fieldError(409, 'month', problem('target.already_set', { month }));
}

/** /setting/task: a month's targets of salespeople and groups (docs/product.md, Setting Task). */
export const targetResource = defineResource({
  resource: 'setting/task',
  searchable: [],
  visible: targetsReached,
  filters: { month: salesTarget.month, id_user: salesTarget.id_user, id_group: salesTarget.id_group },
  defaultSort: 'month',
  async createRow(tx, caller, input) {
    const holder = { id_user: input.id_user ?? null, id_group: input.id_group ?? null };
    await ensureHolderReached(tx, caller, holder);
    await ensureNotSet(tx, caller, input.month, holder);
    return { ...input, ...holder };
  },
  async updateRow(_tx, _caller, input) {
    return { ...input, updated_at: new Date() };
  },
  async afterCreate(tx, caller, created) {
    await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'create', entity: 'sales_target', id_entity: created.id });
  },
  async afterUpdate(tx, caller, _before, after) {
    await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'update', entity: 'sales_target', id_entity: after.id });
  },
});
