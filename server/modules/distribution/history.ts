import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/connection';
import { distributionBatch, distributionItem, prospect, user } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { itemUndoable } from './undo';

type Page = { limit: number; offset: number };

const actor = alias(user, 'actor');
const recipient = alias(user, 'recipient');
const previous = alias(user, 'previous');

/** Who received how many in a batch, by name. */
const recipientsOf = sql<{ id_user: number | null; name: string | null; count: number }[]>`(
  select coalesce(json_agg(json_build_object('id_user', x.id_user, 'name', x.name, 'count', x.n) order by x.name), '[]'::json)
    from (select i.id_user, u.name, count(*)::int as n
            from ${distributionItem} i left join ${user} u on u.id = i.id_user
           where i.id_batch = ${distributionBatch.id} group by i.id_user, u.name) x)`;

const batchColumns = {
  id: distributionBatch.id,
  created_at: distributionBatch.created_at,
  id_user: distributionBatch.id_user,
  actor_name: actor.name,
  trigger: distributionBatch.trigger,
  method: distributionBatch.method,
  total: distributionBatch.total,
  left_over: distributionBatch.left_over,
  undone_at: distributionBatch.undone_at,
  recipients: recipientsOf,
};

/** Riwayat Distribusi: the company's batches, newest first, with who received how many. */
export async function listBatches(tx: Executor, id_company: number, { limit, offset }: Page) {
  const where = eq(distributionBatch.id_company, id_company);
  const [rows, [{ total }]] = await Promise.all([
    tx
      .select(batchColumns)
      .from(distributionBatch)
      .leftJoin(actor, eq(actor.id, distributionBatch.id_user))
      .where(where)
      .orderBy(desc(distributionBatch.created_at), desc(distributionBatch.id))
      .limit(limit)
      .offset(offset),
    tx.select({ total: count() }).from(distributionBatch).where(where),
  ]);
  return { rows, total };
}

/** One batch with a page of its rows: the prospect, its recipient, its previous owner, and whether it can still be taken back. */
export async function batchDetail(tx: Executor, id_company: number, id_batch: number, { limit, offset }: Page) {
  const [batch] = await tx
    .select(batchColumns)
    .from(distributionBatch)
    .leftJoin(actor, eq(actor.id, distributionBatch.id_user))
    .where(and(eq(distributionBatch.id, id_batch), eq(distributionBatch.id_company, id_company)));
  if (!batch) throw notFound(problem('distribution.batch_not_found'));
  const ofBatch = eq(distributionItem.id_batch, id_batch);
  const [items, [{ total }], [{ undoable }]] = await Promise.all([
    tx
      .select({
        id: distributionItem.id,
        id_prospect: distributionItem.id_prospect,
        prospect_name: prospect.name,
        id_user: distributionItem.id_user,
        user_name: recipient.name,
        id_user_previous: distributionItem.id_user_previous,
        previous_name: previous.name,
        undone_at: distributionItem.undone_at,
        undoable: sql<boolean>`${itemUndoable}`,
      })
      .from(distributionItem)
      .innerJoin(distributionBatch, eq(distributionBatch.id, distributionItem.id_batch))
      .innerJoin(prospect, eq(prospect.id, distributionItem.id_prospect))
      .leftJoin(recipient, eq(recipient.id, distributionItem.id_user))
      .leftJoin(previous, eq(previous.id, distributionItem.id_user_previous))
      .where(ofBatch)
      .orderBy(asc(distributionItem.id))
      .limit(limit)
      .offset(offset),
    tx.select({ total: count() }).from(distributionItem).where(ofBatch),
    tx
      .select({ undoable: sql<number>`count(*)::int` })
      .from(distributionItem)
      .innerJoin(distributionBatch, eq(distributionBatch.id, distributionItem.id_batch))
      .innerJoin(prospect, eq(prospect.id, distributionItem.id_prospect))
      .where(and(ofBatch, itemUndoable)),
  ]);
  return { batch: { ...batch, undoable }, items, total };
}
