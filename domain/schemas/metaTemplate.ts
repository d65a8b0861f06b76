import { z } from 'zod';
import { META_TEMPLATE_CATEGORIES } from '../vocabularies';

/** Sending a template to Meta for review (docs/whatsapp.md, Templates on Meta). */
export const metaReviewInput = z.object({
  category: z.enum(META_TEMPLATE_CATEGORIES, { error: 'Pilih kategori Meta: marketing atau utility.' }),
});
