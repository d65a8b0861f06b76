import { createInsertSchema, createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { prospect } from '../tables/sales';
import { PAYMENTS, PROSPECT_SOURCES, PROSPECT_STATUSES } from '../vocabularies';
import {
  idField,
  optionalDateTime,
  optionalNumber,
  optionalPhoneField,
  optionalText,
  phoneField,
  requiredText,
  rupiahField,
} from './fields';
import { MAX_LENGTH, RANGES } from '../limits';
import { isoString, writable } from './record';

const max = MAX_LENGTH.prospect;

/** A prospect as the API answers it: every column but the company. */
/** A prospect as the API answers it: not its company, nor what only the server counts with (Laporan's facts, the photo's size). */
export const prospectRecord = createSelectSchema(prospect, {
  next_follow_up: isoString,
  created_at: isoString,
  updated_at: isoString,
}).omit({
  id_company: true,
  handed_out_at: true,
  assigned_at: true,
  first_follow_up_at: true,
  followed_up: true,
  ordered: true,
  photo_bytes: true,
});

const refine = {
  name: requiredText('Nama', max.name),
  phone: phoneField('Nomor telepon'),
  whatsapp: optionalPhoneField('Nomor WhatsApp'),
  address: optionalText('Alamat', max.address),
  kelurahan: optionalText('Kelurahan', max.kelurahan),
  kecamatan: optionalText('Kecamatan', max.kecamatan),
  kota: optionalText('Kota', max.kota),
  provinsi: optionalText('Provinsi', max.provinsi),
  latitude: optionalNumber('Latitude', RANGES.latitude),
  longitude: optionalNumber('Longitude', RANGES.longitude),
  source: z.enum(PROSPECT_SOURCES, { error: 'Sumber prospek tidak valid.' }),
  id_product: idField('Motor').nullish(),
  payment: z.enum(PAYMENTS, { error: 'Pembayaran harus cash atau kredit.' }).nullish(),
  leasing: optionalText('Leasing', max.leasing),
  down_payment: rupiahField('Uang muka'),
  tenor: optionalNumber('Tenor', RANGES.tenor),
  status: z.enum(PROSPECT_STATUSES, { error: 'Status tidak valid.' }),
  next_follow_up: optionalDateTime('Follow up berikutnya'),
  notes: optionalText('Catatan', max.notes),
  /** The owner; when left out, whoever creates the prospect. */
  id_user: idField('Pemilik').optional(),
};
const prospectFields = createInsertSchema(prospect, refine).pick(writable(refine));

export const prospectCreate = prospectFields.extend({
  source: refine.source.default('walk-in'),
  status: refine.status.default('Low'),
  /** null: 'Belum dibagikan', left for List Distribusi and the standing rule (an Administrator's choice). */
  id_user: refine.id_user.unwrap().nullish(),
});
export const prospectUpdate = prospectFields.partial();
