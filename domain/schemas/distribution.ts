import { z } from 'zod';
import { DISTRIBUTION_METHODS, DISTRIBUTION_TRIGGERS, PROSPECT_SOURCES, PROSPECT_STATUSES } from '../vocabularies';
import { idField, integerInput, timestamp, wholeNumberIn } from './fields';
import { dayParam } from './params';

/**
 * The request and answer shapes of the distribution calls (docs/api.md, Distribusi Data): the
 * server validates and documents with them, the client takes their types only (no zod in the browser).
 */

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

/** The company's standing rule: one per company, off until someone switches it on. */
export const ruleBody = z.object({
  active: z.boolean(),
  method: z.enum(DISTRIBUTION_METHODS, { error: 'Metode distribusi tidak valid.' }),
  capacity: capacityField.nullish().transform((v) => v ?? null),
  ...recipientsSchema,
});
export type Rule = z.output<typeof ruleBody>;

/** The rule as answered: plain values (the body's schema reads form input, which an answer cannot be encoded with). */
export const ruleOutput = z.object({
  active: z.boolean(),
  method: z.enum(DISTRIBUTION_METHODS),
  capacity: z.number().nullable(),
  user_ids: z.array(z.number()),
  group_ids: z.array(z.number()),
  updated_at: z.string().nullable(),
});

export const recipientChoicesOutput = z.object({
  users: z.array(z.object({ id_user: z.number(), name: z.string(), id_group: z.number().nullable(), open: z.number() })),
  groups: z.array(z.object({ id: z.number(), name: z.string() })),
});

export const batchOutput = z.object({
  id: z.number(),
  created_at: timestamp,
  /** Who distributed; null for the standing rule. */
  id_user: z.number().nullable(),
  actor_name: z.string().nullable(),
  trigger: z.enum(DISTRIBUTION_TRIGGERS),
  method: z.enum(DISTRIBUTION_METHODS),
  total: z.number(),
  left_over: z.number(),
  undone_at: timestamp.nullable(),
  recipients: z.array(z.object({ id_user: z.number().nullable(), name: z.string().nullable(), count: z.number() })),
});

export const batchItemOutput = z.object({
  id: z.number(),
  id_prospect: z.number(),
  prospect_name: z.string(),
  id_user: z.number().nullable(),
  user_name: z.string().nullable(),
  id_user_previous: z.number().nullable(),
  previous_name: z.string().nullable(),
  undone_at: timestamp.nullable(),
  undoable: z.boolean(),
});

export const batchDetailOutput = z.object({ batch: batchOutput.extend({ undoable: z.number() }), items: z.array(batchItemOutput) });

export const monitoringQuery = z.object({
  from: dayParam('from').optional(),
  to: dayParam('to').optional(),
  days: wholeNumberIn('Hari harus bilangan bulat antara 0 dan 365.', 0, 365).default(3),
});

const figures = z.object({
  assigned: z.number(),
  untouched: z.number(),
  stale: z.number(),
  followed_up: z.number(),
  overdue: z.number(),
  deals: z.number(),
  conversion: z.number(),
});
export type Figures = z.output<typeof figures>;

const userFigures = figures.extend({ id_user: z.number(), name: z.string(), id_group: z.number().nullable(), group_name: z.string().nullable() });
export type UserFigures = z.output<typeof userFigures>;
const groupFigures = figures.extend({ id_group: z.number().nullable(), name: z.string().nullable(), members: z.number() });
export type GroupFigures = z.output<typeof groupFigures>;

export const monitoringOutput = z.object({ users: z.array(userFigures), groups: z.array(groupFigures) });
