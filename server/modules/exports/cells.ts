/**
 * How one value of a column reads in an exported file (docs/product.md, Conventions): phones as
 * +62…, amounts in Rupiah (moments come already written by the row source, vocabularies already in
 * words from columns.ts). Written by hand rather than with Intl: a million rows call these millions of times.
 */

export type CellKind = 'text' | 'phone' | 'rupiah' | 'integer';

/** Stored phones are already +62…; older or hand-written ones may still start with 0 or 62. */
export function internationalPhone(phone: string): string {
  const compact = phone.replace(/[\s-]/g, '');
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('0')) return `+62${compact.slice(1)}`;
  if (compact.startsWith('62')) return `+${compact}`;
  return compact;
}

/** 'Rp 25.000.000': whole rupiah, dots between thousands, as the app shows them. */
export function rupiahText(amount: number): string {
  const digits = String(Math.abs(Math.round(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 ? '-' : ''}Rp ${digits}`;
}

/** A cell's text for a text file (CSV); empty for a missing value. */
export function cellText(kind: CellKind, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'phone':
      return internationalPhone(String(value));
    case 'rupiah':
      return rupiahText(Number(value));
    default:
      return String(value);
  }
}

const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * A cell a spreadsheet would run as a formula (beginning with = + - @, tab or carriage return) is
 * written after an apostrophe, so it is shown, never run: also a phone (+62…) or a negative amount.
 */
export const neutralised = (text: string) => (text.length > 0 && FORMULA_START.has(text[0]) ? `'${text}` : text);
