import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { problem } from '../../../domain/errors';
import { countsOf, previousMonth, splitEvenly } from '../../../domain/targets';
import type { Executor } from '../../db/connection';
import { group, salesTarget, user } from '../../db/schema';
import { AppError, notFound } from '../../plugins/errors';
import type { Member } from '../../plugins/session';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { usersInScope } from '../../plugins/scope';
import { groupsReached, targetsReached } from './holders';
import { holderIs } from './target.resource';

/**
 * "Salin bulan lalu": the previous month's targets of the holders in the member's reach become this
 * month's. A holder whose target for the month is already set keeps it (nothing is overwritten),
 * and people no longer active are left out. One transaction.
 */
export async function copyPreviousMonth(tx: Executor, member: Member, month: string) {
  const company = member.id_company;
  const activeReached = sql`(select ${user.id} from ${user} where ${and(eq(user.id_company, company), eq(user.status, 'active'), usersInScope(member))})`;
  const groupsInReach = sql`(select ${group.id} from ${group} where ${and(eq(group.id_company, company), groupsReached(member))})`;
  const source = await tx
    .select()
    .from(salesTarget)
    .where(
      and(
        eq(salesTarget.id_company, company),
        eq(salesTarget.month, previousMonth(month)),
        targetsReached(member),
        or(inArray(salesTarget.id_user, activeReached), inArray(salesTarget.id_group, groupsInReach)),
      ),
    );
  const existing = await tx
    .select({ id_user: salesTarget.id_user, id_group: salesTarget.id_group })
    .from(salesTarget)
    .where(and(eq(salesTarget.id_company, company), eq(salesTarget.month, month)));
  const isSet = (row: { id_user: number | null; id_group: number | null }) =>
    existing.some((e) => (row.id_user !== null ? e.id_user === row.id_user : e.id_group === row.id_group));
  const copies = source.filter((row) => !isSet(row));
  if (copies.length) {
    await tx.insert(salesTarget).values(copies.map((row) => ({ id_company: company, month, id_user: row.id_user, id_group: row.id_group, ...countsOf(row) })));
  }
  await logActivity(tx, { id_company: company, ...actorOf(member), action: 'copy', entity: 'sales_target', detail: { month, copied: copies.length } });
  return { copied: copies.length, kept: source.length - copies.length };
}

/**
 * "Bagi rata": a group's target split over its active members (by name), the remainder one each
 * to the first of them (domain/targets.ts, splitEvenly). Their targets for the month are replaced.
 * One transaction.
 */
export async function splitGroupTarget(tx: Executor, member: Member, id: number) {
  const company = member.id_company;
  const [target] = await tx
    .select()
    .from(salesTarget)
    .where(and(eq(salesTarget.id, id), eq(salesTarget.id_company, company), targetsReached(member)));
  if (!target) throw notFound();
  if (target.id_group === null) throw new AppError(422, problem('target.not_a_group'));
  const members = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id_company, company), eq(user.id_group, target.id_group), eq(user.status, 'active')))
    .orderBy(asc(user.name), asc(user.id));
  if (!members.length) throw new AppError(422, problem('target.no_members'));
  const shares = splitEvenly(countsOf(target), members.length);
  for (const [index, { id: id_user }] of members.entries()) {
    const holder = { id_user };
    const where = and(eq(salesTarget.id_company, company), eq(salesTarget.month, target.month), holderIs(holder));
    const updated = await tx.update(salesTarget).set({ ...shares[index], updated_at: new Date() }).where(where).returning({ id: salesTarget.id });
    if (!updated.length) await tx.insert(salesTarget).values({ id_company: company, month: target.month, id_user, ...shares[index] });
  }
  await logActivity(tx, { id_company: company, ...actorOf(member), action: 'split', entity: 'sales_target', id_entity: id, detail: { members: members.length } });
  return { members: members.length, month: target.month };
}
