import dayjs from 'dayjs';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../domain/dateFormat';

const RUPIAH = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });

/**
 * docs/product.md: money as Rupiah, e.g. 'Rp 25.000.000'. Intl puts a no-break space after 'Rp', so
 * the symbol never wraps away from the amount on a narrow screen.
 */
export const formatRupiah = (value: number): string => RUPIAH.format(value);

const COUNT = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** docs/product.md: a count as Indonesians read it, dots between thousands ('1.784'). */
export const formatCount = (value: number): string => COUNT.format(value);

export const formatDateTime = (value: string | Date): string => dayjs(value).format(DATE_TIME_FORMAT);

/** A day alone ('2026-11-30', as a date column holds it) as DD-MM-YYYY. */
export const formatDay = (day: string): string => dayjs(day).format(DATE_FORMAT);

const SINCE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * 60_000],
  ['hour', 60 * 60_000],
  ['minute', 60_000],
];

/** How long ago a moment was, in the reader's language ('5 menit yang lalu', '2 hours ago'). */
export function formatSince(value: string, locale: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(value).getTime());
  const [unit, size] = SINCE_UNITS.find(([, length]) => elapsed >= length) ?? ['minute', 60_000];
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-Math.floor(elapsed / size), unit);
}
