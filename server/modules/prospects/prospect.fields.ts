import { z } from 'zod';
import { PAYMENTS, PROSPECT_SOURCES, PROSPECT_STATUSES } from '../../db/schema';
import {
  idField,
  nullableTimestamp,
  optionalDateTime,
  optionalNumber,
  optionalPhoneField,
  optionalText,
  phoneField,
  requiredText,
  rupiahField,
  timestamp,
} from '../../schemas';

const fields = {
  name: requiredText('Nama', 120),
  phone: phoneField('Nomor telepon'),
  whatsapp: optionalPhoneField('Nomor WhatsApp'),
  address: optionalText('Alamat', 300),
  kelurahan: optionalText('Kelurahan', 80),
  kecamatan: optionalText('Kecamatan', 80),
  kota: optionalText('Kota', 80),
  provinsi: optionalText('Provinsi', 80),
  latitude: optionalNumber('Latitude', { min: -90, max: 90 }),
  longitude: optionalNumber('Longitude', { min: -180, max: 180 }),
  source: z.enum(PROSPECT_SOURCES, { error: 'Sumber prospek tidak valid.' }),
  id_product: idField('Motor').nullish(),
  payment: z.enum(PAYMENTS, { error: 'Pembayaran harus cash atau kredit.' }).nullish(),
  leasing: optionalText('Leasing', 80),
  down_payment: rupiahField('Uang muka'),
  tenor: optionalNumber('Tenor', { min: 1, max: 60, int: true }),
  status: z.enum(PROSPECT_STATUSES, { error: 'Status tidak valid.' }),
  next_follow_up: optionalDateTime('Follow up berikutnya'),
  notes: optionalText('Catatan', 2000),
  /** The owner; when left out, whoever creates the prospect. */
  id_user: idField('Pemilik').optional(),
};

export const prospectCreate = z.object({
  ...fields,
  source: fields.source.default('walk-in'),
  status: fields.status.default('Low'),
});
export const prospectUpdate = z.object(fields).partial();

export const prospectOutput = z.object({
  id: z.number(),
  id_user: z.number(),
  id_group: z.number().nullable(),
  name: z.string(),
  phone: z.string(),
  whatsapp: z.string().nullable(),
  address: z.string().nullable(),
  kelurahan: z.string().nullable(),
  kecamatan: z.string().nullable(),
  kota: z.string().nullable(),
  provinsi: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  source: z.string(),
  id_product: z.number().nullable(),
  payment: z.string().nullable(),
  leasing: z.string().nullable(),
  down_payment: z.number().nullable(),
  tenor: z.number().nullable(),
  status: z.string(),
  next_follow_up: nullableTimestamp,
  notes: z.string().nullable(),
  photo: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
