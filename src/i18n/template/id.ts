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
  },
};

export const templateResourcesIndonesian = {
  'setting/template': {
    name: 'Template Pesan',
    fields: { name: 'Nama template', body: 'Isi pesan', active: 'Aktif', updated_at: 'Diperbarui' },
  },
};
