import { texts } from './errorTexts';

/** Indonesian thousands, as the errors write amounts (Rp 1.500.000). */
const rupiah = (amount: number) => `Rp ${amount.toLocaleString('id-ID')}`;
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
  'leasing.nothing_to_map': texts(
    () => 'Tidak ada order lama dengan nama leasing ini yang belum dipetakan.',
    () => 'No old order with this leasing name is left to map.',
  ),
  'leasing.no_partner_to_simulate': texts(
    () => 'Belum ada mitra leasing aktif dengan penawaran. Minta Administrator melengkapi Mitra Leasing.',
    () => 'No active leasing partner has an offer yet. Ask the Administrator to complete Leasing Partners.',
  ),
} as const;
