import { z } from 'zod';
import { PAYMENTS } from '../../db/schema';
import { idField, nullableTimestamp, optionalNumber, optionalText, rupiahField, timestamp } from '../../schemas';

const fields = {
  id_product: idField('Motor'),
  colour: optionalText('Warna', 40),
  qty: optionalNumber('Jumlah', { min: 1, max: 50, int: true }),
  /** Unit price; left empty, the motorcycle's OTR price. */
  price: rupiahField('Harga'),
  discount: rupiahField('Diskon'),
  payment: z.enum(PAYMENTS, { error: 'Pembayaran harus cash atau kredit.' }),
  leasing: optionalText('Leasing', 80),
  down_payment: rupiahField('Uang muka'),
  tenor: optionalNumber('Tenor', { min: 1, max: 60, int: true }),
};

export const orderCreate = z.object({ id_prospect: idField('Prospek'), ...fields });
export const orderUpdate = z.object(fields).partial();

export const orderOutput = z.object({
  id: z.number(),
  number: z.string(),
  id_prospect: z.number(),
  id_user: z.number(),
  id_product: z.number(),
  colour: z.string().nullable(),
  qty: z.number(),
  price: z.number(),
  discount: z.number(),
  payment: z.string(),
  leasing: z.string().nullable(),
  down_payment: z.number().nullable(),
  tenor: z.number().nullable(),
  instalment: z.number().nullable(),
  status: z.string(),
  decided_by: z.number().nullable(),
  decided_at: nullableTimestamp,
  decision_reason: z.string().nullable(),
  created_at: timestamp,
});
