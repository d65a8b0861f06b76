import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { applicationDocument, leasingApplication, leasingApplicationEvent } from '../tables/credit';
import { LEASING_DOCUMENTS } from '../vocabularies';
import { idField, isoMoment, optionalText, requiredNumber, requiredRupiah, requiredText } from './fields';
import { RANGES } from '../limits';
import { isoString } from './record';

/** An application as the API answers it: every column but the company. */
export const leasingApplicationRecord = createSelectSchema(leasingApplication, {
  required_documents: z.array(z.enum(LEASING_DOCUMENTS)),
  survey_at: isoString,
  decided_at: isoString,
  created_at: isoString,
  updated_at: isoString,
}).omit({ id_company: true });

export const leasingApplicationEventRecord = createSelectSchema(leasingApplicationEvent, {
  detail: z.record(z.string(), z.unknown()).nullable(),
  created_at: isoString,
}).omit({ id_company: true, id_application: true });

/** A document handed in: its kind and when; the photo itself is served by its own route. */
export const applicationDocumentRecord = createSelectSchema(applicationDocument, { created_at: isoString }).pick({
  kind: true,
  id_user: true,
  created_at: true,
});

/** POST <order>/:id/leasing: the partners the order goes to, at once. */
export const applicationSubmit = z.object({
  partners: z
    .array(idField('Mitra leasing'), { error: 'Pilih minimal satu mitra leasing.' })
    .min(1, 'Pilih minimal satu mitra leasing.')
    .max(10, 'Maksimal 10 mitra leasing sekaligus.')
    .transform((ids) => [...new Set(ids)]),
});

const reason = (label: string) => requiredText(label, 500);

/** POST <application>/:id/move: the next state and what it records (docs/leasing.md). */
export const applicationMove = z.discriminatedUnion(
  'to',
  [
    z.object({
      to: z.literal('survey'),
      survey_at: isoMoment('Jadwal survei harus tanggal dan jam yang valid.'),
      surveyor: optionalText('Nama surveyor', 120),
    }),
    z.object({
      to: z.literal('approved'),
      down_payment: requiredNumber('Uang muka disetujui', RANGES.rupiah),
      tenor: requiredNumber('Tenor disetujui', RANGES.tenor),
      instalment: requiredRupiah('Angsuran disetujui'),
      /** The order's other open applications are cancelled with this approval. */
      cancel_others: z.boolean().default(false),
    }),
    z.object({ to: z.literal('rejected'), reason: reason('Alasan penolakan') }),
    z.object({ to: z.literal('cancelled'), reason: optionalText('Alasan pembatalan', 500) }),
  ],
  { error: 'Status tujuan harus survey, approved, rejected atau cancelled.' },
);

/** PUT <order>/:id/down-payment: whether the customer's down payment has been paid. */
export const downPaymentPaid = z.object({ paid: z.boolean({ error: 'Status pembayaran uang muka harus ya atau tidak.' }) });

export const documentParams = z.object({
  id: idField(),
  kind: z.enum(LEASING_DOCUMENTS, { error: 'Jenis dokumen tidak dikenal.' }),
});
