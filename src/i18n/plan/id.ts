/** Texts of Paket Berlangganan (app.plan.*), merged into `app` of ../id.ts. en.ts gives the same keys. */
export const planIndonesian = {
  plan: {
    title: 'Paket Berlangganan',
    loading: 'Memuat paket berlangganan',
    load_failed: 'Gagal memuat paket berlangganan: %{message}',
    name: 'Paket anda: %{name}',
    no_plan: 'Perusahaan anda belum memiliki paket: semua pemakaian tanpa batas.',
    limits_title: 'Batas dan pemakaian',
    limits: { users: 'Pengguna aktif', prospects: 'Prospek', whatsapp_numbers: 'Nomor WhatsApp terhubung', storage_mb: 'Penyimpanan' },
    nouns: { users: 'pengguna aktif', prospects: 'prospek', whatsapp_numbers: 'nomor WhatsApp', storage_mb: 'MB penyimpanan' },
    usage: '%{used} dari %{max} %{noun}',
    unlimited: '%{used} %{noun} terpakai, tanpa batas',
    near_limit: 'Hampir penuh',
    full: 'Penuh',
    storage_note: 'Penyimpanan menghitung berkas Import Data yang diunggah serta foto (prospek, pengguna, motor, kunjungan) dan logo perusahaan.',
    at_limit_title: 'Jika batas tercapai',
    at_limit:
      'Data baru yang melewati batas (pengguna, prospek, nomor WhatsApp, berkas impor atau foto) ditolak dengan pesan yang menyebut batasnya, dan tidak ada yang tersimpan setengah jalan; data yang sudah ada tetap aman.',
    contact: 'Untuk menambah paket, hubungi penyedia layanan aplikasi ini.',
  },
};
