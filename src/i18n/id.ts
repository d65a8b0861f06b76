import type { StringMap, TranslationMessages } from 'react-admin';
import { raIndonesian } from './raIndonesian';

/**
 * The texts of the shell: the public pages (login, registration, password), the layout, the menus
 * and the errors. The pages behind the login bring theirs (idPages.ts) when they load (docs/client.md,
 * "Catalogue"). en.ts must give the same keys as both (checked by the compiler and a test).
 */
export const appShellIndonesian = {
  title: 'Salesforce Dealer',
  /** The header of a table's column of buttons. */
  table_actions: 'Aksi',
  menu: {
    dashboard: 'Dasbor',
  },
  auth: {
    email: 'Email',
    password: 'Kata sandi',
    new_password: 'Kata sandi baru',
    password_confirmation: 'Konfirmasi kata sandi',
    name: 'Nama lengkap',
    phone_number: 'Nomor telepon',
    back_to_login: 'Kembali ke halaman masuk',
    privacy_policy: 'Kebijakan Privasi',
  },
  login: {
    title: 'Masuk',
    subtitle: 'Masuk untuk mengelola prospek, follow up dan order anda.',
    submit: 'Masuk',
    no_account: 'Belum punya akun?',
    register: 'Daftar',
    forgot_password: 'Lupa kata sandi?',
  },
  register: {
    title: 'Daftar Akun',
    subtitle: 'Buat akun untuk tim penjualan dealer anda.',
    mode: 'Jenis pendaftaran',
    mode_create: 'Buat perusahaan baru',
    mode_join: 'Gabung dengan kode perusahaan',
    company_name: 'Nama perusahaan',
    company_code: 'Kode perusahaan',
    company_code_help: 'Minta kode perusahaan kepada administrator dealer anda.',
    submit: 'Daftar',
    have_account: 'Sudah punya akun?',
    login: 'Masuk',
    pending_title: 'Pendaftaran terkirim',
  },
  forgot_password: {
    title: 'Lupa Kata Sandi',
    subtitle: 'Masukkan email akun anda. Kami akan mengirim tautan untuk mengatur ulang kata sandi.',
    submit: 'Kirim tautan',
  },
  reset_password: {
    title: 'Atur Ulang Kata Sandi',
    subtitle: 'Buat kata sandi baru untuk %{email}.',
    submit: 'Simpan kata sandi',
    incomplete:
      'Tautan atur ulang kata sandi tidak lengkap. Buka kembali tautan dari email anda, atau minta tautan baru.',
    request_new: 'Minta tautan baru',
  },
  register_invited: {
    title: 'Terima Undangan',
    subtitle: 'Lengkapi data anda untuk bergabung dengan tim dealer.',
    submit: 'Daftar dan masuk',
    incomplete: 'Tautan undangan tidak lengkap. Buka kembali tautan dari email undangan anda.',
  },
  validation: {
    email_required: 'Email wajib diisi.',
    email_invalid: 'Format email tidak valid.',
    password_required: 'Kata sandi wajib diisi.',
    password_min: 'Kata sandi minimal 8 karakter.',
    password_max: 'Kata sandi maksimal 128 karakter.',
    password_mismatch: 'Konfirmasi kata sandi tidak sama dengan kata sandi.',
    name_required: 'Nama wajib diisi.',
    phone_required: 'Nomor telepon wajib diisi.',
    phone_invalid: 'Nomor telepon tidak valid. Contoh: 0812 3456 7890.',
    company_name_required: 'Nama perusahaan wajib diisi.',
    company_code_required: 'Kode perusahaan wajib diisi.',
  },
  error: {
    not_found_title: 'Page Not Found',
    not_found_message: 'Halaman yang anda cari mungkin tidak ada atau telah dipindahkan.',
    title: 'An error occurred',
    report: 'Silakan laporkan masalah ini kepada admin.',
    back: 'Back to page',
  },
  load_failure: {
    retry: 'Coba lagi',
  },
  legal: {
    updated: 'Terakhir diperbarui: %{date}',
  },
  privacy: {
    title: 'Kebijakan Privasi',
    language_note: 'Kebijakan ini diterbitkan dalam Bahasa Indonesia, dan versi inilah yang berlaku.',
  },
  terms: {
    title: 'Syarat Dan Ketentuan',
    language_note: 'Syarat ini diterbitkan dalam Bahasa Indonesia, dan versi inilah yang berlaku.',
  },
  top_bar: {
    prospect: 'Prospek',
    order: 'Order',
  },
  language: {
    label: 'Bahasa / Language',
  },
  main_menu: {
    open: 'Buka menu utama',
    title: 'Menu utama',
    loading: 'Memuat menu',
    dashboard: 'Dashboard',
    prospek: 'Prospek',
    order: 'Order',
    import_data: 'Import Data',
    export_data: 'Export Data',
    distribusi_data: 'Distribusi Data',
    users: 'Users',
    group: 'Group',
    permission: 'Permission',
    studio: 'Studio',
    kalender: 'Kalender',
    laporan: 'Laporan',
    profil: 'Profil',
    catatan_perangkat: 'Catatan Perangkat',
    pengaturan_instansi: 'Pengaturan Instansi',
    paket_berlangganan: 'Paket Berlangganan',
    aturan_keamanan: 'Aturan Keamanan',
    panduan_pengguna: 'Panduan Pengguna',
    bantuan: 'Bantuan',
    kirim_masukan: 'Kirim Masukan',
  },
  user_menu: {
    label: 'Menu pengguna',
    label_of: 'Menu pengguna %{name}, inisial %{initials}',
    settings: 'Pengaturan',
    privacy_policy: 'Kebijakan Privasi',
    terms: 'Syarat Dan Ketentuan',
    feedback: 'Beri Masukan',
    logout: 'Logout',
    version: 'Versi %{version}',
  },
  logout: {
    question: 'Apakah Anda Yakin Ingin Logout ?',
    cancel: 'Cancel',
    confirm: 'Logout',
  },
  version: {
    update: 'Click To Update New Version.',
  },
  footer: {
    copyright: '© %{year} %{company}',
  },
  snackbar: {
    region: 'Pesan status',
  },
  notifications: {
    title: 'Notifikasi',
    bell_unread: 'Notifikasi, %{count} belum dibaca',
    mark_all: 'Tandai semua di baca',
    loading: 'Sedang memuat...',
    empty: 'Belum ada notifikasi.',
    unread: 'Belum dibaca',
    row_prospect: '%{nama_user} telah melakukan %{aksi} pada prospek %{nama_prospect}',
    row_order: '%{nama_user} telah melakukan %{aksi} pada order %{nama_order}',
    load_error: 'Gagal memuat notifikasi : %{message}',
    load_more_error: 'Gagal memuat notifikasi lainya : %{message}',
    read_error: 'Gagal membaca notifikasi : %{message}',
    unread_error: 'Gagal memuat jumlah notifikasi belum terbaca : %{message}',
  },
  training: {
    server_error: 'Server error : %{message}',
    syntax_error: 'Sintaks error : %{message}',
  },
  push: {
    unsupported: 'This browser does not support desktop notification',
    denied: 'Aktifkan Dulu Notifikasi',
  },
  setting_home: {
    title: 'Pengaturan',
  },
  setting_menu: {
    title: 'Menu pengaturan',
    toggle: 'Buka atau tutup menu pengaturan',
    task: 'Task',
    setting_task: 'Setting Task',
    visum: 'Visum',
    data_visum: 'Data Visum',
    data: 'Data',
    import_data: 'Import Data',
    export_data: 'Export Data',
    distribusi_data: 'Distribusi Data',
    list_distribusi: 'List Distribusi',
    monitoring_user: 'Monitoring User',
    riwayat_distribusi: 'Riwayat Distribusi',
    aktivitas: 'Aktivitas',
    pengguna: 'Pengguna',
    riwayat_pesan: 'Riwayat Pesan',
    riwayat_pesan_siaran: 'Riwayat Pesan Siaran',
    whatsapp: 'WhatsApp',
    chat: 'Chat WhatsApp',
    pesan_siaran: 'Pesan Siaran',
    masukan_pengguna: 'Masukan Pengguna',
    product: 'Product',
    motor: 'Motor',
    pengajuan: 'Pengajuan',
    approval_kolaborasi: 'Approval Kolaborasi',
    approval_follow_up: 'Approval Follow Up',
    approval_order: 'Approval Order',
    preference: 'Preference',
    kelola_pengguna: 'Kelola Pengguna',
    list_pengguna: 'List Pengguna',
    undang_pengguna: 'Undang Pengguna',
    proses_registrasi: 'Proses Registrasi',
    kelola_grup: 'Kelola Grup',
    hak_akses: 'Hak Akses',
    pengaturan_template: 'Pengaturan Template',
    integrasi: 'Integrasi',
    referensi_api: 'Referensi API',
    kunci_integrasi: 'Kunci Integrasi',
    webhook: 'Webhook',
  },
  user_status: {
    pending: 'Menunggu persetujuan',
    active: 'Aktif',
    rejected: 'Ditolak',
    disabled: 'Nonaktif',
  },
};


const indonesianMessages: TranslationMessages = {
  ...raIndonesian,
  app: appShellIndonesian,
};

export default indonesianMessages;

/** The shell's catalogue with the pages' texts added (index.ts, once idPages.ts has loaded). */
export const addPageTexts = (shell: TranslationMessages, pages: { app: StringMap; resources: StringMap }): TranslationMessages => ({
  ...shell,
  app: { ...(shell.app as StringMap), ...pages.app },
  resources: pages.resources,
});
