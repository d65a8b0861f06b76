import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import { product, prospect, user } from '../../db/schema';
import type { Executor } from '../../db/connection';
import { fieldError } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { defineResource } from '../../plugins/resource';
import { ensurePlanRoom } from '../../plugins/planLimits';
import { dataScope } from '../../plugins/scope';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { emitWebhooks } from '../../webhooks/outbox';
import { AKSI, type Aksi } from '../../../domain/notifications';
import { CLOSED_PROSPECT_STATUSES } from '../../../domain/vocabularies';
import { noticeFrom, type Notify } from '../../plugins/notifier';
import type { Caller } from '../../plugins/session';
import type { prospectUpdate } from '../../../domain/schemas/prospect';
import type { z } from 'zod';
import type { Row } from '../../plugins/resourceRecord';
import { createdFrom, createdTo, followUpDue, searchProspects, unassignedFilter } from './prospectQuery';
import { ensureManaged, prospectVisible } from './visibility';


/** The owner must be an active member the caller may hand work to: anyone (admin), their group, or themselves. */
export async function ownerInReach(tx: Executor, caller: Caller, id_user: number) {
  const [owner] = await tx
    .select({ id: user.id, id_group: user.id_group })
    .from(user)
    .where(and(eq(user.id, id_user), eq(user.id_company, caller.id_company), eq(user.status, 'active')));
  const scope = dataScope(caller);
  const reachable =
    owner && (scope.kind === 'company' || owner.id === caller.id || (scope.kind === 'group' && owner.id_group === scope.id_group));
  if (!reachable) throw fieldError(422, 'id_user', problem('prospect.owner_out_of_reach'));
  return owner;
}

/** One open prospect per phone number in a company, named so the user can ask to collaborate instead. */
async function ensurePhoneFree(tx: Executor, id_company: number, phone: string, exceptId?: number) {
  const [existing] = await tx
    .select({ id: prospect.id, name: prospect.name, owner: sql<string>`coalesce(${user.name}, '')` })
    .from(prospect)
    .leftJoin(user, eq(user.id, prospect.id_user))
    .where(
      and(
        eq(prospect.id_company, id_company),
        eq(prospect.phone, phone),
        notInArray(prospect.status, [...CLOSED_PROSPECT_STATUSES]),
        exceptId === undefined ? undefined : ne(prospect.id, exceptId),
      ),
    )
    .limit(1);
  if (existing) throw fieldError(409, 'phone', problem('prospect.phone_taken', existing));
}

const notifyOwner = async (notify: Notify, caller: Caller, row: Row<'prospect'>, aksi: Aksi) => {
  const about = { tipe: 'Prospek' as const, id_data: row.id, nama_prospect: row.name };
  await notify(noticeFrom(caller, [row.id_user], aksi, about));
};

/** A prospect handed to an owner takes the owner's group; the prospect must be the caller's to hand over. */
async function handedTo(tx: Executor, caller: Caller, id_user: number, current?: Row<'prospect'>) {
  if (current) await ensureManaged(tx, caller, [current.id]);
  return { id_user, id_group: (await ownerInReach(tx, caller, id_user)).id_group };
}

/** Only those who see the whole company (Administrators) leave a new prospect 'Belum dibagikan'. */
function unassigned(caller: Caller) {
  if (dataScope(caller).kind !== 'company') throw fieldError(422, 'id_user', problem('prospect.owner_out_of_reach'));
  return { id_user: null, id_group: null };
}

/** The motorcycle must be the company's, and the phone on no other open prospect. */
async function ensureReferences(tx: Executor, caller: Caller, input: Omit<z.output<typeof prospectUpdate>, 'id_user'>, current?: Row<'prospect'>) {
  if (input.id_product !== undefined && input.id_product !== null) {
    const [found] = await tx
      .select({ id: product.id })
      .from(product)
      .where(and(eq(product.id, input.id_product), eq(product.id_company, caller.id_company)));
    if (!found) throw fieldError(422, 'id_product', problem('product.not_found'));
  }
  const phone = input.phone ?? current?.phone;
  const status = input.status ?? current?.status;
  if (phone && (input.phone !== undefined || input.status !== undefined) && !CLOSED_PROSPECT_STATUSES.some((closed) => closed === status)) {
    await ensurePhoneFree(tx, caller.id_company, phone, current?.id);
  }
}

/** /prospect: the dealer's prospects, each seen by its owner, collaborators, group supervisor and administrators. */
export const prospectResource = defineResource({
  resource: 'prospect',
  searchable: [prospect.name],
  search: searchProspects,
  visible: prospectVisible,
  filters: {
    status: prospect.status,
    unassigned: unassignedFilter,
    source: prospect.source,
    id_user: prospect.id_user,
    id_group: prospect.id_group,
    id_product: prospect.id_product,
    payment: prospect.payment,
    follow_up: followUpDue,
    created_from: createdFrom,
    created_to: createdTo,
  },
  defaultSort: 'created_at',
  places: { latitude: prospect.latitude, longitude: prospect.longitude, name: prospect.name, status: prospect.status },
  async createRow(tx, caller, input) {
    await ensurePlanRoom(tx, caller.id_company, 'prospects');
    // Left without an owner, the prospect is its creator's; an explicit null leaves it to Distribusi Data.
    const owner =
      input.id_user === undefined
        ? { ...actorOf(caller), id_group: caller.id_group }
        : input.id_user === null
          ? unassigned(caller)
          : await handedTo(tx, caller, input.id_user);
    await ensureReferences(tx, caller, input);
    return { ...input, ...owner, updated_at: new Date() };
  },
  async updateRow(tx, caller, input, current) {
    const newOwner = input.id_user === current.id_user ? undefined : input.id_user;
    const owner = newOwner === undefined ? {} : await handedTo(tx, caller, newOwner, current);
    await ensureReferences(tx, caller, input, current);
    return { ...input, ...owner, updated_at: new Date() };
  },
  beforeDelete: ensureManaged,
  async afterCreate(tx, caller, created, notify) {
    await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'create', entity: 'prospect', id_entity: created.id });
    await notifyOwner(notify, caller, created, AKSI.prospectAdded);
    await emitWebhooks(tx, caller.id_company, 'prospect.created', [created]);
  },
  async afterUpdate(tx, caller, before, after, notify) {
    const statusChanged = before.status !== after.status;
    await logActivity(tx, {
      id_company: caller.id_company,
      ...actorOf(caller),
      action: statusChanged ? 'update_status' : 'update',
      entity: 'prospect',
      id_entity: after.id,
      detail: statusChanged ? { from: before.status, to: after.status } : undefined,
    });
    const reassigned = before.id_user !== after.id_user;
    if (reassigned) await emitWebhooks(tx, caller.id_company, 'prospect.assigned', [{ ...after, id_user_previous: before.id_user }]);
    await notifyOwner(notify, caller, after, reassigned ? AKSI.prospectAssigned : statusChanged ? AKSI.statusChanged : AKSI.prospectChanged);
  },
});
