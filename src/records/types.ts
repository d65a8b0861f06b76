/** The sales records as the API answers them (docs/api.md, "Sales records"); field names are the API's. */

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

export type Prospect = {
  id: number;
  id_user: number;
  id_group: number | null;
  name: string;
  phone: string;
  whatsapp: string | null;
  address: string | null;
  kelurahan: string | null;
  kecamatan: string | null;
  kota: string | null;
  provinsi: string | null;
  latitude: number | null;
  longitude: number | null;
  source: string;
  id_product: number | null;
  payment: Payment | null;
  leasing: string | null;
  down_payment: number | null;
  tenor: number | null;
  status: ProspectStatus;
  next_follow_up: string | null;
  notes: string | null;
  photo: string | null;
  created_at: string;
  updated_at: string;
};

export type Order = {
  id: number;
  number: string;
  id_prospect: number;
  id_user: number;
  id_product: number;
  colour: string | null;
  qty: number;
  price: number;
  discount: number;
  payment: Payment;
  leasing: string | null;
  down_payment: number | null;
  tenor: number | null;
  instalment: number | null;
  status: string;
  decided_by: number | null;
  decided_at: string | null;
  decision_reason: string | null;
  created_at: string;
};

export type Product = {
  id: number;
  name: string;
  brand: string;
  type_code: string;
  category: string;
  price_otr: number;
  colours: string[];
  photo: string | null;
  active: boolean;
};
