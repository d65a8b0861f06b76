import { createInsertSchema, createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { visum } from '../tables/team';
import { VISUM_PURPOSES } from '../vocabularies';
import { idField, optionalDateTime, optionalNumber, optionalText } from './fields';
import { MAX_LENGTH, RANGES } from '../limits';
import { prospectCreate } from './prospect';
import { isoString, writable } from './record';

/** A field visit as the API answers it: every column but the company. */
export const visumRecord = createSelectSchema(visum, { visited_at: isoString, created_at: isoString }).omit({ id_company: true, photo_bytes: true });

const refine = {
  id_prospect: idField('Prospek').nullish(),
  purpose: z.enum(VISUM_PURPOSES, { error: 'Tujuan kunjungan tidak valid.' }),
  notes: optionalText('Catatan', MAX_LENGTH.visum.notes),
  latitude: optionalNumber('Latitude', RANGES.latitude),
  longitude: optionalNumber('Longitude', RANGES.longitude),
  accuracy: optionalNumber('Akurasi lokasi', RANGES.accuracy),
};

/**
 * What a phone sends: the prospect met (an existing one, or a new one's name and phone, created by
 * the prospect rules in the same transaction), why, notes and the place when the browser gave it.
 * The time is the server's, but for a visit recorded without signal (`recorded_offline_at`, the
 * phone's time of recording); the photo follows in its own upload.
 */
export const visumCreate = createInsertSchema(visum, refine)
  .pick(writable(refine))
  .extend({
    new_prospect: prospectCreate.pick({ name: true, phone: true }).nullish(),
    recorded_offline_at: optionalDateTime('Waktu kunjungan').optional(),
  })
  .superRefine((input, ctx) => {
    if ((input.latitude == null) !== (input.longitude == null)) {
      ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'Latitude dan longitude harus diisi bersama.' });
    }
    if (input.id_prospect != null && input.new_prospect != null) {
      ctx.addIssue({ code: 'custom', path: ['new_prospect'], message: 'Pilih prospek yang ada atau isi prospek baru, bukan keduanya.' });
    }
  });

/** Once recorded, only the purpose and the notes of a visit may be corrected (by its recorder). */
export const visumUpdate = createInsertSchema(visum, refine).pick({ purpose: true, notes: true }).partial();
