import { REPORT_TEXTS } from '../../../domain/reportLabels';

/** Texts of Laporan (app.reports.*), merged into `app` of ../id.ts. en.ts gives the same keys. */
export const reportsIndonesian = {
  reports: {
    title: 'Laporan',
    from: 'Dari tanggal',
    to: 'Sampai tanggal',
    source: 'Sumber prospek',
    all_sources: 'Semua sumber',
    person: 'Sales',
    all_people: 'Semua sales',
    group: 'Grup',
    all_groups: 'Semua grup',
    product: 'Motor',
    all_products: 'Semua motor',
    filters: 'Filter',
    count: 'Jumlah',
    loading: 'Memuat laporan',
    load_failed: 'Gagal memuat laporan: %{message}',
    empty: 'Tidak ada data pada periode ini.',
    funnel: REPORT_TEXTS.funnel,
    sources: REPORT_TEXTS.sources,
    speed: {
      ...REPORT_TEXTS.speed,
      median: 'Median waktu sampai follow-up pertama: %{median}',
      day: 'hari',
      hour: 'jam',
      minute: 'menit',
    },
    targets: {
      ...REPORT_TEXTS.targets,
      note: 'Target per bulan: %{months} (bulan penuh). Filter sumber prospek dan motor tidak berlaku untuk target.',
    },
    lost: {
      ...REPORT_TEXTS.lost,
      note: 'Alasan hanya tercatat pada pesanan; prospek Not Deal tidak menyimpan alasan.',
    },
    leasing: {
      ...REPORT_TEXTS.leasing,
      days: '%{days} hari',
      note: 'Pengajuan yang dibuat dalam periode, pada order prospek dalam lingkup. Tingkat persetujuan dihitung dari yang sudah diputuskan.',
    },
    credit: {
      ...REPORT_TEXTS.credit,
      note: 'Order yang dibuat dalam periode. Deal kredit: disetujui leasing dan uang muka dibayar.',
    },
    discipline: {
      ...REPORT_TEXTS.discipline,
      overdue_share: 'Terlambat dari yang terjadwal: %{share}',
    },
    records_title: 'Rincian laporan',
    records_of: '%{figure}, %{from} sampai %{to}',
    records_total: '%{total} prospek',
    records_empty: 'Tidak ada prospek pada bagian ini.',
    unknown_link: 'Tautan rincian ini tidak dikenal. Buka lagi dari halaman Laporan.',
    back: 'Kembali ke Laporan',
    previous_page: 'Sebelumnya',
    next_page: 'Berikutnya',
    page_of: 'Halaman %{page} dari %{pages}',
    column: { name: 'Nama', status: 'Status', source: 'Sumber', owner: 'Sales', created: 'Masuk' },
  },
};
