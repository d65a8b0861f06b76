import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { distributionRule } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import type { Member } from '../../plugins/session';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { resolveRecipients } from './recipients';
import type { Rule } from '../../../domain/schemas/distribution';

const OFF: Rule = { active: false, method: 'rotation', capacity: null, user_ids: [], group_ids: [] };

export async function readRule(tx: Executor, id_company: number) {
  const [rule] = await tx.select().from(distributionRule).where(eq(distributionRule.id_company, id_company));
  if (!rule) return { ...OFF, updated_at: null };
  const { active, method, capacity, user_ids, group_ids, updated_at } = rule;
  return { active, method, capacity, user_ids, group_ids, updated_at: updated_at.toISOString() };
}

/** Saves the rule; its recipients must be the company's (active users, its groups) and, when on, someone. */
export async function saveRule(tx: Executor, member: Member, rule: Rule) {
  if (rule.method === 'capacity' && rule.capacity === null) throw new AppError(422, problem('distribution.capacity_required'));
  if (rule.active || rule.user_ids.length || rule.group_ids.length) {
    await resolveRecipients(tx, member.id_company, rule.user_ids, rule.group_ids);
  }
  const values = { ...rule, updated_by: member.id, updated_at: sql`now()` };
  await tx
    .insert(distributionRule)
    .values({ id_company: member.id_company, ...values })
    .onConflictDoUpdate({ target: distributionRule.id_company, set: values });
  await logActivity(tx, {
    id_company: member.id_company,
    ...actorOf(member),
    action: 'update',
    entity: 'distribution_rule',
    detail: { ...rule },
  });
  return readRule(tx, member.id_company);
}
