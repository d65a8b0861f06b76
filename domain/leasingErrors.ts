import { texts } from './errorTexts';
import { plainRupiah as rupiah } from './rupiah';
import { APPLICATION_STATUS_LABELS, SPK_STATUS_LABELS } from './vocabularyLabels';
import type { SpkStatus } from './spk';
import type { ApplicationStatus } from './vocabularies';

const rupiahEn = (amount: number) => `Rp ${amount.toLocaleString('en-US')}`;

/** The errors of credit sales (docs/leasing.md), part of the catalogue of domain/errors.ts. */
export const LEASING_ERRORS = {
  'leasing.partner_unavailable': texts(
    () => 'Mitra leasing tidak ditemukan atau sudah tidak aktif.',
    () => 'The leasing partner was not found or is no longer active.',
  ),
  'leasing.no_offer': texts<{ partner: string }>(
    (p) => `${p.partner} belum memiliki penawaran (bunga per tenor). Lengkapi di Mitra Leasing.`,
    (p) => `${p.partner} has no offer yet (rates per tenor). Complete it in Leasing Partners.`,
  ),
  'leasing.motor_not_financed': texts<{ partner: string }>(
    (p) => `${p.partner} tidak membiayai motor ini.`,
    (p) => `${p.partner} does not finance this motorcycle.`,
  ),
  'leasing.down_payment_low': texts<{ partner: string; minimum: number }>(
    (p) => `Uang muka minimal ${p.partner} untuk harga ini ${rupiah(p.minimum)}.`,
    (p) => `${p.partner}'s least down payment on this price is ${rupiahEn(p.minimum)}.`,
  ),
  'leasing.tenor_unavailable': texts<{ partner: string; tenors: string }>(
    (p) => `Tenor yang ditawarkan ${p.partner}: ${p.tenors} bulan.`,
    (p) => `Tenors ${p.partner} offers: ${p.tenors} months.`,
  ),
  'leasing.product_unknown': texts(
    () => 'Motor yang dipilih tidak ditemukan di daftar motor anda.',
    () => 'A motorcycle chosen is not in your list of motorcycles.',
  ),
  'leasing.partner_in_use': texts<{ orders: number }>(
    (p) => `Mitra leasing ini dipakai ${p.orders} order dan tidak dapat dihapus. Nonaktifkan saja.`,
    (p) => `This leasing partner is used by ${p.orders} orders and cannot be deleted. Make it inactive instead.`,
  ),
  'leasing.name_taken': texts(
    () => 'Nama atau nama singkat ini sudah dipakai mitra leasing lain.',
    () => 'This name or short name is already used by another leasing partner.',
  ),
  'leasing.offer_sheet_invalid': texts<{ rows: number }>(
    (p) => `Berkas penawaran tidak diimpor: ${p.rows} baris perlu diperbaiki. Tidak ada yang diubah.`,
    (p) => `The offers file was not imported: ${p.rows} row(s) need fixing. Nothing was changed.`,
  ),
  'leasing.offer_sheet_no_short_name': texts(
    () => 'Baris judul berkas harus memuat kolom "Nama singkat".',
    () => 'The file’s header row must have a "Nama singkat" column.',
  ),
  'leasing.offer_sheet_too_long': texts<{ most: number }>(
    (p) => `Berkas penawaran memuat lebih dari ${p.most} mitra.`,
    (p) => `The offers file has more than ${p.most} partners.`,
  ),
  'leasing.offer_row': texts<{ row: number; reason: string }>(
    (p) => `Baris ${p.row}: ${p.reason}`,
    (p) => `Row ${p.row}: ${p.reason}`,
  ),
  'leasing.nothing_to_map': texts(
    () => 'Tidak ada order lama dengan nama leasing ini yang belum dipetakan.',
    () => 'No old order with this leasing name is left to map.',
  ),
  'leasing.no_partner_to_simulate': texts(
    () => 'Belum ada mitra leasing aktif dengan penawaran. Minta Administrator melengkapi Mitra Leasing.',
    () => 'No active leasing partner has an offer yet. Ask the Administrator to complete Leasing Partners.',
  ),
  'leasing.order_not_credit': texts(
    () => 'Hanya order dengan pembayaran kredit yang dapat diajukan ke leasing.',
    () => 'Only an order paid on credit can be submitted to a leasing partner.',
  ),
  'leasing.order_closed': texts(
    () => 'Order yang ditolak atau dibatalkan tidak dapat diajukan ke leasing.',
    () => 'A rejected or cancelled order cannot be submitted to a leasing partner.',
  ),
  'leasing.already_open': texts<{ partner: string }>(
    (p) => `Order ini sudah diajukan ke ${p.partner} dan pengajuannya belum selesai.`,
    (p) => `This order is already with ${p.partner}, and that application is not finished.`,
  ),
  'leasing.move_not_allowed': texts<{ from: ApplicationStatus; to: ApplicationStatus }>(
    (p) => `Pengajuan berstatus ${APPLICATION_STATUS_LABELS[p.from]} tidak dapat diubah menjadi ${APPLICATION_STATUS_LABELS[p.to]}.`,
    (p) => `An application that is ${p.from} cannot become ${p.to}.`,
  ),
  'leasing.documents_missing': texts<{ documents: string }>(
    (p) => `Dokumen belum lengkap: ${p.documents}. Foto dokumennya sebelum survei.`,
    (p) => `Documents missing: ${p.documents}. Photograph them before the survey.`,
  ),
  'leasing.documents_closed': texts(
    () => 'Dokumen pengajuan yang sudah diputuskan tidak dapat diubah.',
    () => 'The documents of a decided application cannot be changed.',
  ),
  'spk.move_not_allowed': texts<{ from: SpkStatus; to: SpkStatus }>(
    (p) => `SPK berstatus ${SPK_STATUS_LABELS[p.from]} tidak dapat diubah menjadi ${SPK_STATUS_LABELS[p.to]}.`,
    (p) => `An SPK that is ${p.from} cannot become ${p.to}.`,
  ),
  'spk.incomplete': texts<{ gaps: string }>(
    (p) => `SPK belum lengkap: ${p.gaps}.`,
    (p) => `The SPK is not complete yet: ${p.gaps}.`,
  ),
  'spk.order_closed': texts(
    () => 'SPK dari order yang ditolak atau dibatalkan hanya dapat dibatalkan.',
    () => 'The SPK of a rejected or cancelled order can only be voided.',
  ),
  'spk.not_draft': texts(
    () => 'Data SPK hanya dapat diubah selama SPK berstatus Draf.',
    () => 'The SPK’s details can only be changed while it is a Draft.',
  ),
} as const;
