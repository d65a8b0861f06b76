import type { ReportBucket } from './reports';

/**
 * The Indonesian names of Laporan's figures, their columns and their buckets: the page's Indonesian
 * catalogue (src/i18n/reports/id.ts) and the report's file (docs/reports.md, Export) read them from
 * here, so a figure reads the same on the screen and in a spreadsheet.
 */
export const REPORT_TEXTS = {
  funnel: {
    title: 'Corong penjualan',
    step_column: 'Langkah',
    conversion: 'Konversi',
    step: { new: 'Prospek baru', followed_up: 'Sudah di-follow-up', hot: 'Hot', ordered: 'Order', deal: 'Deal' } satisfies Record<ReportBucket<'funnel'>, string>,
  },
  sources: {
    title: 'Kinerja sumber prospek',
    source: 'Sumber',
    prospects: 'Prospek',
    hot: 'Hot',
    deals: 'Deal',
    conversion: 'Konversi',
  },
  speed: {
    title: 'Kecepatan menanggapi prospek',
    bucket_column: 'Follow-up pertama',
    share: 'Bagian',
    bucket: {
      assigned: 'Prospek diberikan',
      within_5m: 'Dalam 5 menit',
      within_1h: 'Dalam 1 jam',
      within_1d: 'Dalam 1 hari',
      later: 'Lebih dari 1 hari',
      none: 'Belum di-follow-up',
    } satisfies Record<ReportBucket<'speed'>, string>,
  },
  targets: {
    title: 'Target dan pencapaian',
    metric: 'Metrik',
    target: 'Nilai target',
    actual: 'Pencapaian',
    achievement: 'Persentase',
  },
  lost: {
    title: 'Prospek yang lepas',
    kind_column: 'Jenis',
    kind: { not_deal: 'Not Deal', order_cancelled: 'Pesanan dibatalkan', order_rejected: 'Pesanan ditolak' } satisfies Record<ReportBucket<'lost'>, string>,
    no_reason: 'tanpa alasan',
  },
  leasing: {
    title: 'Pengajuan leasing per mitra',
    partner: 'Mitra leasing',
    applications: 'Pengajuan',
    approved: 'Disetujui',
    rejected: 'Ditolak',
    approval_rate: 'Tingkat persetujuan',
    median_days: 'Median hari sampai keputusan',
    reason: 'Alasan penolakan',
  },
  credit: {
    title: 'Penjualan kredit per sales',
    seller: 'Sales',
    orders: 'Order',
    credit_orders: 'Order kredit',
    credit_share: 'Bagian kredit',
    credit_deals: 'Deal kredit',
    applications_per_deal: 'Pengajuan per deal kredit',
  },
  discipline: {
    title: 'Disiplin follow-up',
    bucket_column: 'Follow-up berikutnya',
    bucket: {
      open: 'Prospek terbuka',
      overdue: 'Terlambat',
      today: 'Hari ini',
      upcoming: 'Akan datang',
      none: 'Belum dijadwalkan',
    } satisfies Record<ReportBucket<'discipline'>, string>,
  },
};

/** A share (0–1) as a percentage with one decimal, as dealers write it ('12,5%'). */
export const percentText = (share: number) => `${(share * 100).toLocaleString('id-ID', { maximumFractionDigits: 1 })}%`;

/** A figure with one decimal as Indonesians write it ('2,5'); null where there is none. */
export const decimalText = (value: number | null) => (value === null ? null : value.toLocaleString('id-ID', { maximumFractionDigits: 1 }));
