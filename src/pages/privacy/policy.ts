/**
 * The privacy policy, in Indonesian: the binding language of a policy under UU PDP. Written for
 * the dealer (the data controller) and the operator of this application (its processor).
 */

import type { LegalSection } from '../legal/LegalPage';

export const POLICY_UPDATED = '2026-11-22';

export const POLICY: LegalSection[] = [
  {
    heading: '1. Tentang kebijakan ini',
    paragraphs: [
      'Aplikasi ini adalah sistem kerja tim penjualan dealer sepeda motor: mencatat prospek, follow up, kolaborasi, order (SPK), kunjungan lapangan (visum), templat dan riwayat pesan WhatsApp, serta data produk.',
      'Perusahaan dealer tempat anda bekerja adalah pengendali data pribadi yang dicatat di dalam aplikasi. Penyelenggara aplikasi memproses data tersebut atas nama dan menurut perintah dealer, sebagai prosesor data pribadi menurut Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP).',
    ],
  },
  {
    heading: '2. Data yang kami proses',
    items: [
      'Data akun pengguna: nama, email, NPM (nomor pokok karyawan), nomor telepon, foto profil, peran, grup, dan perusahaan.',
      'Data prospek dan konsumen yang dicatat tim penjualan: nama, nomor telepon dan WhatsApp, alamat dan wilayah, produk yang diminati, cara pembayaran, leasing, uang muka, tenor, status, catatan, dan foto.',
      'Data kegiatan penjualan: follow up, permintaan kolaborasi, order, persetujuan, target, serta kunjungan lapangan beserta waktu, lokasi GPS, alamat, dan foto.',
      'Data pesan: templat, riwayat pesan, dan pesan siaran WhatsApp yang dikirim melalui aplikasi.',
      'Data teknis: cookie sesi, token notifikasi perangkat, alamat IP, jenis peramban, serta catatan aktivitas (siapa melakukan apa dan kapan).',
    ],
  },
  {
    heading: '3. Tujuan pemrosesan',
    items: [
      'Membuat dan mengelola akun, memeriksa login, dan menjaga agar satu akun hanya aktif di satu perangkat.',
      'Menjalankan pekerjaan penjualan: mengelola prospek, follow up, kolaborasi, order, dan persetujuannya.',
      'Mengirim notifikasi di dalam aplikasi dan notifikasi peramban tentang pekerjaan anda.',
      'Menyusun target, laporan, impor, ekspor, dan distribusi data prospek sesuai hak akses peran anda.',
      'Menjaga keamanan layanan: membatasi percobaan login, mendeteksi penyalahgunaan, dan menyelidiki insiden.',
      'Memenuhi kewajiban hukum yang berlaku bagi dealer atau penyelenggara aplikasi.',
    ],
  },
  {
    heading: '4. Dasar pemrosesan',
    paragraphs: [
      'Data diproses berdasarkan pelaksanaan perjanjian kerja dan perjanjian layanan, pemenuhan kewajiban hukum, kepentingan yang sah dealer dalam menjalankan usahanya, serta persetujuan subjek data bila diperlukan (Pasal 20 UU PDP). Dealer bertanggung jawab memperoleh persetujuan konsumen sebelum data konsumen dicatat atau dihubungi melalui WhatsApp.',
    ],
  },
  {
    heading: '5. Siapa yang dapat melihat data',
    items: [
      'Pengguna di perusahaan dealer yang sama, sesuai peran dan hak akses yang diatur administrator. Data satu dealer tidak dapat dilihat dealer lain.',
      'Penyedia layanan yang membantu kami (pusat data, pengiriman email, notifikasi push, dan layanan pesan WhatsApp), terikat perjanjian untuk menjaga kerahasiaan data.',
      'Instansi berwenang, hanya bila diwajibkan oleh peraturan perundang-undangan.',
    ],
    paragraphs: ['Kami tidak menjual data pribadi dan tidak memakainya untuk iklan.'],
  },
  {
    heading: '6. Keamanan',
    paragraphs: [
      'Data dikirim melalui koneksi terenkripsi. Kata sandi disimpan dalam bentuk hash dan tidak dapat dibaca siapa pun. Token sesi disimpan di server hanya dalam bentuk hash, dan akses ke setiap data diperiksa menurut perusahaan serta peran pengguna.',
      'Bila terjadi kegagalan pelindungan data pribadi, dealer dan subjek data yang terdampak diberi tahu secara tertulis paling lambat 3 x 24 jam, sebagaimana diatur Pasal 46 UU PDP.',
    ],
  },
  {
    heading: '7. Masa simpan',
    items: [
      'Data akun disimpan selama akun aktif, lalu dihapus atau dianonimkan paling lambat 12 bulan setelah akun dinonaktifkan.',
      'Data prospek, follow up, dan order disimpan selama diperlukan dealer untuk usahanya. Dokumen transaksi disimpan selama diwajibkan peraturan, termasuk 10 tahun untuk dokumen keuangan perusahaan.',
      'Catatan aktivitas dan keamanan disimpan selama 12 bulan.',
      'Cookie sesi berakhir saat anda logout atau saat sesi kedaluwarsa.',
    ],
  },
  {
    heading: '8. Hak anda menurut UU PDP',
    items: [
      'Mendapatkan informasi tentang identitas pengendali, tujuan, dan dasar pemrosesan data anda.',
      'Melengkapi, memperbarui, dan memperbaiki data yang salah atau tidak akurat.',
      'Mengakses dan memperoleh salinan data pribadi anda.',
      'Mengakhiri pemrosesan, meminta penghapusan, atau pemusnahan data pribadi anda.',
      'Menarik kembali persetujuan yang pernah anda berikan.',
      'Mengajukan keberatan atas keputusan yang hanya didasarkan pada pemrosesan otomatis.',
      'Menunda atau membatasi pemrosesan data secara proporsional dengan tujuannya.',
      'Menggugat dan menerima ganti rugi atas pelanggaran pemrosesan data pribadi anda.',
      'Memperoleh dan menggunakan data anda dalam format yang umum dipakai, serta mengirimkannya ke pengendali lain.',
    ],
    paragraphs: [
      'Sebagian hak dapat dibatasi bila pemrosesan diperlukan untuk kewajiban hukum atau kepentingan lain yang diakui Pasal 15 UU PDP.',
    ],
  },
  {
    heading: '9. Cookie dan penyimpanan di peramban',
    paragraphs: [
      'Aplikasi memakai cookie "token" untuk menjaga sesi login, cookie "token_fcm" untuk token notifikasi peramban bila anda mengizinkan notifikasi, dan penyimpanan lokal peramban untuk data dasar pengguna yang sedang login. Semuanya dihapus saat anda logout. Kami tidak memakai cookie iklan atau pelacak pihak ketiga.',
    ],
  },
  {
    heading: '10. Menghubungi kami',
    paragraphs: [
      'Untuk menggunakan hak anda atau bertanya tentang kebijakan ini, hubungi administrator perusahaan dealer anda selaku pengendali data, atau sampaikan kepada penyelenggara aplikasi melalui menu Beri Masukan di dalam aplikasi. Permintaan dijawab dalam jangka waktu yang ditetapkan UU PDP.',
      'Kebijakan ini dapat diperbarui. Perubahan penting diberitahukan di dalam aplikasi sebelum berlaku.',
    ],
  },
];
