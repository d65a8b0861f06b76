import { texts, type ErrorLanguage } from './errorTexts';
import type { ImportField } from './imports';

/** The prospect fields an import column fills (domain/imports.ts), as its messages name them. */
const FIELD_LABEL: Record<ErrorLanguage, Record<ImportField, string>> = {
  id: {
    name: 'Nama', phone: 'Nomor HP', whatsapp: 'Nomor WA', address: 'Alamat', kelurahan: 'Kelurahan', kecamatan: 'Kecamatan',
    kota: 'Kota', provinsi: 'Provinsi', product: 'Tipe motor', status: 'Status', source: 'Sumber', payment: 'Pembayaran',
    leasing: 'Leasing', notes: 'Catatan',
  },
  en: {
    name: 'Name', phone: 'Phone number', whatsapp: 'WhatsApp number', address: 'Address', kelurahan: 'Kelurahan',
    kecamatan: 'Kecamatan', kota: 'City', provinsi: 'Province', product: 'Motorcycle', status: 'Status', source: 'Source',
    payment: 'Payment', leasing: 'Leasing', notes: 'Notes',
  },
};

/** The errors of Import Data, Export Data and Distribusi Data, part of the catalogue of domain/errors.ts. */
export const DATA_ERRORS = {
  'distribution.recipient_invalid': texts(
    () => 'Penerima harus pengguna aktif perusahaan anda.',
    () => 'Recipients must be active users of your company.',
  ),
  'distribution.no_recipients': texts(
    () => 'Pilih minimal satu penerima (pengguna aktif atau grup yang beranggota).',
    () => 'Choose at least one recipient (an active user, or a group with members).',
  ),
  'distribution.capacity_required': texts(
    () => 'Isi kapasitas (maksimal prospek terbuka per orang) untuk metode berdasarkan kapasitas.',
    () => 'Enter the capacity (most open prospects per person) for the capacity method.',
  ),
  'distribution.nothing_chosen': texts(
    () => 'Tidak ada prospek terbuka yang cocok untuk dibagikan.',
    () => 'No open prospect matches the choice.',
  ),
  'distribution.no_capacity': texts(
    () => 'Kapasitas semua penerima sudah penuh; tidak ada prospek yang dibagikan.',
    () => 'Every recipient is at capacity; no prospect was distributed.',
  ),
  'distribution.batch_not_found': texts(() => 'Riwayat distribusi tidak ditemukan.', () => 'Distribution batch not found.'),
  'distribution.nothing_to_undo': texts(
    () => 'Tidak ada prospek dari distribusi ini yang masih dapat dibatalkan: semuanya sudah ditangani, dipindahkan atau dibatalkan.',
    () => 'No prospect of this batch can be taken back: all were worked on, moved or already taken back.',
  ),

  'import.file_missing': texts(() => 'Pilih berkas CSV atau XLSX yang akan diimpor.', () => 'Choose the CSV or XLSX file to import.'),
  'import.file_too_large': texts<{ max_mb: number }>(
    (p) => `Ukuran berkas impor maksimal ${p.max_mb} MB.`,
    (p) => `An import file may be at most ${p.max_mb} MB.`,
  ),
  'import.file_type': texts(
    () => 'Berkas harus berupa CSV (teks UTF-8, pemisah koma atau titik koma) atau XLSX.',
    () => 'The file must be a CSV (UTF-8 text, comma or semicolon separated) or an XLSX workbook.',
  ),
  'import.file_no_header': texts(
    () => 'Berkas tidak berisi baris judul kolom.',
    () => 'The file has no header row.',
  ),
  'import.not_found': texts(() => 'Impor tidak ditemukan.', () => 'Import not found.'),
  'import.not_startable': texts(
    () => 'Impor ini sedang berjalan atau sudah selesai.',
    () => 'This import is running or has already finished.',
  ),
  'import.not_running': texts(() => 'Impor ini tidak sedang berjalan.', () => 'This import is not running.'),
  'import.not_undoable': texts(
    () => 'Hanya impor yang sudah selesai yang dapat dibatalkan.',
    () => 'Only a finished import can be undone.',
  ),
  'import.mapping_mismatch': texts<{ columns: number }>(
    (p) => `Pemetaan harus memuat ${p.columns} kolom, sesuai berkas.`,
    (p) => `The mapping must cover the file's ${p.columns} columns.`,
  ),
  'import.mapping_twice': texts<{ field: ImportField }>(
    (p) => `${FIELD_LABEL.id[p.field]} dipetakan ke lebih dari satu kolom.`,
    (p) => `${FIELD_LABEL.en[p.field]} is mapped to more than one column.`,
  ),
  'import.mapping_required': texts<{ field: ImportField }>(
    (p) => `Pilih kolom yang berisi ${FIELD_LABEL.id[p.field]}.`,
    (p) => `Choose the column that holds the ${FIELD_LABEL.en[p.field]}.`,
  ),
  'import.owner_required': texts(() => 'Pilih sales pemilik prospek.', () => 'Choose the salesperson who owns the prospects.'),
  'import.interrupted': texts(
    () => 'Impor terhenti karena server berhenti di tengah jalan; tidak ada data yang tersimpan. Jalankan lagi.',
    () => 'The import stopped because the server stopped midway; nothing was saved. Run it again.',
  ),
  'import.phone_taken_meanwhile': texts(
    () => 'Selama impor berjalan, pengguna lain mendaftarkan nomor HP yang ada di berkas; tidak ada data yang tersimpan. Jalankan lagi.',
    () => 'While the import ran, someone registered a phone number of the file; nothing was saved. Run it again.',
  ),
  'import.row.name_missing': texts(() => 'Nama wajib diisi.', () => 'The name is required.'),
  'import.row.phone_missing': texts(() => 'Nomor HP wajib diisi.', () => 'The phone number is required.'),
  'import.row.phone_invalid': texts<{ value: string }>(
    (p) => `Nomor HP "${p.value}" bukan nomor ponsel Indonesia yang valid.`,
    (p) => `"${p.value}" is not a valid Indonesian mobile number.`,
  ),
  'import.row.whatsapp_invalid': texts<{ value: string }>(
    (p) => `Nomor WA "${p.value}" bukan nomor ponsel Indonesia yang valid.`,
    (p) => `The WhatsApp number "${p.value}" is not a valid Indonesian mobile number.`,
  ),
  'import.row.duplicate_in_file': texts<{ row: number }>(
    (p) => `Nomor HP sama dengan baris ${p.row.toLocaleString('id-ID')} pada berkas ini.`,
    (p) => `The phone number repeats row ${p.row} of this file.`,
  ),
  'import.row.status_unknown': texts<{ value: string }>(
    (p) => `Status "${p.value}" tidak dikenal. Pilihan: Low, Medium, Hot, Deal, Not Deal.`,
    (p) => `Unknown status "${p.value}". Choices: Low, Medium, Hot, Deal, Not Deal.`,
  ),
  'import.row.source_unknown': texts<{ value: string }>(
    (p) => `Sumber "${p.value}" tidak dikenal. Contoh: Datang langsung, Pameran, Referensi, Media sosial.`,
    (p) => `Unknown source "${p.value}". For example: Walk-in, Exhibition, Referral, Social media.`,
  ),
  'import.row.payment_unknown': texts<{ value: string }>(
    (p) => `Pembayaran "${p.value}" tidak dikenal. Pilihan: Tunai atau Kredit.`,
    (p) => `Unknown payment "${p.value}". Choices: Cash or Credit.`,
  ),
  // Warnings: the row is imported with the motorcycle left empty.
  'import.row.product_unknown': texts<{ value: string }>(
    (p) => `Tipe motor '${p.value}' tidak dikenal; dikosongkan.`,
    (p) => `Motorcycle '${p.value}' is not known; left empty.`,
  ),
  'import.row.product_ambiguous': texts<{ value: string }>(
    (p) => `Tipe motor '${p.value}' cocok dengan lebih dari satu motor di daftar; dikosongkan.`,
    (p) => `Motorcycle '${p.value}' matches more than one motorcycle of the list; left empty.`,
  ),
  'import.row.too_long': texts<{ field: ImportField; max: number }>(
    (p) => `${FIELD_LABEL.id[p.field]} terlalu panjang (maksimal ${p.max} karakter).`,
    (p) => `${FIELD_LABEL.en[p.field]} is too long (at most ${p.max} characters).`,
  ),
  'export.not_allowed': texts(
    () => 'Peran anda tidak diizinkan mengekspor data ini.',
    () => 'Your role is not allowed to export this data.',
  ),
  'export.not_ready': texts(() => 'Ekspor ini belum selesai.', () => 'This export has not finished.'),
  'export.link_invalid': texts(
    () => 'Tautan unduhan tidak valid atau sudah kedaluwarsa. Unduh lagi dari halaman Export Data.',
    () => 'The download link is not valid or has expired. Download again from the Export Data page.',
  ),
  'export.interrupted': texts(
    () => 'Ekspor terhenti karena server dimatikan. Silakan mulai lagi.',
    () => 'The export stopped because the server shut down. Please start it again.',
  ),
  'export.failed': texts(() => 'Ekspor gagal. Silakan coba lagi.', () => 'The export failed. Please try again.'),
} as const;
