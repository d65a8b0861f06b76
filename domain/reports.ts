/** Laporan's figures and the buckets of those that drill down, shared by the server and the client (docs/reports.md). */

/** The figures, each at GET <REPORTS>/<figure>. */
export const REPORT_FIGURES = ['funnel', 'sources', 'speed', 'targets', 'lost', 'discipline', 'leasing', 'credit'] as const;
export type ReportFigure = (typeof REPORT_FIGURES)[number];

/**
 * The prospects each drillable figure counts, by bucket. The lead sources figure drills into the
 * funnel's buckets with its source; the targets figure into Setting Task.
 */
export const REPORT_BUCKETS = {
  funnel: ['new', 'followed_up', 'hot', 'ordered', 'deal'],
  speed: ['assigned', 'within_5m', 'within_1h', 'within_1d', 'later', 'none'],
  lost: ['not_deal', 'order_cancelled', 'order_rejected'],
  discipline: ['open', 'overdue', 'today', 'upcoming', 'none'],
} as const;
export type DrillFigure = keyof typeof REPORT_BUCKETS;
export type ReportBucket<F extends DrillFigure = DrillFigure> = (typeof REPORT_BUCKETS)[F][number];
