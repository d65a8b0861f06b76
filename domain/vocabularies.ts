/**
 * The closed lists of values the records take. Each column that takes one has a CHECK built from
 * the same list (domain/tables), so the database refuses any other value too (docs/database.md).
 */

export const PROSPECT_STATUSES = ['Low', 'Medium', 'Hot', 'Deal', 'Not Deal'] as const;
export type ProspectStatus = (typeof PROSPECT_STATUSES)[number];

export const PROSPECT_SOURCES = [
  'walk-in',
  'pameran',
  'roadshow',
  'referral',
  'website',
  'media sosial',
  'leasing',
  'repeat order',
  'lainnya',
] as const;

export const PAYMENTS = ['cash', 'kredit'] as const;
export type Payment = (typeof PAYMENTS)[number];

export const FOLLOW_UP_DUE = ['today', 'overdue', 'upcoming', 'none'] as const;
export type FollowUpDue = (typeof FOLLOW_UP_DUE)[number];

export const FOLLOW_UP_METHODS = ['whatsapp', 'telepon', 'kunjungan', 'tatap muka'] as const;
export const DECISION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ORDER_STATUSES = ['pending', 'approved', 'rejected', 'indent', 'completed', 'cancelled'] as const;
/** The order statuses that count as a deal closed (the dashboard's "deals this month"). */
export const DEAL_ORDER_STATUSES = ['approved', 'indent', 'completed'] as const;
export const PRODUCT_CATEGORIES = ['matic', 'sport', 'bebek'] as const;

/** A user account: waiting for approval, working, refused at registration, or switched off. */
export const USER_STATUSES = ['pending', 'active', 'rejected', 'disabled'] as const;
/** What a notification is about: a prospect, or an order. */
export const NOTIFICATION_TYPES = ['Prospek', 'Order'] as const;
/** A notification unread (N) or read (Y). */
export const NOTIFICATION_STATUSES = ['N', 'Y'] as const;

/**
 * How a distribution shares prospects among its recipients: evenly in turn, in proportion to each
 * one's room below their capacity, or evenly starting after whoever the company's last batch ended on.
 */
export const DISTRIBUTION_METHODS = ['round_robin', 'capacity', 'rotation'] as const;
export type DistributionMethod = (typeof DISTRIBUTION_METHODS)[number];
/** What started a batch: a person on List Distribusi or Monitoring User, or the company's standing rule. */
export const DISTRIBUTION_TRIGGERS = ['manual', 'rule'] as const;

export const PENGAJUAN_KINDS = ['collab', 'followup', 'order', 'user'] as const;
/** The approval queues counted on the dashboard and in the setting menu's chips. */
export type PengajuanKind = (typeof PENGAJUAN_KINDS)[number];

/** Why a salesperson went out (Data Visum): a prospect's home, a company, an exhibition, or something else. */
export const VISUM_PURPOSES = ['rumah', 'perusahaan', 'pameran', 'lainnya'] as const;
export type VisumPurpose = (typeof VISUM_PURPOSES)[number];

/** What a monthly target counts (Setting Task), each from the live records. */
export const TARGET_METRICS = ['prospects', 'follow_ups', 'visits', 'orders', 'deals'] as const;
export type TargetMetric = (typeof TARGET_METRICS)[number];
