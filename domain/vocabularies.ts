/** The closed lists of values the records take; the database checks them too. */

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
export const PRODUCT_CATEGORIES = ['matic', 'sport', 'bebek'] as const;

export const PENGAJUAN_KINDS = ['collab', 'followup', 'order', 'user'] as const;
/** The approval queues counted on the dashboard and in the setting menu's chips. */
export type PengajuanKind = (typeof PENGAJUAN_KINDS)[number];
