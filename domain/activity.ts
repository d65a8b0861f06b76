/**
 * Aktivitas Pengguna (docs/product.md): what the activity log's `action` and `entity` values mean in
 * Indonesian (the page and the exported file read them from here), and which page of the app shows
 * the record an entry is about. The log stores plain words; a word missing here reads as itself.
 */

export const ACTIVITY_ACTION_LABELS: Readonly<Record<string, string>> = {
  create: 'Membuat',
  update: 'Mengubah',
  update_status: 'Mengubah status',
  request: 'Mengajukan',
  approve: 'Menyetujui',
  reject: 'Menolak',
  login: 'Masuk',
  end_session: 'Mengakhiri sesi',
  update_profile: 'Mengubah profil',
  change_password: 'Mengganti kata sandi',
  request_email_change: 'Meminta ganti email',
  change_email: 'Mengganti email',
  register_company: 'Mendaftarkan perusahaan',
  regenerate_code: 'Membuat kode perusahaan baru',
  update_logo: 'Mengganti logo',
  remove_logo: 'Menghapus logo',
  register_join: 'Mendaftar ke perusahaan',
  register_invited: 'Mendaftar lewat undangan',
  enable_two_step: 'Mengaktifkan verifikasi dua langkah',
  disable_two_step: 'Menonaktifkan verifikasi dua langkah',
  reset_two_step: 'Menonaktifkan verifikasi dua langkah',
  export: 'Mengekspor',
  import: 'Mengimpor',
  import_cancel: 'Membatalkan impor',
  import_undo: 'Membatalkan hasil impor',
  distribute: 'Membagikan prospek',
  undo_distribution: 'Membatalkan distribusi',
  copy: 'Menyalin',
  split: 'Membagi',
  map_leasing: 'Memetakan nama leasing order lama',
  submit_leasing: 'Mengajukan ke leasing',
  leasing_survey: 'Mencatat jadwal survei leasing',
  leasing_approved: 'Mencatat persetujuan leasing',
  leasing_rejected: 'Mencatat penolakan leasing',
  leasing_cancelled: 'Membatalkan pengajuan leasing',
};

export const ACTIVITY_ENTITY_LABELS: Readonly<Record<string, string>> = {
  prospect: 'Prospek',
  follow_up: 'Follow up',
  followup: 'Follow up',
  collab: 'Kolaborasi',
  order: 'Order',
  activity: 'Aktivitas pengguna',
  message: 'Riwayat pesan',
  broadcast: 'Riwayat pesan siaran',
  report: 'Laporan',
  user: 'Pengguna',
  session: 'Sesi',
  registration: 'Registrasi pengguna',
  company: 'Perusahaan',
  security_rule: 'Aturan keamanan',
  sales_target: 'Target',
  import_batch: 'Impor data',
  distribution_batch: 'Distribusi data',
  distribution_rule: 'Aturan distribusi',
  leasing_partner: 'Mitra leasing',
};

/** The entities whose record has a page: the react-admin resource and view that shows it. */
export const ACTIVITY_RECORD_PAGES = {
  prospect: { resource: 'prospect', view: 'show' },
  // A follow-up has no page of its own: it is shown on its prospect's page.
  follow_up: { resource: 'prospect', view: 'show' },
  followup: { resource: 'prospect', view: 'show' },
  collab: { resource: 'collab', view: 'show' },
  order: { resource: 'order', view: 'show' },
  user: { resource: 'setting/users', view: 'edit' },
  registration: { resource: 'setting/users', view: 'edit' },
  leasing_partner: { resource: 'setting/leasing', view: 'edit' },
} as const satisfies Record<string, { resource: string; view: 'show' | 'edit' }>;

export type ActivityRecordEntity = keyof typeof ACTIVITY_RECORD_PAGES;

export const hasRecordPage = (entity: string): entity is ActivityRecordEntity => Object.hasOwn(ACTIVITY_RECORD_PAGES, entity);

/** Actions whose id_entity is not the entity's record (an export's id is the export job's). */
export const ACTIONS_WITHOUT_RECORD: readonly string[] = ['export'];
