import { createInsertSchema, createSelectSchema } from 'drizzle-zod';
import { group } from '../tables/tenancy';
import { idField, optionalText, requiredText } from './fields';
import { MAX_LENGTH } from '../limits';
import { isoString, writable } from './record';

/** A group (cabang/tim) as the API answers it: every column but the company. */
export const groupRecord = createSelectSchema(group, { created_at: isoString }).omit({ id_company: true });

const refine = {
  name: requiredText('Nama grup', MAX_LENGTH.group.name),
  description: optionalText('Keterangan', MAX_LENGTH.group.description),
  id_leader: idField('Ketua grup').nullish(),
};

export const groupCreate = createInsertSchema(group, refine).pick(writable(refine));
export const groupUpdate = groupCreate.partial();
