import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { distributionBatch, distributionItem, prospect, user } from '../../db/schema';
import { AppError, notFound } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import type { Member } from '../../plugins/session';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { untouchedSince } from './touched';

/**
 * An item its recipient has not touched: the prospect is still theirs, unchanged since the batch
 * (the batch itself wrote its updated_at), with no follow-up, order or collaboration since.
 */
export const itemUndoable = sql`${distributionItem.undone_at} is null
  and ${prospect.id_user} = ${distributionItem.id_user}
  and ${prospect.updated_at} <= ${distributionBatch.created_at}
  and ${untouchedSince(prospect.id, distributionBatch.created_at)}`;

/**
 * Takes back a batch's untouched prospects in one statement: each returns to its previous owner
 * and group, or to List Distribusi when there was none or that owner is no longer active. The rest
 * stay with their recipients. Answers how many returned and how many stayed.
 */
export async function undoBatch(tx: Executor, member: Member, id_batch: number) {
  const [batch] = await tx
    .select({ id: distributionBatch.id, total: distributionBatch.total })
    .from(distributionBatch)
    .where(and(eq(distributionBatch.id, id_batch), eq(distributionBatch.id_company, member.id_company)))
    .for('update');
  if (!batch) throw notFound(problem('distribution.batch_not_found'));
  const returned = await tx.execute(sql`
    with undone as (
      update ${distributionItem} set undone_at = now()
        from ${prospect}, ${distributionBatch}
       where ${distributionItem.id_batch} = ${id_batch} and ${distributionBatch.id} = ${id_batch}
         and ${prospect.id} = ${distributionItem.id_prospect} and ${itemUndoable}
      returning ${distributionItem.id_prospect} as id_prospect, ${distributionItem.id_user_previous} as id_user, ${distributionItem.id_group_previous} as id_group
    )
    update ${prospect} set
      id_user = case when previous.status = 'active' then undone.id_user end,
      id_group = case when previous.status = 'active' then undone.id_group end,
      updated_at = now()
      from undone left join ${user} previous on previous.id = undone.id_user
     where ${prospect.id} = undone.id_prospect
    returning ${prospect.id}`);
  const count = rowCount(returned);
  if (count === 0) throw new AppError(409, problem('distribution.nothing_to_undo'));
  await tx.update(distributionBatch).set({ undone_at: sql`now()` }).where(eq(distributionBatch.id, id_batch));
  await logActivity(tx, {
    id_company: member.id_company,
    ...actorOf(member),
    action: 'undo_distribution',
    entity: 'distribution_batch',
    id_entity: id_batch,
    detail: { returned: count },
  });
  return { returned: count };
}

/** Rows a statement returned: node-postgres and PGlite both report them as `rows`. */
const rowCount = (result: unknown) => (result as { rows: unknown[] }).rows.length;
