import { z } from 'zod';
import { idField, integerInput } from '../../../domain/schemas/fields';
import { DISTRIBUTION_METHODS, PROSPECT_SOURCES, PROSPECT_STATUSES } from '../../../domain/vocabularies';

/** The request and answer shapes of the distribution calls (docs/api.md, Distribusi Data). */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal harus YYYY-MM-DD.');
const ids = (label: string) => z.array(idField(label)).max(1000).default([]);

export const capacityField = integerInput('Kapasitas harus berupa angka.').pipe(
  z.number().int('Kapasitas harus bilangan bulat.').min(1, 'Kapasitas minimal 1.').max(100_000, 'Kapasitas maksimal 100000.'),
);

/** Which prospects to hand out; always open ones, unassigned or managed by the caller. */
export const sourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('unassigned') }),
  z.object({
    kind: z.literal('filter'),
    status: z.enum(PROSPECT_STATUSES).optional(),
    source: z.enum(PROSPECT_SOURCES).optional(),
    id_product: idField('Motor').optional(),
    id_group: idField('Grup').optional(),
    /** A current owner; `unassigned` keeps those without one. */
    id_user: idField('Pemilik').optional(),
    unassigned: z.boolean().optional(),
    /** The prospects an import batch brought. */
    id_import: idField('Batch impor').optional(),
    created_from: day.optional(),
    created_to: day.optional(),
  }),
  z.object({ kind: z.literal('ids'), ids: z.array(idField('Prospek')).min(1).max(100_000) }),
  /** A salesperson's prospects received at least `days` ago and never followed up (Monitoring User). */
  z.object({ kind: z.literal('untouched'), id_user: idField('Sales'), days: z.number().int().min(0).max(365) }),
]);
export type Source = z.output<typeof sourceSchema>;

export const recipientsSchema = { user_ids: ids('Penerima'), group_ids: ids('Grup') };

export const distributionBody = z.object({
  source: sourceSchema,
  /** At most this many of the chosen prospects, oldest first. */
  limit: z.number().int().min(1).max(100_000).optional(),
  method: z.enum(DISTRIBUTION_METHODS, { error: 'Metode distribusi tidak valid.' }),
  ...recipientsSchema,
  /** The most open prospects a recipient may hold: required by the capacity method, a cap for the others. */
  capacity: capacityField.nullish(),
});
export type DistributionRequest = z.output<typeof distributionBody>;

const shareOutput = z.object({
  id_user: z.number(),
  name: z.string(),
  id_group: z.number().nullable(),
  open: z.number(),
  room: z.number().nullable(),
  count: z.number(),
});

export const planOutput = z.object({
  method: z.enum(DISTRIBUTION_METHODS),
  chosen: z.number(),
  assigned: z.number(),
  left_over: z.number(),
  shares: z.array(shareOutput),
});
export type PlanOutput = z.output<typeof planOutput>;
