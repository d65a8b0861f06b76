import { z } from 'zod';
import { REPORT_SPAN_DAYS } from '../limits';
import { PROSPECT_SOURCES, TARGET_METRICS } from '../vocabularies';
import { REPORT_BUCKETS, type DrillFigure, type ReportBucket, type ReportFigure } from '../reports';
import { dayField, idField, timestamp, wholeNumberIn } from './fields';

/**
 * Laporan (docs/reports.md): figures over a period and a scope, each counted by the server in one
 * query, and the records behind every drillable number. The server documents its answers with
 * these schemas, the client takes their types and the lists of steps and buckets.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export { REPORT_BUCKETS, type DrillFigure, type ReportBucket, type ReportFigure };

const DRILL_FIGURES = Object.keys(REPORT_BUCKETS) as [DrillFigure, ...DrillFigure[]];

/** The period (both days included, West Indonesia Time) and the scope filters every figure takes. */
const reportFilters = z.object({
  from: dayField('Tanggal awal'),
  to: dayField('Tanggal akhir'),
  id_user: idField('Sales').optional(),
  id_group: idField('Grup').optional(),
  source: z.enum(PROSPECT_SOURCES, { error: `Sumber prospek harus salah satu dari: ${PROSPECT_SOURCES.join(', ')}.` }).optional(),
  id_product: idField('Motor').optional(),
});

const periodChecks = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema
    .refine(({ from, to }) => from <= to, { path: ['to'], message: 'Tanggal akhir tidak boleh sebelum tanggal awal.' })
    .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / DAY_MS < REPORT_SPAN_DAYS, {
      path: ['to'],
      message: `Periode laporan paling lama ${REPORT_SPAN_DAYS} hari.`,
    });

export const reportQuery = periodChecks(reportFilters);
export type ReportQuery = z.output<typeof reportQuery>;

/** GET <REPORTS>/records: one page of the prospects a figure's bucket counts, with the same filters. */
export const reportRecordsQuery = periodChecks(
  reportFilters.extend({
    figure: z.enum(DRILL_FIGURES, { error: `Laporan rincian harus salah satu dari: ${DRILL_FIGURES.join(', ')}.` }),
    bucket: z.string().max(40),
    page: wholeNumberIn('Halaman tidak valid.', 1, 100_000).optional(),
  }),
).superRefine(({ figure, bucket }, ctx) => {
  const buckets: readonly string[] = REPORT_BUCKETS[figure];
  if (!buckets.includes(bucket)) ctx.addIssue({ code: 'custom', path: ['bucket'], message: `Bagian laporan ${figure} harus salah satu dari: ${buckets.join(', ')}.` });
});
export type ReportRecordsQuery = z.output<typeof reportRecordsQuery>;

const share = z.number().nullable().describe('Bagian dari jumlah acuannya (0–1); null bila acuannya nol.');

export const funnelOutput = z.object({
  steps: z.array(z.object({ step: z.enum(REPORT_BUCKETS.funnel), count: z.number(), conversion: share })),
});

export const sourcesOutput = z.object({
  rows: z.array(z.object({ source: z.enum(PROSPECT_SOURCES), prospects: z.number(), hot: z.number(), deals: z.number(), conversion: share })),
});

export const speedOutput = z.object({
  assigned: z.number(),
  followed_up: z.number(),
  /** Seconds from assignment to the first follow-up, over those followed up. */
  median_seconds: z.number().nullable(),
  within_5m: z.number(),
  within_1h: z.number(),
  within_1d: z.number(),
  later: z.number(),
  none: z.number(),
});

export const targetsOutput = z.object({
  /** The months ('YYYY-MM') the period touches: targets are set per month. */
  months: z.array(z.string()),
  rows: z.array(z.object({ metric: z.enum(TARGET_METRICS), target: z.number().nullable(), actual: z.number(), achievement: share })),
});

export const lostOutput = z.object({
  kinds: z.array(z.object({ kind: z.enum(REPORT_BUCKETS.lost), count: z.number() })),
  /** The decision reasons written on refused and cancelled orders (null: none written); Not Deal keeps no reason. */
  reasons: z.array(z.object({ kind: z.enum(REPORT_BUCKETS.lost), reason: z.string().nullable(), count: z.number() })),
});

export const disciplineOutput = z.object({
  open: z.number(),
  overdue: z.number(),
  today: z.number(),
  upcoming: z.number(),
  none: z.number(),
  /** Overdue among the open prospects that have a next follow-up. */
  overdue_share: share,
});

/** Per leasing partner, the applications of the period's orders and how the partner answered (docs/leasing.md, Reports). */
export const leasingOutput = z.object({
  partners: z.array(
    z.object({
      id_leasing_partner: z.number(),
      partner: z.string(),
      applications: z.number(),
      approved: z.number(),
      rejected: z.number(),
      /** Approved among those decided. */
      approval_rate: share,
      /** Days from Diajukan to the decision, the median over those decided. */
      median_days: z.number().nullable(),
    }),
  ),
  reasons: z.array(z.object({ partner: z.string(), reason: z.string(), count: z.number() })),
});

/** Per salesperson, the period's orders paid on credit and how many applications each credit Deal took. */
export const creditOutput = z.object({
  rows: z.array(
    z.object({
      id_user: z.number(),
      name: z.string(),
      orders: z.number(),
      credit_orders: z.number(),
      credit_share: share,
      credit_deals: z.number(),
      applications: z.number(),
      applications_per_deal: z.number().nullable(),
    }),
  ),
});

export const REPORT_OUTPUTS = {
  funnel: funnelOutput,
  sources: sourcesOutput,
  speed: speedOutput,
  targets: targetsOutput,
  lost: lostOutput,
  discipline: disciplineOutput,
  leasing: leasingOutput,
  credit: creditOutput,
} as const satisfies Record<ReportFigure, z.ZodType>;
export type ReportOutput<F extends ReportFigure> = z.input<(typeof REPORT_OUTPUTS)[F]>;

export const reportRecord = z.object({
  id: z.number(),
  name: z.string(),
  status: z.string(),
  source: z.string(),
  owner_name: z.string().nullable(),
  created_at: timestamp,
});
export const reportRecordsOutput = z.object({ data: z.array(reportRecord), total: z.number() });
export type ReportRecords = z.input<typeof reportRecordsOutput>;
