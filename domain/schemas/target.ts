import { createInsertSchema, createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { salesTarget } from '../tables/team';
import { MONTH_PATTERN, type TargetMetric } from '../targets';
import { DATA_SCOPES } from '../vocabularies';
import { idField, requiredNumber } from './fields';
import { RANGES } from '../limits';
import { isoString, writable } from './record';

/** The metrics' names as the messages say them. */
const METRIC_LABEL: Record<TargetMetric, string> = {
  prospects: 'Target prospek baru',
  follow_ups: 'Target follow up',
  visits: 'Target kunjungan',
  orders: 'Target order',
  deals: 'Target unit terjual',
};

export const monthField = z
  .string({ error: 'Bulan wajib diisi.' })
  .regex(MONTH_PATTERN, 'Bulan harus berformat YYYY-MM (misalnya 2026-11).');

/** A month's target as the API answers it: every column but the company. */
export const targetRecord = createSelectSchema(salesTarget, { created_at: isoString, updated_at: isoString }).omit({ id_company: true });

/** One count per metric: a target, or what the records show. */
const metricCounts = targetRecord.pick({ prospects: true, follow_ups: true, visits: true, orders: true, deals: true });
/** A holder's target for the month (with its id, to change it), or null when none is set. */
const holderTarget = metricCounts.extend({ id: z.number() }).nullable();

/** A month's targets and progress in the caller's scope (docs/api.md, Setting Task). */
export const targetProgressOutput = z.object({
  month: z.string(),
  scope: z.enum(DATA_SCOPES),
  /** The dashboard's line: the caller's own, their group's or the company's. */
  headline: z.object({ target: metricCounts.nullable(), actual: metricCounts }),
  groups: z.array(z.object({ id_group: z.number(), name: z.string(), target: holderTarget, actual: metricCounts })),
  users: z.array(z.object({ id_user: z.number(), name: z.string(), id_group: z.number().nullable(), target: holderTarget, actual: metricCounts })),
});
export type TargetProgress = z.input<typeof targetProgressOutput>;

const count = (metric: TargetMetric) => requiredNumber(METRIC_LABEL[metric], RANGES.target);
const counts = {
  prospects: count('prospects'),
  follow_ups: count('follow_ups'),
  visits: count('visits'),
  orders: count('orders'),
  deals: count('deals'),
};
/** A metric left out of a new target is 0. */
const newCounts = {
  prospects: counts.prospects.default(0),
  follow_ups: counts.follow_ups.default(0),
  visits: counts.visits.default(0),
  orders: counts.orders.default(0),
  deals: counts.deals.default(0),
};
const refine = {
  month: monthField,
  id_user: idField('Sales').nullish(),
  id_group: idField('Grup').nullish(),
  ...newCounts,
};

/** A holder and month are set once; a change of either is a new target. */
export const targetCreate = createInsertSchema(salesTarget, refine)
  .pick(writable(refine))
  .refine((input) => (input.id_user ?? null) === null !== ((input.id_group ?? null) === null), {
    message: 'Pilih satu sales atau satu grup.',
    path: ['id_user'],
  });
export const targetUpdate = createInsertSchema(salesTarget, counts).pick(writable(counts)).partial();
