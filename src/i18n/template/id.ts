import { META_TEMPLATE_STATUS_LABELS } from '../../../domain/vocabularyLabels';

/** Texts of Pengaturan Template (app.template.*), merged into `app` of ../id.ts. en.ts gives the same keys. */
export const templateIndonesian = {
  template: {
    search: 'Cari nama atau isi',
    inactive: 'Tidak aktif',
    empty: 'Belum ada template pesan. Buat template pertama untuk dipakai di chat dan broadcast.',
    placeholders: 'Sisipkan data prospek',
    insert: 'Sisipkan %{placeholder}',
    body_help: 'Ketik {nama}, {motor}, dll. atau klik tombol di bawah untuk menyisipkan data prospek.',
    unknown: 'Placeholder tidak dikenal: %{unknown}. Yang bisa dipakai: %{known}.',
    preview: 'Pratinjau untuk prospek contoh',
    preview_empty: 'Pesan akan tampil di sini.',
    characters: '%{count} / %{max} karakter',
    delete_title: 'Hapus template "%{name}"?',
    delete_content: 'Broadcast yang pernah memakai template ini tetap tersimpan dengan isi pesannya.',
    meta_column: 'Meta',
    meta_statuses: { none: 'Belum diajukan', ...META_TEMPLATE_STATUS_LABELS },
    meta: {
      title: 'Persetujuan Meta',
      intro:
        'Pesan siaran lewat nomor WhatsApp Business, dan balasan lebih dari 24 jam setelah pesan terakhir pelanggan, hanya boleh memakai template yang disetujui Meta. Yang diajukan adalah isi yang tersimpan.',
      status: {
        none: 'Belum diajukan ke Meta.',
        pending: 'Menunggu persetujuan Meta.',
        approved: 'Disetujui Meta: bisa dipakai untuk pesan siaran lewat nomor WhatsApp Business.',
        rejected: 'Ditolak Meta.',
        paused: 'Dijeda Meta karena kualitasnya rendah.',
        disabled: 'Dinonaktifkan Meta.',
      },
      reason: 'Alasan: %{reason}',
      category: 'Kategori Meta',
      categories: { marketing: 'Marketing', utility: 'Utility' },
      category_help: {
        marketing: 'Promosi, penawaran dan undangan.',
        utility: 'Kabar tentang pesanan, jadwal atau follow up yang diminta pelanggan.',
      },
      send: 'Ajukan ke Meta',
      send_again: 'Ajukan ulang ke Meta',
      sent: 'Template diajukan ke Meta.',
      send_failed: 'Gagal mengajukan template: %{message}',
      sync: 'Perbarui status dari Meta',
      synced: 'Status template diperbarui dari Meta.',
      sync_failed: 'Gagal memperbarui status: %{message}',
    },
  },
};

export const templateResourcesIndonesian = {
  'setting/template': {
    name: 'Template Pesan',
    fields: { name: 'Nama template', body: 'Isi pesan', active: 'Aktif', updated_at: 'Diperbarui' },
  },
};
