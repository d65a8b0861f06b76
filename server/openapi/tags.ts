/**
 * The document's tags: one per domain of the back office, each with a description. Routes may
 * name a domain tag directly or the older short names below, which map onto it; a tag this table
 * does not know passes through unchanged, and the lint (`npm run lint:api`) then asks for its
 * description here.
 */
const API_TAGS = [
  { name: 'Autentikasi', description: 'Masuk, keluar, pendaftaran, lupa kata sandi dan undangan yang dibuka tanpa sesi.', aliases: ['auth'] },
  { name: 'Pengguna', description: 'Pengguna perusahaan: profil, undangan, persetujuan pendaftaran, penonaktifan dan grup.', aliases: ['user', 'users', 'members', 'group'] },
  { name: 'Perangkat', description: 'Catatan Perangkat: sesi login yang masih berlaku, perangkat dan alamatnya, dan mengakhiri sesi.', aliases: ['device'] },
  { name: 'Peran dan Hak Akses', description: 'Peran dan baris hak akses per modul.', aliases: ['role'] },
  { name: 'Prospek', description: 'Prospek penjualan dan fotonya.', aliases: ['prospect'] },
  { name: 'Follow Up', description: 'Tindak lanjut prospek dan persetujuannya.', aliases: ['followup'] },
  { name: 'Kolaborasi', description: 'Permintaan kolaborasi antar sales dan persetujuannya.', aliases: ['collab'] },
  { name: 'Pesanan', description: 'Pesanan motor dan validasinya.', aliases: ['order'] },
  { name: 'Produk', description: 'Master produk (tipe motor) dan fotonya.', aliases: ['product'] },
  { name: 'Target', description: 'Target penjualan per bulan, progresnya, penyalinan dan pembagian.', aliases: ['target'] },
  { name: 'Visum', description: 'Data kunjungan (visum) dan fotonya.', aliases: ['visum'] },
  { name: 'Distribusi', description: 'Pembagian prospek ke sales, aturan otomatis, riwayat dan monitoring.', aliases: ['distribution'] },
  { name: 'Dasbor', description: 'Ringkasan dasbor dan jumlah pengajuan yang menunggu keputusan.', aliases: ['dashboard'] },
  { name: 'Notifikasi', description: 'Notifikasi pribadi dan aliran peristiwa langsung.', aliases: ['notification'] },
  { name: 'Perusahaan', description: 'Data perusahaan pemanggil.', aliases: ['company'] },
  { name: 'Keamanan', description: 'Aturan keamanan perusahaan dan verifikasi dua langkah (aplikasi autentikator).', aliases: ['security'] },
  { name: 'Template WhatsApp', description: 'Template pesan WhatsApp dan peninjauannya di Meta.', aliases: ['template'] },
  { name: 'Pesan Siaran', description: 'Pesan siaran WhatsApp: pratinjau, pengiriman, kendali dan riwayat.', aliases: ['broadcast'] },
  { name: 'Chat', description: 'Ruang obrolan WhatsApp, pesan dan status chat.', aliases: ['chat'] },
  { name: 'WhatsApp', description: 'Penautan nomor WhatsApp pengguna, nomor WhatsApp Business perusahaan (Cloud API) dan webhook Meta, dan riwayat pesan.', aliases: ['whatsapp'] },
  { name: 'Ekspor Data', description: 'Ekspor data ke CSV atau XLSX dan unduhannya.', aliases: ['export'] },
  { name: 'Impor Data', description: 'Impor prospek dari CSV atau XLSX.', aliases: ['import'] },
  { name: 'Masukan', description: 'Masukan pengguna untuk administrator.', aliases: ['feedback'] },
  { name: 'Aktivitas Pengguna', description: 'Log aktivitas perusahaan.', aliases: ['activity'] },
  { name: 'Integrasi', description: 'Kunci integrasi untuk sistem lain (formulir situs, leasing, DMS) dan webhook yang mengabarkan peristiwa.', aliases: ['integration_key', 'webhook'] },
  { name: 'Sistem', description: 'Kesehatan layanan dan dokumen API ini.', aliases: [] },
] as const;

const byAlias = new Map<string, string>(API_TAGS.flatMap((tag) => [[tag.name, tag.name], ...tag.aliases.map((alias): [string, string] => [alias, tag.name])]));

/** The domain tags of a route's tags, each once. */
export const domainTags = (tags: readonly string[] = []) => [...new Set(tags.map((tag) => byAlias.get(tag) ?? tag))];

/** The document's tag list: every known domain with its description, then any other tag in use. */
export function tagList(used: Iterable<string>) {
  const known = API_TAGS.map(({ name, description }) => ({ name, description }));
  const names = new Set<string>(known.map((tag) => tag.name));
  return [...known, ...[...new Set(used)].filter((name) => !names.has(name)).map((name) => ({ name }))];
}
