import { createInsertSchema, createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { waTemplate } from '../tables/whatsapp';
import { MAX_TEMPLATE_LENGTH, MAX_TEMPLATE_NAME } from '../whatsappTemplate';
import { requiredText } from './fields';
import { isoString, writable } from './record';

/** A message template as the API answers it: every column but the company. */
export const templateRecord = createSelectSchema(waTemplate, {
  created_at: isoString,
  updated_at: isoString,
}).omit({ id_company: true });

/** Its writable fields; the placeholders are checked by the resource, which names the unknown ones. */
const refine = {
  name: requiredText('Nama template', MAX_TEMPLATE_NAME),
  body: requiredText('Isi pesan', MAX_TEMPLATE_LENGTH),
  active: z.boolean(),
};
const templateFields = createInsertSchema(waTemplate, refine).pick(writable(refine));

export const templateCreate = templateFields.extend({ active: refine.active.default(true) });
export const templateUpdate = templateFields.partial();
