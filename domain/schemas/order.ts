import { createInsertSchema, createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { order } from '../tables/sales';
import { PAYMENTS } from '../vocabularies';
import { dayField, idField, optionalDay, optionalNumber, optionalText, rupiahField } from './fields';
import { MAX_LENGTH, RANGES } from '../limits';
import { isoString, writable } from './record';

/** An order (SPK) as the API answers it: every column but the company and the last change. */
export const orderRecord = createSelectSchema(order, {
  decided_at: isoString,
  created_at: isoString,
  updated_at: isoString,
}).omit({ id_company: true, updated_at: true });

const refine = {
  id_prospect: idField('Prospek'),
  id_product: idField('Motor'),
  colour: optionalText('Warna', MAX_LENGTH.order.colour),
  qty: optionalNumber('Jumlah', RANGES.qty),
  /** Unit price; left empty, the motorcycle's OTR price. */
  price: rupiahField('Harga'),
  discount: rupiahField('Diskon'),
  payment: z.enum(PAYMENTS, { error: 'Pembayaran harus cash atau kredit.' }),
  leasing: optionalText('Leasing', MAX_LENGTH.order.leasing),
  /** The partner whose offer prices the instalment; its name becomes `leasing`. */
  id_leasing_partner: idField('Mitra leasing').nullish(),
  down_payment: rupiahField('Uang muka'),
  tenor: optionalNumber('Tenor', RANGES.tenor),
  delivery_date: optionalDay('Tanggal pengiriman'),
};

export const orderCreate = createInsertSchema(order, refine).pick(writable(refine));
/** The prospect of an order is fixed once it is made. */
export const orderUpdate = orderCreate.omit({ id_prospect: true }).partial();

/** PUT <order>/:id/delivery: the delivery day, or null to clear it. */
export const orderDelivery = z.object({ delivery_date: dayField('Tanggal pengiriman').nullable() });
