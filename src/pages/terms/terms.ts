/**
 * The terms of use, in Indonesian (UU No. 24 Tahun 2009 asks for Indonesian in agreements with
 * Indonesian parties). They bind the users of a dealer's account; the dealer's own contract with
 * the operator of the application is separate.
 */
import type { LegalSection } from '../legal/LegalPage';

export const TERMS_UPDATED = '2026-11-24';

export const TERMS: LegalSection[] = [
  {
    heading: '1. Penerimaan syarat',
    paragraphs: [
      'Syarat dan ketentuan ini berlaku bagi setiap orang yang memakai aplikasi ini sebagai pengguna di sebuah perusahaan dealer sepeda motor. Dengan login atau mendaftar, anda menyatakan telah membaca, memahami, dan menyetujui syarat ini serta Kebijakan Privasi.',
      'Bila anda memakai aplikasi atas nama dealer tempat anda bekerja, aturan kerja dan petunjuk dealer tersebut juga berlaku bagi anda.',
    ],
  },
  {
    heading: '2. Akun dan keamanan',
    items: [
      'Satu akun untuk satu orang. Jangan meminjamkan akun atau kata sandi anda kepada siapa pun, termasuk rekan kerja.',
      'Satu akun hanya aktif di satu perangkat: login di perangkat lain mengakhiri sesi sebelumnya.',
      'Gunakan kata sandi yang kuat dan segera ubah bila anda menduga kata sandi telah diketahui orang lain, lalu beri tahu administrator dealer anda.',
      'Anda bertanggung jawab atas kegiatan yang dilakukan dengan akun anda sampai anda melaporkan penyalahgunaannya.',
      'Data akun (nama, email, nomor telepon, grup) harus benar dan diperbarui bila berubah.',
    ],
  },
  {
    heading: '3. Penggunaan yang diizinkan',
    paragraphs: [
      'Aplikasi disediakan untuk pekerjaan penjualan dealer: mencatat dan menindaklanjuti prospek, follow up, kolaborasi, order, kunjungan lapangan, target, serta data produk, templat, dan pesan. Anda hanya boleh melihat dan mengubah data sesuai hak akses peran anda.',
    ],
    items: [
      'Dilarang mencatat data palsu, mengubah data prospek atau order milik pengguna lain tanpa hak, atau menghapus jejak kegiatan.',
      'Dilarang mengunduh, menyalin, atau membawa keluar data prospek dan konsumen untuk kepentingan di luar pekerjaan dealer, termasuk setelah anda tidak lagi bekerja di dealer tersebut.',
      'Dilarang mencoba mengakses data dealer lain, menembus pengamanan, mengganggu kinerja layanan, atau membongkar kode aplikasi.',
      'Dilarang memakai aplikasi untuk mengirim pesan yang melanggar hukum, menipu, mengandung SARA, atau melecehkan.',
    ],
  },
  {
    heading: '4. Data prospek dan konsumen',
    items: [
      'Dealer adalah pengendali data pribadi prospek dan konsumen yang dicatat di aplikasi, sebagaimana dijelaskan dalam Kebijakan Privasi.',
      'Catat hanya data yang diperlukan untuk penjualan, dan pastikan konsumen mengetahui serta menyetujui datanya dicatat dan dihubungi, sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.',
      'Hormati permintaan konsumen untuk tidak dihubungi lagi atau agar datanya diperbaiki atau dihapus, dan teruskan permintaan tersebut kepada administrator dealer.',
      'Impor, ekspor, dan distribusi data hanya dilakukan oleh pengguna yang diberi hak tersebut, dan hasil ekspor wajib disimpan dengan aman.',
    ],
  },
  {
    heading: '5. Pesan WhatsApp dan pesan siaran',
    items: [
      'Pesan dan pesan siaran hanya dikirim kepada konsumen yang telah setuju dihubungi, pada jam yang wajar, dan dengan isi yang benar tentang produk dan harga.',
      'Anda wajib mematuhi ketentuan layanan WhatsApp. Akun WhatsApp yang diblokir karena pesan massal yang tidak diinginkan menjadi tanggung jawab pengirimnya.',
      'Riwayat pesan dan pesan siaran tersimpan di aplikasi dan dapat dilihat oleh administrator dealer.',
    ],
  },
  {
    heading: '6. Ketersediaan layanan',
    paragraphs: [
      'Kami berupaya agar aplikasi dapat dipakai setiap saat, tetapi layanan dapat terhenti sementara karena pemeliharaan, pembaruan, gangguan jaringan, atau keadaan di luar kendali kami. Pemeliharaan terencana diberitahukan lebih dahulu bila memungkinkan.',
      'Notifikasi peramban dan pengiriman pesan WhatsApp bergantung pada layanan pihak ketiga, sehingga waktu sampainya tidak dapat kami jamin.',
      'Saat versi baru tersedia, aplikasi menampilkan pemberitahuan untuk memuat ulang halaman. Versi lama dapat berhenti berfungsi dengan benar setelah pembaruan.',
    ],
  },
  {
    heading: '7. Hak kekayaan intelektual',
    paragraphs: [
      'Aplikasi, tampilan, dan kodenya adalah milik penyelenggara aplikasi dan dilindungi hukum. Data yang dicatat dealer tetap milik dealer. Merek dan foto produk sepeda motor adalah milik pemegang mereknya masing-masing.',
    ],
  },
  {
    heading: '8. Penangguhan dan pengakhiran akun',
    items: [
      'Administrator dealer dapat mengubah peran, menonaktifkan, atau menghapus akun anda, misalnya saat anda pindah tugas atau berhenti bekerja.',
      'Kami dapat menangguhkan akun yang melanggar syarat ini atau membahayakan keamanan layanan, dan memberi tahu dealer yang bersangkutan.',
      'Setelah akun dinonaktifkan, anda tidak lagi dapat login. Data yang anda catat tetap menjadi milik dealer dan disimpan sesuai Kebijakan Privasi.',
    ],
  },
  {
    heading: '9. Batasan tanggung jawab',
    paragraphs: [
      'Keputusan penjualan, harga, diskon, persetujuan kredit, dan hubungan dengan konsumen sepenuhnya menjadi tanggung jawab dealer dan penggunanya. Sejauh diizinkan hukum, kami tidak bertanggung jawab atas kerugian tidak langsung yang timbul dari penggunaan aplikasi, kesalahan pencatatan oleh pengguna, atau gangguan layanan pihak ketiga.',
    ],
  },
  {
    heading: '10. Hukum yang berlaku',
    paragraphs: [
      'Syarat ini tunduk pada hukum Republik Indonesia, termasuk Undang-Undang Informasi dan Transaksi Elektronik beserta perubahannya dan Peraturan Pemerintah Nomor 71 Tahun 2019 tentang Penyelenggaraan Sistem dan Transaksi Elektronik. Perselisihan diselesaikan lebih dahulu secara musyawarah; bila tidak tercapai kesepakatan, melalui pengadilan negeri yang berwenang.',
    ],
  },
  {
    heading: '11. Perubahan syarat dan kontak',
    paragraphs: [
      'Syarat ini dapat diperbarui. Perubahan penting diberitahukan di dalam aplikasi sebelum berlaku, dan penggunaan aplikasi setelah tanggal berlakunya berarti anda menyetujui perubahan tersebut.',
      'Pertanyaan tentang syarat ini dapat disampaikan kepada administrator dealer anda, atau kepada penyelenggara aplikasi melalui menu Beri Masukan.',
    ],
  },
];
