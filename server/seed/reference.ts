/** Curated Indonesian reference data for the demo dealer in Bandung. */

export type Area = {
  kelurahan: string;
  kecamatan: string;
  latitude: number;
  longitude: number;
  streets: readonly string[];
};

/** Real kelurahan/kecamatan pairs of Kota Bandung with approximate centres. */
export const BANDUNG_AREAS: readonly Area[] = [
  { kelurahan: 'Dago', kecamatan: 'Coblong', latitude: -6.885, longitude: 107.613, streets: ['Jl. Ir. H. Juanda', 'Jl. Dago Pojok', 'Jl. Bukit Dago Utara'] },
  { kelurahan: 'Lebak Siliwangi', kecamatan: 'Coblong', latitude: -6.889, longitude: 107.609, streets: ['Jl. Tamansari', 'Jl. Siliwangi'] },
  { kelurahan: 'Sekeloa', kecamatan: 'Coblong', latitude: -6.887, longitude: 107.619, streets: ['Jl. Sekeloa', 'Jl. Dipatiukur'] },
  { kelurahan: 'Ciumbuleuit', kecamatan: 'Cidadap', latitude: -6.869, longitude: 107.605, streets: ['Jl. Ciumbuleuit', 'Jl. Bukit Jarian'] },
  { kelurahan: 'Cihapit', kecamatan: 'Bandung Wetan', latitude: -6.909, longitude: 107.625, streets: ['Jl. Cihapit', 'Jl. Bengawan', 'Jl. L.L.R.E. Martadinata'] },
  { kelurahan: 'Citarum', kecamatan: 'Bandung Wetan', latitude: -6.905, longitude: 107.618, streets: ['Jl. Citarum', 'Jl. Cimanuk', 'Jl. Diponegoro'] },
  { kelurahan: 'Sukaluyu', kecamatan: 'Cibeunying Kaler', latitude: -6.896, longitude: 107.631, streets: ['Jl. PHH. Mustofa', 'Jl. Sukaluyu'] },
  { kelurahan: 'Pasteur', kecamatan: 'Sukajadi', latitude: -6.893, longitude: 107.594, streets: ['Jl. Dr. Djunjunan', 'Jl. Sukawangi'] },
  { kelurahan: 'Kebon Jeruk', kecamatan: 'Andir', latitude: -6.915, longitude: 107.596, streets: ['Jl. Kebon Jeruk', 'Jl. Jend. Sudirman'] },
  { kelurahan: 'Turangga', kecamatan: 'Lengkong', latitude: -6.936, longitude: 107.63, streets: ['Jl. Gatot Subroto', 'Jl. Turangga'] },
  { kelurahan: 'Cijagra', kecamatan: 'Lengkong', latitude: -6.942, longitude: 107.624, streets: ['Jl. Buah Batu', 'Jl. Cijagra'] },
  { kelurahan: 'Margasari', kecamatan: 'Buahbatu', latitude: -6.953, longitude: 107.647, streets: ['Jl. Margasari', 'Jl. Ciwastra'] },
  { kelurahan: 'Sekejati', kecamatan: 'Buahbatu', latitude: -6.943, longitude: 107.651, streets: ['Jl. Terusan Buah Batu', 'Jl. Sekejati'] },
  { kelurahan: 'Antapani Kidul', kecamatan: 'Antapani', latitude: -6.918, longitude: 107.66, streets: ['Jl. Terusan Jakarta', 'Jl. Purwakarta', 'Jl. Subang'] },
  { kelurahan: 'Cicaheum', kecamatan: 'Kiaracondong', latitude: -6.902, longitude: 107.648, streets: ['Jl. Jend. Ahmad Yani', 'Jl. Cicaheum'] },
  { kelurahan: 'Sukamiskin', kecamatan: 'Arcamanik', latitude: -6.909, longitude: 107.677, streets: ['Jl. A.H. Nasution', 'Jl. Arcamanik Endah'] },
];

export const TENORS = [11, 17, 23, 29, 35] as const;

/**
 * The leasing houses a Bandung dealer works with and their offers as dealers quote them: a yearly
 * flat rate that rises a little with the tenor, a 10 % least down payment, an admin fee paid up front.
 */
export const LEASINGS = [
  { name: 'Adira Finance', short_name: 'ADIRA', flatRate: 22, admin_fee: 500_000, insurance_fee: 350_000, categories: [] },
  { name: 'FIF Group', short_name: 'FIF', flatRate: 21.5, admin_fee: 450_000, insurance_fee: 400_000, categories: [] },
  { name: 'BAF', short_name: 'BAF', flatRate: 22.5, admin_fee: 400_000, insurance_fee: 300_000, categories: [] },
  { name: 'WOM Finance', short_name: 'WOM', flatRate: 23, admin_fee: 350_000, insurance_fee: 300_000, categories: ['matic', 'bebek'] },
  { name: 'Mandiri Utama Finance', short_name: 'MUF', flatRate: 21, admin_fee: 600_000, insurance_fee: 450_000, categories: [] },
] as const;

/** A seeded house's rate for a tenor: its base, plus a quarter point for every half year beyond the first. */
export const seedRate = (base: number, tenor: number) => base + Math.floor((tenor - 11) / 6) * 0.25;

/** Indonesian mobile prefixes (Telkomsel, Indosat, XL, Axis, Tri, Smartfren), without the leading 0. */
export const MOBILE_PREFIXES = [
  '811', '812', '813', '821', '822', '823', '852', '853',
  '814', '815', '816', '855', '856', '857', '858',
  '817', '818', '819', '859', '877', '878',
  '831', '838', '895', '896', '897', '898', '881', '882',
] as const;

export const PROSPECT_NOTES = [
  'Minta promo DP ringan',
  'Karyawan swasta, gajian tanggal 25',
  'Motor untuk anak kuliah',
  'Ingin tukar tambah motor lama',
  'Driver ojol, cari motor irit',
  'Minta test ride dulu',
  'Tanya ketersediaan warna dan inden',
  'Pembelian kedua, motor pertama dari dealer kita',
  'Butuh motor untuk usaha antar barang',
];

export const FOLLOW_UP_RESULTS = [
  'Konsumen minta brosur dan daftar harga',
  'Menunggu persetujuan leasing',
  'Konsumen masih membandingkan dengan dealer lain',
  'Konsumen minta simulasi kredit tenor 35 bulan',
  'Sudah kirim pricelist via WhatsApp',
  'Konsumen tertarik, minta test ride hari Sabtu',
  'Konsumen minta diskon tambahan',
  'Menunggu gajian untuk bayar DP',
  'Survei leasing sudah dijadwalkan',
  'Konsumen belum bisa dihubungi',
  'Konsumen minta warna Hitam Doff, cek stok dulu',
  'KTP dan KK konsumen sudah diterima',
  'Konsumen diskusi dulu dengan keluarga',
  'Konsumen menunda pembelian ke bulan depan',
];

export const FOLLOW_UP_REJECTIONS = [
  'Foto bukti kunjungan tidak dilampirkan',
  'Hasil follow up kurang jelas, mohon dilengkapi',
  'Follow up tercatat dua kali',
];

export const COLLAB_REASONS = [
  'Konsumen tetangga saya, bisa bantu kunjungan ke rumah',
  'Konsumen datang ke pameran saat saya jaga stand',
  'Saya kenal keluarganya, bisa bantu yakinkan',
  'Konsumen minta dilayani di cabang yang lebih dekat',
  'Saya yang pertama kali menerima telepon konsumen',
  'Bantu proses survei leasing di lokasi konsumen',
];

export const COLLAB_REJECTIONS = ['Prospek sudah ditangani intensif oleh pemilik', 'Alasan kolaborasi kurang kuat'];

export const ORDER_REJECTIONS = ['Data konsumen belum lengkap', 'DP tidak sesuai ketentuan leasing', 'Pengajuan leasing ditolak'];

export const ORDER_CANCELLATIONS = ['Konsumen membatalkan pembelian', 'Konsumen pindah ke dealer lain', 'Dana konsumen dialihkan'];
