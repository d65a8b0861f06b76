import { eq, sql } from 'drizzle-orm';
import { AKSI } from '../../../domain/notifications';
import type { DistributionMethod } from '../../../domain/vocabularies';
import type { Executor } from '../../db/connection';
import { distributionBatch, distributionItem, distributionRotation, prospect, user } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import type { NewNotification, Notify } from '../../plugins/notifier';
import type { Member } from '../../plugins/session';
import { actorOf, logActivity, personActor } from '../../plugins/activityLog';
import { emitWebhooks } from '../../webhooks/outbox';
import { planDistribution, type Plan } from './plan';
import type { Recipient } from './recipients';
import type { PlanOutput, Source } from '../../../domain/schemas/distribution';
import { chosenProspects } from './selection';

export type Distribution = {
  id_company: number;
  /** Who distributes: a member on List Distribusi or Monitoring User, or null for the standing rule. */
  member: Member | null;
  source: Source;
  limit?: number;
  method: DistributionMethod;
  /** Active users of the company, by id. */
  recipients: Recipient[];
  capacity: number | null;
};

/** The name a notification of the standing rule gives as its actor. */
const RULE_ACTOR = 'Distribusi otomatis';

/** The counts per recipient for the prospects chosen now: what the preview shows and the apply deals. */
export async function planFor(tx: Executor, d: Distribution): Promise<{ plan: Plan; output: PlanOutput }> {
  if (d.method === 'capacity' && d.capacity === null) throw new AppError(422, problem('distribution.capacity_required'));
  const [[{ n }], [rotation]] = await Promise.all([
    tx.select({ n: sql<number>`count(*)::int` }).from(prospect).where(chosenProspects(d.id_company, d.source, d.member)),
    tx.select({ last: distributionRotation.id_user_last }).from(distributionRotation).where(eq(distributionRotation.id_company, d.id_company)),
  ]);
  const chosen = d.limit === undefined ? n : Math.min(n, d.limit);
  const room = (r: Recipient) => (d.capacity === null ? null : Math.max(0, d.capacity - r.open));
  const plan = planDistribution({
    method: d.method,
    recipients: d.recipients.map((r) => ({ id_user: r.id_user, room: room(r) })),
    total: chosen,
    after: rotation?.last ?? null,
  });
  const byId = new Map(d.recipients.map((r) => [r.id_user, r]));
  const shares = plan.shares.map((share) => {
    const r = byId.get(share.id_user) as Recipient;
    return { ...share, name: r.name, id_group: r.id_group, open: r.open, room: room(r) };
  });
  return { plan, output: { method: d.method, chosen, assigned: plan.assigned, left_over: plan.left_over, shares } };
}

/** What the webhook `prospect.assigned` tells of each prospect of a batch (docs/webhooks.md). */
const assignedBy = (tx: Executor, id_batch: number) =>
  tx
    .select({
      id: prospect.id,
      name: prospect.name,
      phone: prospect.phone,
      status: prospect.status,
      id_user: prospect.id_user,
      id_group: prospect.id_group,
      id_user_previous: distributionItem.id_user_previous,
      id_distribution_batch: distributionItem.id_batch,
    })
    .from(distributionItem)
    .innerJoin(prospect, eq(prospect.id, distributionItem.id_prospect))
    .where(eq(distributionItem.id_batch, id_batch));

/** '<first prospect>' or '<first prospect> dan N prospek lainnya': the batch notice's subject. */
const batchSubject = (first: string, count: number) => (count > 1 ? `${first} dan ${count - 1} prospek lainnya` : first);

async function noticesFor(tx: Executor, id_batch: number, d: Distribution, plan: Plan): Promise<NewNotification[]> {
  const firsts = await tx
    .selectDistinctOn([distributionItem.id_user], { id_user: distributionItem.id_user, id: prospect.id, name: prospect.name })
    .from(distributionItem)
    .innerJoin(prospect, eq(prospect.id, distributionItem.id_prospect))
    .where(eq(distributionItem.id_batch, id_batch))
    .orderBy(distributionItem.id_user, distributionItem.id);
  const counts = new Map(plan.shares.map((s) => [s.id_user, s.count]));
  return firsts.flatMap(({ id_user, id, name }) =>
    id_user === null || id_user === d.member?.id
      ? []
      : [
          {
            id_company: d.id_company,
            id_user,
            id_actor: d.member?.id ?? null,
            nama_user: d.member?.name ?? RULE_ACTOR,
            aksi: AKSI.prospectsDistributed,
            tipe: 'Prospek' as const,
            id_data: id,
            nama_prospect: batchSubject(name, counts.get(id_user) ?? 1),
          },
        ],
  );
}

/**
 * Hands the chosen prospects out in one transaction, set-based whatever their number: the chosen
 * prospects are numbered oldest first, the plan's slots are dealt round by round in its order and
 * matched to them by number (INSERT … SELECT), and the prospects take their new owner and group in
 * one UPDATE … FROM. Batches of a company queue behind its rotation row, so two never pick the same
 * prospects. Each recipient gets one notification for the batch. Answers null when nothing was dealt.
 */
export async function applyDistribution(tx: Executor, notify: Notify, d: Distribution) {
  await tx.insert(distributionRotation).values({ id_company: d.id_company }).onConflictDoNothing();
  await tx.select().from(distributionRotation).where(eq(distributionRotation.id_company, d.id_company)).for('update');
  const { plan, output } = await planFor(tx, d);
  if (plan.assigned === 0) return { output, id_batch: null };

  const [batch] = await tx
    .insert(distributionBatch)
    .values({
      id_company: d.id_company,
      id_user: d.member?.id ?? null,
      trigger: d.member ? 'manual' : 'rule',
      method: d.method,
      total: plan.assigned,
      left_over: plan.left_over,
    })
    .returning({ id: distributionBatch.id });
  const slots = JSON.stringify(plan.shares.map((s, position) => ({ ...s, position })));
  await tx.execute(sql`
    with picked as (
      select ${prospect.id} as id, ${prospect.id_user} as id_user, ${prospect.id_group} as id_group, ${prospect.created_at} as created_at
        from ${prospect} where ${chosenProspects(d.id_company, d.source, d.member)}
       order by ${prospect.created_at}, ${prospect.id} limit ${plan.assigned} for update
    ), numbered as (
      select id, id_user, id_group, row_number() over (order by created_at, id) as n from picked
    ), dealt as (
      select s.id_user, row_number() over (order by g.round, s.position) as n
        from jsonb_to_recordset(${slots}::jsonb) as s(id_user int, position int, count int)
        cross join lateral generate_series(1, s.count) as g(round)
    )
    insert into ${distributionItem} (id_company, id_batch, id_prospect, id_user, id_user_previous, id_group_previous)
    select ${d.id_company}, ${batch.id}, numbered.id, dealt.id_user, numbered.id_user, numbered.id_group
      from numbered join dealt using (n)`);
  await tx.execute(sql`
    update ${prospect} set id_user = i.id_user, id_group = u.id_group, updated_at = now()
      from ${distributionItem} i join ${user} u on u.id = i.id_user
     where i.id_batch = ${batch.id} and ${prospect.id} = i.id_prospect`);
  await tx
    .update(distributionRotation)
    .set({ id_user_last: plan.last, updated_at: sql`now()` })
    .where(eq(distributionRotation.id_company, d.id_company));
  await logActivity(tx, {
    id_company: d.id_company,
    ...(d.member ? actorOf(d.member) : personActor(null)),
    action: 'distribute',
    entity: 'distribution_batch',
    id_entity: batch.id,
    detail: { method: d.method, total: plan.assigned, left_over: plan.left_over, shares: plan.shares.filter((s) => s.count > 0) },
  });
  await notify(await noticesFor(tx, batch.id, d, plan));
  await emitWebhooks(tx, d.id_company, 'prospect.assigned', await assignedBy(tx, batch.id));
  return { output, id_batch: batch.id };
}
