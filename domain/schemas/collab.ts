import { createInsertSchema, createSelectSchema } from 'drizzle-zod';
import { collab } from '../tables/sales';
import { idField, optionalText } from './fields';
import { MAX_LENGTH } from '../limits';
import { isoString, writable } from './record';

/** A collaboration request as the API answers it: every column but the company. */
export const collabRecord = createSelectSchema(collab, { decided_at: isoString, created_at: isoString }).omit({ id_company: true });

const refine = { id_prospect: idField('Prospek'), reason: optionalText('Alasan', MAX_LENGTH.collab.reason) };

export const collabCreate = createInsertSchema(collab, refine).pick(writable(refine));
/** Only the reason changes; sent without it, the request keeps none. */
export const collabUpdate = collabCreate.omit({ id_prospect: true });
