import dayjs from 'dayjs';

/** docs/product.md: the date format of the app. */
export const DATE_TIME_FORMAT = 'DD-MM-YYYY HH:mm';

const RUPIAH = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });

/**
 * docs/product.md: money as Rupiah, e.g. 'Rp 25.000.000'. Intl puts a no-break space after 'Rp', so
 * the symbol never wraps away from the amount on a narrow screen.
 */
export const formatRupiah = (value: number): string => RUPIAH.format(value);

export const formatDateTime = (value: string | Date): string => dayjs(value).format(DATE_TIME_FORMAT);
