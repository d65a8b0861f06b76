/**
 * The catalogue of errors the API answers (docs/api.md, Errors): each a code with typed parameters,
 * an Indonesian text (the API's `message`, word for word what users and tests know) and an English
 * one. The server renders the Indonesian text; the client renders the code in the interface language.
 */

import { DATA_ERRORS } from './dataErrors';
import { LEASING_ERRORS } from './leasingErrors';
import { PLAN_ERRORS } from './planErrors';
import { PROFILE_ERRORS } from './profileErrors';
import { SECURITY_ERRORS } from './securityErrors';
import { TARGET_ERRORS } from './targetErrors';
import { WEBHOOK_ERRORS } from './webhookErrors';
import { WHATSAPP_ERRORS } from './whatsappErrors';
import { texts, type ErrorLanguage, type ErrorTexts, type Params } from './errorTexts';

export type { ErrorLanguage } from './errorTexts';

/** The requests whose makers may change or withdraw them while they wait. */
type RequestKind = 'collab' | 'followup' | 'order';
const REQUEST_NOUN: Record<ErrorLanguage, Record<RequestKind, string>> = {
  id: { collab: 'Pengajuan kolaborasi', followup: 'Follow up', order: 'Order' },
  en: { collab: 'A collaboration request', followup: 'A follow-up', order: 'An order' },
};

const NUL_ID = 'Tidak boleh berisi karakter NUL (\\u0000).';
const NUL_EN = 'Must not contain the NUL character (\\u0000).';

const ERRORS = {
  forbidden: texts(() => 'Anda tidak memiliki akses untuk tindakan ini.', () => 'You are not allowed to do this.'),
  not_found: texts(() => 'Data tidak ditemukan.', () => 'The data was not found.'),
  invalid_input: texts(
    () => 'Data yang dikirim tidak valid. Periksa kembali isian anda.',
    () => 'The data sent is not valid. Please check your entries.',
  ),
  field_invalid: texts(() => 'Tidak valid.', () => 'Not valid.'),
  field_nul: texts(() => NUL_ID, () => NUL_EN),
  parameter_nul: texts<{ name: string }>(
    (p) => `Parameter '${p.name}' tidak valid. ${NUL_ID}`,
    (p) => `Parameter '${p.name}' is not valid. ${NUL_EN}`,
  ),
  duplicate: texts(() => 'Data yang sama sudah ada.', () => 'The same data already exists.'),
  still_referenced: texts(
    () => 'Data ini masih dipakai oleh data lain atau merujuk data yang tidak ada.',
    () => 'This data is still used by other data, or refers to data that does not exist.',
  ),
  body_too_large: texts<{ max_mb: number }>(
    (p) => `Data yang dikirim terlalu besar (maksimal ${p.max_mb} MB).`,
    (p) => `The data sent is too large (at most ${p.max_mb} MB).`,
  ),
  too_large: texts(() => 'Data yang dikirim terlalu besar.', () => 'The data sent is too large.'),
  input_too_deep: texts<{ max_depth: number }>(
    (p) => `Data yang dikirim bersarang terlalu dalam (maksimal ${p.max_depth} tingkat).`,
    (p) => `The data sent is nested too deeply (at most ${p.max_depth} levels).`,
  ),
  too_many_requests: texts(
    () => 'Terlalu banyak permintaan. Coba lagi beberapa saat lagi.',
    () => 'Too many requests. Please try again in a moment.',
  ),
  unreadable_request: texts(() => 'Permintaan tidak dapat dibaca oleh server.', () => 'The server could not read the request.'),
  'idempotency.key_invalid': texts<{ max_length: number }>(
    (p) => `Header Idempotency-Key tidak valid: isinya harus 1–${p.max_length} karakter ASCII yang terlihat, tanpa spasi.`,
    (p) => `The Idempotency-Key header is not valid: it must hold 1–${p.max_length} visible ASCII characters, without spaces.`,
  ),
  'idempotency.key_reused': texts(
    () => 'Idempotency-Key ini sudah dipakai untuk permintaan lain. Kirim permintaan ini dengan kunci baru.',
    () => 'This Idempotency-Key was already used for another request. Send this request with a new key.',
  ),
  'idempotency.in_progress': texts(
    () => 'Permintaan dengan Idempotency-Key ini masih diproses. Coba lagi beberapa saat lagi.',
    () => 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
  ),
  server_error: texts(() => 'Terjadi kesalahan pada server. Silakan coba lagi.', () => 'Something went wrong on the server. Please try again.'),
  route_not_found: texts(() => 'Alamat tidak ditemukan.', () => 'Address not found.'),
  file_not_found: texts(() => 'Berkas tidak ditemukan.', () => 'File not found.'),

  'list.sort_unknown': texts<{ name: string }>(
    (p) => `Kolom urutan '${p.name}' tidak dikenal.`,
    (p) => `Unknown sort column '${p.name}'.`,
  ),
  'list.sort_direction_unknown': texts<{ direction: string }>(
    (p) => `Arah urutan '${p.direction}' tidak tersedia untuk daftar ini.`,
    (p) => `Sort direction '${p.direction}' is not offered by this list.`,
  ),
  'list.filter_unknown': texts<{ name: string }>((p) => `Filter '${p.name}' tidak dikenal.`, (p) => `Unknown filter '${p.name}'.`),
  'list.filter_invalid': texts<{ name: string }>((p) => `Filter '${p.name}' tidak valid.`, (p) => `Filter '${p.name}' is not valid.`),
  'list.filter_day_invalid': texts<{ name: string; first_year: number; last_year: number }>(
    (p) => `Filter ${p.name} harus tanggal (YYYY-MM-DD) antara tahun ${p.first_year} dan ${p.last_year}.`,
    (p) => `Filter ${p.name} must be a date (YYYY-MM-DD) between the years ${p.first_year} and ${p.last_year}.`,
  ),
  'list.parameter_day_invalid': texts<{ name: string; first_year: number; last_year: number }>(
    (p) => `Parameter ${p.name} harus tanggal (YYYY-MM-DD) antara tahun ${p.first_year} dan ${p.last_year}.`,
    (p) => `Parameter ${p.name} must be a date (YYYY-MM-DD) between the years ${p.first_year} and ${p.last_year}.`,
  ),
  'list.filter_follow_up_invalid': texts(
    () => 'Filter follow_up harus overdue, today, upcoming atau none.',
    () => 'Filter follow_up must be overdue, today, upcoming or none.',
  ),
  'bulk.none_to_update': texts(() => 'Pilih data yang akan diubah.', () => 'Choose the data to change.'),
  'bulk.none_to_delete': texts(() => 'Pilih data yang akan dihapus.', () => 'Choose the data to delete.'),
  'bulk.some_not_found': texts(
    () => 'Sebagian data tidak ditemukan; tidak ada yang diubah.',
    () => 'Some of the data was not found; nothing was changed.',
  ),

  'auth.app_key_unknown': texts(() => 'Kunci aplikasi tidak dikenal.', () => 'Unknown application key.'),
  'auth.session_invalid': texts(
    () => 'Sesi tidak valid. Silakan login kembali.',
    () => 'Your session is not valid. Please sign in again.',
  ),
  'auth.wrong_credentials': texts(() => 'Email atau kata sandi salah.', () => 'Wrong email or password.'),
  'auth.too_many_from_address': texts<{ minutes: number }>(
    (p) => `Terlalu banyak percobaan masuk dari alamat ini. Coba lagi dalam ${p.minutes} menit.`,
    (p) => `Too many sign-in attempts from this address. Try again in ${p.minutes} minutes.`,
  ),
  'auth.too_many_on_account': texts<{ minutes: number }>(
    (p) => `Terlalu banyak percobaan masuk. Coba lagi dalam ${p.minutes} menit.`,
    (p) => `Too many sign-in attempts. Try again in ${p.minutes} minutes.`,
  ),
  'auth.account_slowed': texts<{ seconds: number }>(
    (p) => `Terlalu banyak percobaan masuk ke akun ini. Coba lagi dalam ${p.seconds} detik.`,
    (p) => `Too many sign-in attempts on this account. Try again in ${p.seconds} seconds.`,
  ),
  'auth.account_pending': texts(
    () => 'Akun anda masih menunggu persetujuan administrator.',
    () => 'Your account is still waiting for an administrator’s approval.',
  ),
  'auth.account_rejected': texts(
    () => 'Pendaftaran akun anda ditolak. Hubungi administrator perusahaan anda.',
    () => 'Your registration was rejected. Contact your company’s administrator.',
  ),
  'auth.account_disabled': texts(
    () => 'Akun anda dinonaktifkan. Hubungi administrator perusahaan anda.',
    () => 'Your account is disabled. Contact your company’s administrator.',
  ),
  'auth.reset_link_invalid': texts(
    () => 'Tautan atur ulang kata sandi tidak valid, sudah dipakai, atau sudah kedaluwarsa.',
    () => 'The password reset link is not valid, was already used, or has expired.',
  ),
  'auth.invitation_invalid': texts(
    () => 'Undangan tidak valid, sudah dipakai, atau sudah kedaluwarsa.',
    () => 'The invitation is not valid, was already used, or has expired.',
  ),
  'auth.invitation_revoked': texts(
    () => 'Undangan ini telah dicabut oleh administrator perusahaan. Mintalah undangan baru.',
    () => 'This invitation was withdrawn by the company’s administrator. Ask for a new one.',
  ),
  'auth.company_code_unknown': texts(() => 'Kode perusahaan tidak ditemukan.', () => 'Company code not found.'),

  'user.email_taken': texts(() => 'Email sudah terdaftar. Gunakan email lain.', () => 'This email is already registered. Use another email.'),
  'user.not_found': texts(() => 'Pengguna tidak ditemukan.', () => 'User not found.'),
  'user.cannot_disable_self': texts(
    () => 'Anda tidak dapat menonaktifkan akun anda sendiri.',
    () => 'You cannot disable your own account.',
  ),
  'user.cannot_delete_self': texts(() => 'Anda tidak dapat menghapus akun anda sendiri.', () => 'You cannot delete your own account.'),
  'user.last_manager': texts(
    () =>
      'Perubahan ditolak: perusahaan harus tetap memiliki minimal satu pengguna aktif yang dapat mengelola pengguna dan hak akses.',
    () => 'Change refused: the company must keep at least one active user who can manage users and access rights.',
  ),
  'user.handover_invalid': texts(
    () => 'Penerima prospek harus pengguna aktif lain di perusahaan anda.',
    () => 'The prospects must go to another active user of your company.',
  ),
  'user.not_disabled': texts(
    () => 'Hanya pengguna nonaktif yang dapat diaktifkan kembali.',
    () => 'Only a deactivated user can be reactivated.',
  ),
  'invitation.not_found': texts(() => 'Undangan tidak ditemukan.', () => 'Invitation not found.'),
  'invitation.pending_exists': texts(
    () => 'Email ini sudah memiliki undangan yang menunggu. Kirim ulang atau cabut undangan tersebut.',
    () => 'This email already has a pending invitation. Resend or withdraw that invitation.',
  ),
  'invitation.not_resendable': texts(
    () => 'Undangan yang sudah diterima atau dicabut tidak dapat dikirim ulang.',
    () => 'An invitation that was accepted or withdrawn cannot be sent again.',
  ),
  'invitation.not_revocable': texts(
    () => 'Undangan yang sudah diterima atau dicabut tidak dapat dicabut lagi.',
    () => 'An invitation that was accepted or withdrawn cannot be withdrawn again.',
  ),
  'registration.not_found': texts(() => 'Pendaftaran tidak ditemukan.', () => 'Registration not found.'),
  'registration.already_decided': texts(
    () => 'Pendaftaran ini sudah diproses sebelumnya.',
    () => 'This registration was already processed.',
  ),
  'integration_key.invalid': texts(
    () => 'Kunci integrasi tidak berlaku: tidak dikenal, dicabut, kedaluwarsa, atau pembuatnya bukan lagi Administrator aktif.',
    () => 'The integration key is not valid: unknown, revoked, expired, or its creator is no longer an active Administrator.',
  ),
  'integration_key.not_found': texts(() => 'Kunci integrasi tidak ditemukan.', () => 'Integration key not found.'),
  'integration_key.person_only': texts(
    () => 'Tindakan ini hanya untuk pengguna yang login, bukan untuk kunci integrasi.',
    () => 'Only a signed-in user can do this, not an integration key.',
  ),
  'integration_key.administration_module': texts<{ module: string }>(
    (p) => `Kunci integrasi tidak boleh membuka modul ${p.module}.`,
    (p) => `An integration key may not open the ${p.module} module.`,
  ),
  'integration_key.expiry_past': texts(() => 'Tanggal kedaluwarsa harus di masa depan.', () => 'The expiry date must be in the future.'),
  'integration_key.prospect_unassigned': texts(
    () => 'Prospek ini belum memiliki pemilik. Bagikan dulu lewat Distribusi Data.',
    () => 'This prospect has no owner yet. Hand it out through Distribusi Data first.',
  ),
  'device.session_not_found': texts(
    () => 'Sesi tidak ditemukan atau sudah berakhir.',
    () => 'The session was not found or has already ended.',
  ),
  'device.other_user': texts(
    () => 'Anda hanya dapat melihat perangkat anda sendiri.',
    () => 'You can only see your own devices.',
  ),
  'role.not_found': texts(() => 'Role tidak ditemukan.', () => 'Role not found.'),
  'role.administrator_fixed': texts(
    () => 'Role Administrator tidak dapat diubah namanya atau dihapus.',
    () => 'The Administrator role cannot be renamed or deleted.',
  ),
  'role.administrator_rights': texts(
    () => 'Role Administrator harus tetap memiliki akses Kelola Pengguna dan Hak Akses.',
    () => 'The Administrator role must keep access to user management and access rights.',
  ),
  'role.last_user_management': texts(
    () => 'Perubahan ditolak: minimal satu role harus tetap memiliki akses Kelola Pengguna.',
    () => 'Change refused: at least one role must keep access to user management.',
  ),
  'group.not_found': texts(() => 'Grup tidak ditemukan.', () => 'Group not found.'),
  'group.own_group_only': texts(
    () => 'Anda hanya dapat mengubah grup anda sendiri; menambah atau menghapus grup dilakukan oleh administrator.',
    () => 'You can only change your own group; an administrator adds or deletes groups.',
  ),
  'notification.not_found': texts(() => 'Notifikasi tidak ditemukan.', () => 'Notification not found.'),

  'prospect.not_found': texts(() => 'Prospek tidak ditemukan.', () => 'Prospect not found.'),
  'prospect.out_of_reach': texts(
    () => 'Prospek tidak ditemukan atau bukan prospek yang anda tangani.',
    () => 'The prospect was not found or is not one you handle.',
  ),
  'prospect.not_managed': texts(
    () => 'Hanya pemilik prospek, supervisor grupnya atau administrator yang dapat memindahkan atau menghapus prospek ini.',
    () => 'Only the prospect’s owner, their group’s supervisor or an administrator can move or delete this prospect.',
  ),
  'prospect.owner_out_of_reach': texts(
    () => 'Pemilik prospek harus anggota tim yang dapat anda tugaskan.',
    () => 'The prospect’s owner must be a team member you can assign.',
  ),
  /** `id` is the open prospect that has the phone, so the client can offer to collaborate on it. */
  'prospect.phone_taken': texts<{ id: number; name: string; /** Empty while nobody owns it. */ owner: string }>(
    (p) => `Nomor telepon ini sudah terdaftar pada prospek "${p.name}" (#${p.id}) ${p.owner ? `milik ${p.owner}` : 'yang belum dibagikan'}.`,
    (p) => `This phone number is already registered on prospect "${p.name}" (#${p.id}) ${p.owner ? `of ${p.owner}` : 'not yet assigned'}.`,
  ),
  'prospect.unassigned': texts(
    () => 'Prospek ini belum dibagikan kepada sales; bagikan dulu lewat List Distribusi.',
    () => 'This prospect has no salesperson yet; assign it through List Distribusi first.',
  ),
  'prospect.already_yours': texts(() => 'Prospek ini sudah milik anda.', () => 'This prospect is already yours.'),
  'product.not_found': texts(() => 'Motor tidak ditemukan.', () => 'Motorcycle not found.'),
  'visum.device_time_out_of_range': texts<{ hours: number }>(
    (p) => `Waktu kunjungan yang dicatat tanpa sinyal harus dalam ${p.hours} jam terakhir.`,
    (p) => `The time of a visit recorded without signal must be within the last ${p.hours} hours.`,
  ),
  'visum.not_recorder': texts(
    () => 'Hanya yang mencatat visum ini yang dapat mengubahnya atau menambahkan fotonya.',
    () => 'Only the person who recorded this visit can change it or add its photo.',
  ),
  'visum.not_deletable': texts(
    () => 'Hanya yang mencatat visum ini atau administrator yang dapat menghapusnya.',
    () => 'Only the person who recorded this visit or an administrator can delete it.',
  ),
  'visum.photo_recorded': texts(
    () => 'Visum ini sudah memiliki foto; foto bukti kunjungan tidak dapat diganti.',
    () => 'This visit already has its photo; a visit’s proof cannot be replaced.',
  ),
  'company.work_hours_order': texts(
    () => 'Jam selesai kerja harus setelah jam mulai kerja.',
    () => 'Working hours must end after they start.',
  ),
  'photo.missing': texts(() => 'Pilih foto yang akan diunggah.', () => 'Choose the photo to upload.'),
  'photo.too_large': texts<{ max_mb: number }>((p) => `Ukuran foto maksimal ${p.max_mb} MB.`, (p) => `A photo may be at most ${p.max_mb} MB.`),
  'photo.not_image': texts(
    () => 'Berkas harus berupa gambar JPG, PNG atau WebP.',
    () => 'The file must be a JPG, PNG or WebP image.',
  ),
  'upload.incomplete': texts(
    () => 'Berkas yang dikirim tidak lengkap atau rusak. Coba unggah lagi.',
    () => 'The file sent is incomplete or damaged. Try uploading it again.',
  ),
  'collab.already_requested': texts(
    () => 'Anda sudah mengajukan atau sudah menjadi kolaborator prospek ini.',
    () => 'You already asked for, or already are, a collaborator on this prospect.',
  ),

  'order.product_unavailable': texts(
    () => 'Motor tidak ditemukan atau sudah tidak dijual.',
    () => 'The motorcycle was not found or is no longer sold.',
  ),
  'order.product_inactive': texts(
    () => 'Motor ini sudah tidak aktif dan tidak dapat dipesan. Pilih motor lain.',
    () => 'This motorcycle is inactive and cannot be ordered. Choose another one.',
  ),
  'order.colour_unavailable': texts<{ colours: string }>((p) => `Warna tersedia: ${p.colours}.`, (p) => `Available colours: ${p.colours}.`),
  'order.discount_above_price': texts(() => 'Diskon tidak boleh melebihi harga.', () => 'The discount may not exceed the price.'),
  'order.leasing_required': texts(
    () => 'Leasing wajib diisi untuk pembayaran kredit.',
    () => 'Leasing is required for a credit payment.',
  ),
  'order.down_payment_required': texts(
    () => 'Uang muka wajib diisi untuk pembayaran kredit.',
    () => 'The down payment is required for a credit payment.',
  ),
  'order.down_payment_too_high': texts(
    () => 'Uang muka harus lebih kecil dari total harga.',
    () => 'The down payment must be smaller than the total price.',
  ),
  'order.rejected_no_delivery': texts(
    () => 'SPK yang ditolak tidak dapat dijadwalkan pengirimannya.',
    () => 'A rejected SPK cannot be given a delivery date.',
  ),
  'order.tenor_required': texts(() => 'Tenor wajib diisi untuk pembayaran kredit.', () => 'The tenor is required for a credit payment.'),

  'approval.not_found': texts(
    () => 'Pengajuan tidak ditemukan atau di luar wewenang anda.',
    () => 'The request was not found or is beyond your authority.',
  ),
  'approval.own_request': texts(
    () => 'Anda tidak dapat memutuskan pengajuan anda sendiri.',
    () => 'You cannot decide your own request.',
  ),
  'approval.already_decided': texts(() => 'Pengajuan ini sudah diproses sebelumnya.', () => 'This request was already processed.'),
  'request.decided_no_edit': texts<{ kind: RequestKind }>(
    (p) => `${REQUEST_NOUN.id[p.kind]} yang sudah diproses tidak dapat diubah.`,
    (p) => `${REQUEST_NOUN.en[p.kind]} that was already processed cannot be changed.`,
  ),
  'request.decided_no_delete': texts<{ kind: RequestKind }>(
    (p) => `${REQUEST_NOUN.id[p.kind]} yang sudah diproses tidak dapat dihapus.`,
    (p) => `${REQUEST_NOUN.en[p.kind]} that was already processed cannot be deleted.`,
  ),
  'request.maker_only_edit': texts<{ kind: RequestKind }>(
    (p) => `${REQUEST_NOUN.id[p.kind]} ini hanya dapat diubah oleh pembuatnya.`,
    (p) => `${REQUEST_NOUN.en[p.kind]} can only be changed by whoever made it.`,
  ),
  'request.maker_only_delete': texts<{ kind: RequestKind }>(
    (p) => `${REQUEST_NOUN.id[p.kind]} ini hanya dapat dihapus oleh pembuatnya.`,
    (p) => `${REQUEST_NOUN.en[p.kind]} can only be deleted by whoever made it.`,
  ),
  ...DATA_ERRORS,
  ...PROFILE_ERRORS,
  ...SECURITY_ERRORS,
  ...TARGET_ERRORS,
  ...WHATSAPP_ERRORS,
  ...WEBHOOK_ERRORS,
  ...PLAN_ERRORS,
  ...LEASING_ERRORS,
} as const;

export type ErrorCode = keyof typeof ERRORS;
type ErrorParams<C extends ErrorCode> = (typeof ERRORS)[C] extends ErrorTexts<infer P> ? P : never;

/** One error as it travels: its code and that code's parameters. */
export type Problem = { [C in ErrorCode]: { code: C; params: ErrorParams<C> } }[ErrorCode];

/** The parameters argument of problem(): none for a code without parameters. */
type ParamsArgument<C extends ErrorCode> = Record<never, never> extends ErrorParams<C> ? [] : [params: ErrorParams<C>];

export function problem<C extends ErrorCode>(code: C, ...[params]: ParamsArgument<C>): Problem {
  // A code without parameters gets `{}`, which is its ErrorParams; TypeScript cannot see it through the generic.
  return { code, params: params ?? {} } as Problem;
}

export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && Object.hasOwn(ERRORS, code);

/** The text of a problem in a language; Indonesian is what the API's `message` and `errors` carry. */
export function renderProblem({ code, params }: Problem, language: ErrorLanguage = 'id'): string {
  const entry: ErrorTexts<Params> = ERRORS[code];
  return entry[language](params);
}
