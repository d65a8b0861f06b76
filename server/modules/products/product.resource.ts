import { z } from 'zod';
import { product } from '../../db/schema';
import { defineResource } from '../../plugins/resource';
import { optionalText, requiredText, rupiahField, timestamp } from '../../schemas';

const CATEGORIES = ['matic', 'sport', 'bebek'] as const;

const fields = {
  name: requiredText('Nama motor', 120),
  brand: requiredText('Merek', 60),
  type_code: requiredText('Kode tipe', 40),
  category: z.enum(CATEGORIES, { error: 'Kategori harus matic, sport atau bebek.' }),
  price_otr: rupiahField('Harga OTR').refine((n) => n !== null && n > 0, 'Harga OTR wajib diisi.'),
  colours: z.array(requiredText('Warna', 40)).max(30, 'Maksimal 30 warna.').default([]),
  photo: optionalText('Foto', 300),
  active: z.boolean().default(true),
};
const create = z.object(fields);
const update = z.object({ ...fields, colours: fields.colours.unwrap(), active: fields.active.unwrap() }).partial();

/** /setting/Product (Motor): the dealer's motorcycles; every member reads them for forms. */
export const productResource = defineResource({
  name: 'product',
  table: product,
  module: 'Product',
  readModule: null,
  columns: {
    id: product.id,
    name: product.name,
    brand: product.brand,
    type_code: product.type_code,
    category: product.category,
    price_otr: product.price_otr,
    colours: product.colours,
    photo: product.photo,
    active: product.active,
    created_at: product.created_at,
  },
  output: z.object({
    id: z.number(),
    name: z.string(),
    brand: z.string(),
    type_code: z.string(),
    category: z.string(),
    price_otr: z.number(),
    colours: z.array(z.string()),
    photo: z.string().nullable(),
    active: z.boolean(),
    created_at: timestamp,
  }),
  searchable: [product.name, product.type_code, product.brand],
  filters: { category: product.category, brand: product.brand, active: product.active },
  defaultSort: 'name',
  create,
  update,
  async toRow(_tx, _caller, input) {
    return { ...input, updated_at: new Date() };
  },
});
