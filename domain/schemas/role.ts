import { createInsertSchema, createSelectSchema } from 'drizzle-zod';
import { role } from '../tables/tenancy';
import { optionalText, requiredText } from './fields';
import { MAX_LENGTH } from '../limits';
import { isoString, writable } from './record';

/** A role as the API answers it: every column but the company; its permission rows are served apart. */
export const roleRecord = createSelectSchema(role, { created_at: isoString }).omit({ id_company: true });

const refine = { name: requiredText('Nama role', MAX_LENGTH.role.name), description: optionalText('Keterangan', MAX_LENGTH.role.description) };

export const roleCreate = createInsertSchema(role, refine).pick(writable(refine));
export const roleUpdate = roleCreate.partial();
