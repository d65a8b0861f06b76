/** Texts of Petunjuk Arah and Lokasi di Google Maps (app.maps.*), merged into `app` of ../id.ts. en.ts gives the same keys. */
export const mapsIndonesian = {
  maps: {
    directions_title: 'Petunjuk Arah',
    place_title: 'Lokasi di Google Maps',
    choose: 'Pilih prospek dulu: tombol "Petunjuk arah" ada di halaman setiap prospek yang lokasinya tercatat.',
    to_prospects: 'Buka daftar prospek',
    no_point: 'Lokasi %{name} belum tercatat. Isi lokasinya di halaman ubah prospek (tombol "Gunakan lokasi saya" saat berada di sana).',
    edit_prospect: 'Ubah prospek',
    back: 'Kembali ke %{name}',
    map_app: 'Buka di aplikasi peta',
    google_directions: 'Petunjuk arah di Google Maps',
    osm_directions: 'Petunjuk arah di OpenStreetMap',
    google_place: 'Buka di Google Maps',
    new_tab: '(membuka aplikasi atau tab baru)',
    button: 'Petunjuk arah',
    load_failed: 'Prospek tidak dapat dimuat: %{message}',
  },
};
