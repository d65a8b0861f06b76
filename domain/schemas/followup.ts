import { createInsertSchema, createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { followUp } from '../tables/sales';
import { FOLLOW_UP_METHODS } from '../vocabularies';
import { idField, optionalDateTime, optionalText } from './fields';
import { MAX_LENGTH } from '../limits';
import { isoString, writable } from './record';

/** A follow-up as the API answers it: every column but the company. */
export const followUpRecord = createSelectSchema(followUp, {
  scheduled_at: isoString,
  done_at: isoString,
  decided_at: isoString,
  created_at: isoString,
}).omit({ id_company: true });

const refine = {
  id_prospect: idField('Prospek'),
  method: z.enum(FOLLOW_UP_METHODS, { error: 'Metode follow up tidak valid.' }),
  scheduled_at: optionalDateTime('Jadwal'),
  done_at: optionalDateTime('Waktu follow up'),
  result: optionalText('Hasil', MAX_LENGTH.followup.result),
  notes: optionalText('Catatan', MAX_LENGTH.followup.notes),
};

export const followUpCreate = createInsertSchema(followUp, refine)
  .pick(writable(refine))
  .extend({
    /** Moves the prospect's next follow-up; left out, the prospect keeps its date. */
    next_follow_up: optionalDateTime('Follow up berikutnya').optional(),
  });
/** The prospect of a follow-up is fixed once it is recorded. */
export const followUpUpdate = followUpCreate.omit({ id_prospect: true }).partial();
