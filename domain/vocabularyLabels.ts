import type {
  APPLICATION_STATUSES,
  BROADCAST_RECIPIENT_STATUSES,
  BROADCAST_STATUSES,
  CHAT_MESSAGE_STATUSES,
  DECISION_STATUSES,
  META_TEMPLATE_STATUSES,
  WA_TRANSPORTS,
  FOLLOW_UP_METHODS,
  ORDER_STATUSES,
  Payment,
  PRODUCT_CATEGORIES,
  PROSPECT_SOURCES,
  ProspectStatus,
  TARGET_METRICS,
  VISUM_PURPOSES,
} from './vocabularies';
import type { SpkStatus } from './spk';

/**
 * The Indonesian label of every value of the vocabularies: the interface's Indonesian catalogue
 * (src/i18n/records/id.ts) and the files the server writes (Export Data) read them from here, so a
 * value reads the same on the screen and in a spreadsheet.
 */

type Labels<Values extends readonly string[]> = Readonly<Record<Values[number], string>>;

export const PROSPECT_STATUS_LABELS: Readonly<Record<ProspectStatus, string>> = {
  Low: 'Low',
  Medium: 'Medium',
  Hot: 'Hot',
  Deal: 'Deal',
  'Not Deal': 'Not Deal',
};

export const SOURCE_LABELS: Labels<typeof PROSPECT_SOURCES> = {
  'walk-in': 'Datang langsung (walk-in)',
  pameran: 'Pameran',
  roadshow: 'Roadshow',
  referral: 'Referensi',
  website: 'Situs web',
  'media sosial': 'Media sosial/WhatsApp',
  leasing: 'Leasing',
  'repeat order': 'Pembelian ulang',
  lainnya: 'Lainnya',
};

export const PAYMENT_LABELS: Readonly<Record<Payment, string>> = { cash: 'Tunai', kredit: 'Kredit' };

export const METHOD_LABELS: Labels<typeof FOLLOW_UP_METHODS> = {
  whatsapp: 'WhatsApp',
  telepon: 'Telepon',
  kunjungan: 'Kunjungan',
  'tatap muka': 'Tatap muka',
};

export const DECISION_LABELS: Labels<typeof DECISION_STATUSES> = { pending: 'Menunggu', approved: 'Disetujui', rejected: 'Ditolak' };

export const ORDER_STATUS_LABELS: Labels<typeof ORDER_STATUSES> = {
  pending: 'Menunggu Validasi',
  approved: 'Disetujui',
  rejected: 'Ditolak',
  indent: 'Indent',
  completed: 'Selesai',
  cancelled: 'Batal',
};

/** A leasing application's states (docs/leasing.md). */
export const APPLICATION_STATUS_LABELS: Labels<typeof APPLICATION_STATUSES> = {
  submitted: 'Diajukan',
  survey: 'Survei',
  approved: 'Disetujui',
  rejected: 'Ditolak',
  cancelled: 'Dibatalkan',
};

/** An SPK's states (docs/leasing.md, The SPK). */
export const SPK_STATUS_LABELS: Readonly<Record<SpkStatus, string>> = {
  draft: 'Draf',
  complete: 'Lengkap',
  done: 'Selesai',
  void: 'Batal',
};

export const CATEGORY_LABELS: Labels<typeof PRODUCT_CATEGORIES> = { matic: 'Matic', sport: 'Sport', bebek: 'Bebek' };

type Underscored<S extends string> = S extends `${infer A}-${infer B}`
  ? `${A}_${Underscored<B>}`
  : S extends `${infer A} ${infer B}`
    ? `${A}_${Underscored<B>}`
    : S;
/** 'Not Deal' -> 'not_deal', 'walk-in' -> 'walk_in': a value as a key of the interface's catalogue. */
type CatalogueKey<S extends string> = Underscored<Lowercase<S>>;

export const catalogueKey = <S extends string>(value: S) => value.toLowerCase().replace(/[^a-z0-9]+/g, '_') as CatalogueKey<S>;

/** The labels keyed as the catalogue keys them. */
export const catalogueOf = <S extends string>(labels: Readonly<Record<S, string>>) =>
  Object.fromEntries(Object.entries<string>(labels).map(([value, label]) => [catalogueKey(value), label])) as Record<CatalogueKey<S>, string>;

export const VISUM_PURPOSE_LABELS: Labels<typeof VISUM_PURPOSES> = {
  rumah: 'Rumah prospek',
  perusahaan: 'Perusahaan',
  pameran: 'Pameran',
  lainnya: 'Lainnya',
};

/** A WhatsApp message's fate (Riwayat Pesan, the chat). */
export const CHAT_MESSAGE_STATUS_LABELS: Labels<typeof CHAT_MESSAGE_STATUSES> = {
  queued: 'Dalam antrean',
  sending: 'Mengirim',
  sent: 'Terkirim',
  delivered: 'Sampai',
  read: 'Dibaca',
  failed: 'Gagal',
  received: 'Diterima',
};

/** A broadcast recipient's fate: the message's, or skipped before sending. */
export const BROADCAST_RECIPIENT_STATUS_LABELS: Labels<typeof BROADCAST_RECIPIENT_STATUSES> = {
  queued: 'Dalam antrean',
  sending: 'Mengirim',
  sent: 'Terkirim',
  delivered: 'Sampai',
  read: 'Dibaca',
  failed: 'Gagal',
  skipped: 'Dilewati',
};

export const BROADCAST_STATUS_LABELS: Labels<typeof BROADCAST_STATUSES> = {
  scheduled: 'Terjadwal',
  running: 'Berjalan',
  paused: 'Dijeda',
  cancelled: 'Dibatalkan',
  completed: 'Selesai',
};

/** A template's review at Meta; a template never sent there reads 'Belum diajukan' on the page. */
export const META_TEMPLATE_STATUS_LABELS: Labels<typeof META_TEMPLATE_STATUSES> = {
  pending: 'Menunggu persetujuan',
  approved: 'Disetujui',
  rejected: 'Ditolak',
  paused: 'Dijeda',
  disabled: 'Dinonaktifkan',
};

/** Which WhatsApp carried a message or a broadcast. */
export const WA_TRANSPORT_LABELS: Labels<typeof WA_TRANSPORTS> = {
  linked: 'Nomor tertaut',
  cloud: 'WhatsApp Business',
};

export const TARGET_METRIC_LABELS: Labels<typeof TARGET_METRICS> = {
  prospects: 'Prospek baru',
  follow_ups: 'Follow up',
  visits: 'Kunjungan (visum)',
  orders: 'Order',
  deals: 'Unit terjual (Deal)',
};
