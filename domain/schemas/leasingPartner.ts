import { createInsertSchema, createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { leasingPartner } from '../tables/leasing';
import { DEFAULT_LEASING_DOCUMENTS, LEASING_DOCUMENTS, PRODUCT_CATEGORIES } from '../vocabularies';
import { idField, optionalNumber, optionalPhoneField, optionalText, requiredNumber, requiredText, rupiahField } from './fields';
import { MAX_LENGTH, MAX_TENORS, RANGES } from '../limits';
import { isoString, writable } from './record';

const max = MAX_LENGTH.leasing;

const tenorRate = z.object({
  tenor: requiredNumber('Tenor', RANGES.tenor),
  rate: requiredNumber('Bunga flat per tahun (%)', RANGES.flatRate),
});

/** A partner's rates, one per tenor, kept in the order of the tenors. */
const rates = z
  .array(tenorRate, { error: 'Daftar tenor tidak valid.' })
  .max(MAX_TENORS, `Maksimal ${MAX_TENORS} tenor.`)
  .refine((list) => new Set(list.map((r) => r.tenor)).size === list.length, 'Setiap tenor hanya boleh ditulis sekali.')
  .transform((list) => [...list].sort((a, b) => a.tenor - b.tenor));

/** A list of distinct values, in the order given. */
const distinct = <T extends z.ZodType>(item: T, label: string, most: number) =>
  z
    .array(item, { error: `${label} tidak valid.` })
    .max(most, `${label} maksimal ${most}.`)
    .transform((list) => [...new Set(list)] as z.output<T>[]);

/** A fee: whole rupiah, empty is none. */
const fee = (label: string) => rupiahField(label).transform((value) => value ?? 0);

/** A leasing partner as the API answers it: every column but the company. */
export const leasingPartnerRecord = createSelectSchema(leasingPartner, {
  rates: z.array(z.object({ tenor: z.number(), rate: z.number() })),
  categories: z.array(z.enum(PRODUCT_CATEGORIES)),
  product_ids: z.array(z.number()),
  required_documents: z.array(z.enum(LEASING_DOCUMENTS)),
  created_at: isoString,
  updated_at: isoString,
}).omit({ id_company: true });

const refine = {
  name: requiredText('Nama leasing', max.name),
  short_name: requiredText('Nama singkat', max.short_name),
  contact_name: optionalText('Nama kontak', max.contact_name),
  contact_whatsapp: optionalPhoneField('WhatsApp kontak'),
  active: z.boolean({ error: 'Status aktif harus ya atau tidak.' }),
  rates,
  min_down_payment: rupiahField('DP minimal'),
  min_down_payment_percent: optionalNumber('DP minimal (%)', RANGES.percent),
  admin_fee: fee('Biaya admin'),
  insurance_fee: fee('Biaya asuransi'),
  categories: distinct(z.enum(PRODUCT_CATEGORIES, { error: 'Kategori harus matic, sport atau bebek.' }), 'Kategori', PRODUCT_CATEGORIES.length),
  product_ids: distinct(idField('Motor'), 'Daftar motor', 500),
  required_documents: distinct(z.enum(LEASING_DOCUMENTS, { error: 'Jenis dokumen tidak dikenal.' }), 'Daftar dokumen', LEASING_DOCUMENTS.length),
};
const partnerFields = createInsertSchema(leasingPartner, refine).pick(writable(refine));

export const leasingPartnerCreate = partnerFields.extend({
  active: refine.active.default(true),
  rates: refine.rates.default([]),
  admin_fee: refine.admin_fee.default(0),
  insurance_fee: refine.insurance_fee.default(0),
  categories: refine.categories.default([]),
  product_ids: refine.product_ids.default([]),
  required_documents: refine.required_documents.default([...DEFAULT_LEASING_DOCUMENTS]),
});
export const leasingPartnerUpdate = partnerFields.partial();

/** POST <leasing>/unmapped: old orders that name this free text go to this partner. */
export const leasingMapping = z.object({
  leasing: requiredText('Nama leasing lama', MAX_LENGTH.order.leasing),
  id_leasing_partner: idField('Mitra leasing'),
});
