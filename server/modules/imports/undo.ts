import { and, eq, sql } from 'drizzle-orm';
import { problem } from '../../../domain/errors';
import type { Database } from '../../db/connection';
import { importBatch } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../plugins/session';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { batchRow } from './batches';

/**
 * "Batalkan impor": removes the prospects of a completed batch that nobody has touched since (no
 * follow-up, order or collaboration, no photo, and no change by a person: an imported prospect has
 * no activity entry of its own, so any entry for it is an edit, a status change or a reassignment)
 * and keeps the others, in one transaction. Being handed out by List Distribusi or the standing rule
 * is not a touch. Answers how many went and how many stayed.
 */
export async function undoBatch(db: Database, caller: Caller, id: number) {
  return db.transaction(async (tx) => {
    await tx.select({ id: importBatch.id }).from(importBatch).where(eq(importBatch.id, id)).for('update');
    const batch = await batchRow(tx, caller.id_company, id);
    if (batch.status !== 'completed' || !batch.finished_at) throw new AppError(409, problem('import.not_undoable'));
    const removed = await tx.execute(sql`
      with removed as (
        delete from prospect p
         where p.id_import = ${id} and p.id_company = ${caller.id_company}
           and p.photo is null
           and not exists (select 1 from activity_log a where a.id_company = ${caller.id_company} and a.entity = 'prospect' and a.id_entity = p.id)
           and not exists (select 1 from follow_up f where f.id_prospect = p.id)
           and not exists (select 1 from sales_order o where o.id_prospect = p.id)
           and not exists (select 1 from collab c where c.id_prospect = p.id)
        returning 1)
      select count(*)::int as n from removed`);
    const kept = await tx.execute(sql`select count(*)::int as n from prospect where id_import = ${id} and id_company = ${caller.id_company}`);
    const count = (result: unknown) => (result as { rows: { n: number }[] }).rows[0].n;
    const outcome = { undo_removed: count(removed), undo_kept: count(kept) };
    await tx
      .update(importBatch)
      .set({ ...outcome, status: 'undone', undone_at: sql`now()` })
      .where(and(eq(importBatch.id, id), eq(importBatch.id_company, caller.id_company)));
    await logActivity(tx, {
      id_company: caller.id_company,
      ...actorOf(caller),
      action: 'import_undo',
      entity: 'import_batch',
      id_entity: id,
      detail: { file_name: batch.file_name, removed: outcome.undo_removed, kept: outcome.undo_kept },
    });
    return outcome;
  });
}
