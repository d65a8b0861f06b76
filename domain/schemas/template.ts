import { createInsertSchema, createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { waTemplate } from '../tables/whatsapp';
import { MAX_TEMPLATE_LENGTH, TEMPLATE_PLACEHOLDERS, unknownPlaceholders } from '../whatsappTemplate';
import { requiredText } from './fields';
import { isoString, writable } from './record';

/** The refusal of a text with placeholders that are not ours, naming them and the ones there are. */
export const unknownPlaceholderMessage = (unknown: readonly string[]) =>
  `Placeholder tidak dikenal: ${unknown.map((name) => `{${name}}`).join(', ')}. Yang bisa dipakai: ${TEMPLATE_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}.`;

export const templateBody = requiredText('Isi pesan', MAX_TEMPLATE_LENGTH).superRefine((body, ctx) => {
  const unknown = unknownPlaceholders(body);
  if (unknown.length) ctx.addIssue({ code: 'custom', message: unknownPlaceholderMessage(unknown) });
});

/** A WhatsApp message template (Pengaturan Template) as the API answers it. */
export const templateRecord = createSelectSchema(waTemplate, { created_at: isoString, updated_at: isoString }).omit({ id_company: true });

const refine = { name: requiredText('Nama template', 100), body: templateBody, active: z.boolean() };
const templateFields = createInsertSchema(waTemplate, refine).pick(writable(refine));

export const templateCreate = templateFields.extend({ active: refine.active.default(true) });
export const templateUpdate = templateFields.partial();
