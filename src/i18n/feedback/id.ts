/** Texts of Beri Masukan and Masukan Pengguna (app.feedback.*), merged into `app` of ../id.ts. en.ts gives the same keys. */
export const feedbackIndonesian = {
  feedback: {
    title: 'Beri Masukan',
    intro: 'Ceritakan apa yang bisa kami perbaiki. Halaman yang sedang anda buka ikut terkirim.',
    message: 'Masukan',
    message_help: '%{min} sampai %{max} karakter.',
    too_short: 'Masukan minimal %{min} karakter.',
    send: 'Kirim',
    cancel: 'Batal',
    sent: 'Terima kasih atas masukan anda.',
    send_failed: 'Gagal mengirim masukan : %{message}',
    empty: 'Belum ada masukan.',
    unread: 'Belum dibaca',
    read: 'Sudah dibaca',
    mark_read: 'Tandai dibaca',
    mark_read_label: 'Tandai masukan dari %{name} sudah dibaca',
    marked: 'Masukan ditandai sudah dibaca.',
    from_page: 'Dari halaman %{page}',
    someone_gone: 'Pengguna terhapus',
  },
};

export const feedbackResourcesIndonesian = {
  'setting/masukan': { name: 'Masukan Pengguna', fields: { unread: 'Hanya yang belum dibaca' } },
};
