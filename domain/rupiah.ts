/**
 * Rupiah as a customer reads it in a message, an error or a printed document ('Rp 1.500.000'), with
 * a plain space: the screens use Intl's currency format (src/format.ts), whose no-break space some
 * WhatsApp clients and PDF fonts show as a box.
 */
export const plainRupiah = (amount: number) => `Rp ${Math.round(amount).toLocaleString('id-ID')}`;
