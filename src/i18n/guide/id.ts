/**
 * Texts of Panduan Pengguna and Bantuan (app.guide.*, app.help.*), merged into `app` of ../idPages.ts.
 * The guide's and the questions' own text is Markdown in src/guide/ (docs/guide.md). en.ts gives the same keys.
 */
export const guideIndonesian = {
  guide: {
    title: 'Panduan Pengguna',
    intro:
      'Cara memakai aplikasi untuk setiap pekerjaan. Panduan ditulis untuk peran bawaan Sales, Supervisor dan Administrator; menu yang tampil bagi anda mengikuti hak akses peran anda.',
    language_note: 'Panduan ditulis dalam bahasa Indonesia.',
    search: 'Cari panduan',
    search_hint: 'Misalnya: order, visum, kapasitas',
    count: '%{count} topik',
    found: '%{count} topik cocok dengan "%{query}"',
    none: 'Tidak ada topik yang cocok dengan "%{query}".',
    none_hint: 'Coba kata lain atau periksa ejaannya.',
    clear: 'Hapus pencarian',
    for_role: 'Untuk peran anda (%{role})',
    other_topics: 'Topik lain',
    all_topics: 'Semua topik',
    roles: 'Untuk %{roles}',
    link: 'Panduan halaman ini',
    more_help: 'Masih ada pertanyaan?',
    open_help: 'Buka Bantuan',
  },
  help: {
    title: 'Bantuan',
    guide_intro: 'Langkah demi langkah untuk setiap pekerjaan ada di Panduan Pengguna.',
    open_guide: 'Buka Panduan Pengguna',
    faq_title: 'Pertanyaan umum',
    language_note: 'Pertanyaan dan jawaban ditulis dalam bahasa Indonesia.',
    contact_title: 'Hubungi dealer',
    contact_intro: 'Untuk pertanyaan tentang pekerjaan, akun atau data anda, hubungi dealer anda:',
    phone: 'Telepon',
    whatsapp: 'WhatsApp',
    whatsapp_link: 'Chat WhatsApp %{phone}',
    email: 'Email',
    address: 'Alamat',
    no_contact: 'Dealer belum mengisi kontaknya. Tanyakan kepada administrator dealer anda.',
    contact_failed: 'Kontak dealer tidak dapat dimuat: %{message}',
    version_title: 'Versi aplikasi',
    version: 'Versi %{version}',
    built: 'Dibangun %{when}',
  },
};
