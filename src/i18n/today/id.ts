/** Texts of "Hari ini" on the dashboard (app.today.*), merged into `app` of ../id.ts. en.ts gives the same keys. */
export const todayIndonesian = {
  today: {
    tab_today: 'Hari ini',
    tab_figures: 'Ringkasan',
    loading: 'Memuat daftar hari ini',
    error: 'Gagal memuat daftar hari ini: %{message}',
    more: 'Menampilkan %{shown} dari %{total}',
    see_all: 'Lihat semua',
    call: 'Telepon %{name}',
    whatsapp: 'WhatsApp %{name}',
    open: 'Buka %{name}',
    owner: 'Pemilik: %{name}',
    due: {
      title: 'Follow up jatuh tempo',
      empty: 'Tidak ada follow up yang jatuh tempo. Bagus!',
      overdue: 'Terlambat sejak %{moment}',
      today: 'Hari ini pukul %{time}',
    },
    new_leads: {
      title: 'Prospek baru untuk anda',
      empty: 'Tidak ada prospek baru yang belum dihubungi.',
      assigned: 'Dibagikan %{since}',
    },
    planned: {
      title: 'Jadwal hari ini',
      empty: 'Tidak ada jadwal lagi hari ini.',
      at: '%{method} pukul %{time}',
    },
    awaiting: {
      title: 'Menunggu keputusan',
      empty: 'Tidak ada pengajuan anda yang menunggu.',
      kind: {
        followup: 'Follow up',
        collab: 'Kolaborasi',
        order: 'Order',
      },
      since: 'diajukan %{since}',
    },
  },
};
