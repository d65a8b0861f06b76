import { createInsertSchema, createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { product } from '../tables/tenancy';
import { PRODUCT_CATEGORIES } from '../vocabularies';
import { optionalText, requiredRupiah, requiredText } from './fields';
import { MAX_COLOURS, MAX_LENGTH } from '../limits';
import { isoString, writable } from './record';

const max = MAX_LENGTH.product;
const colours = z.array(requiredText('Warna', max.colour)).max(MAX_COLOURS, `Maksimal ${MAX_COLOURS} warna.`);

/** A motorcycle as the API answers it: every column but the company and the last change. */
export const productRecord = createSelectSchema(product, {
  colours: z.array(z.string()),
  created_at: isoString,
  updated_at: isoString,
}).omit({ id_company: true, updated_at: true, photo_bytes: true });

/** The record's writable fields; the photo is set only by its upload (docs/api.md), never by a name sent here. */
const refine = {
  name: requiredText('Nama motor', max.name),
  brand: requiredText('Merek', max.brand),
  type_code: requiredText('Kode tipe', max.type_code),
  category: z.enum(PRODUCT_CATEGORIES, { error: 'Kategori harus matic, sport atau bebek.' }),
  price_otr: requiredRupiah('Harga OTR'),
  colours,
  variant: optionalText('Varian', max.variant),
  active: z.boolean(),
};
const productFields = createInsertSchema(product, refine).pick(writable(refine));

export const productCreate = productFields.extend({ colours: colours.default([]), active: refine.active.default(true) });
export const productUpdate = productFields.partial();
