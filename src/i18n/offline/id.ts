/** Texts of working without signal (app.offline.*), merged into `app` of ../id.ts. en.ts gives the same keys. */
export const offlineIndonesian = {
  offline: {
    notice: 'Tanpa sinyal. Yang tampil adalah data terakhir yang tersimpan di perangkat ini; data diperbarui saat sinyal kembali.',
    queued: 'Tersimpan di perangkat ini. Akan terkirim otomatis saat sinyal kembali.',
    sent: '%{smart_count} perubahan dari perangkat ini terkirim.',
    refused: '%{smart_count} perubahan ditolak server dan perlu dicek.',
    unanswered: '%{smart_count} perubahan terkirim lebih dari %{hours} jam lalu tanpa jawaban dan perlu dicek.',
    change: {
      prospect: 'Prospek baru %{name}',
      prospect_edit: 'Ubah prospek %{name}',
      follow_up: 'Follow up %{name}',
      status: 'Status %{name} menjadi %{status}',
      visit: 'Visum %{purpose}',
    },
    outbox: {
      button: '%{smart_count} perubahan belum terkirim',
      title: 'Perubahan di perangkat ini',
      intro: 'Dibuat tanpa sinyal. Yang menunggu terkirim otomatis, berurutan, saat sinyal kembali.',
      made_at: 'Dibuat %{moment}',
      waiting: 'Menunggu sinyal',
      refused: 'Ditolak server: %{reason}',
      unanswered: 'Dikirim lebih dari %{hours} jam lalu tanpa jawaban, jadi mungkin sudah tercatat. Periksa dulu, lalu kirim ulang atau buang.',
      fix: 'Perbaiki',
      fix_label: 'Perbaiki %{label}',
      resend: 'Kirim ulang',
      resend_label: 'Kirim ulang %{label}',
      discard: 'Buang',
      discard_label: 'Buang %{label}',
      discard_question: 'Buang "%{label}"? Perubahan ini tidak akan dikirim dan tidak bisa dikembalikan.',
      close: 'Tutup',
    },
  },
};
