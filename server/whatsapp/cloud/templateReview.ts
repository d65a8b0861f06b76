import { and, eq } from 'drizzle-orm';
import type { MetaTemplateStatus } from '../../../domain/vocabularies';
import type { Executor } from '../../db/connection';
import { waTemplate } from '../../db/schema';

/**
 * Applies Meta's verdict on a template (from its webhook or a sync), found by Meta's name in the
 * company; answers how many templates it changed (docs/whatsapp.md, Templates on Meta).
 */
export async function recordReview(db: Executor, id_company: number, review: { name: string; id?: string; status: MetaTemplateStatus; reason: string | null }) {
  const updated = await db
    .update(waTemplate)
    .set({ meta_status: review.status, meta_reason: review.reason, ...(review.id ? { meta_id: review.id } : {}) })
    .where(and(eq(waTemplate.id_company, id_company), eq(waTemplate.meta_name, review.name)))
    .returning({ id: waTemplate.id });
  return updated.length;
}

/** The company's templates as never sent to Meta: their reviews belonged to a business account it no longer uses. */
export const forgetReviews = (db: Executor, id_company: number) =>
  db
    .update(waTemplate)
    .set({ meta_status: null, meta_reason: null, meta_id: null, meta_name: null, meta_params: null, meta_category: null })
    .where(eq(waTemplate.id_company, id_company));
