import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { percentText } from '../../../domain/reportLabels';

/**
 * How one value of a column reads in an exported file (docs/product.md, Conventions): phones as
 * Indonesians write them (0812-3456-7890) in CSV and +62… in a workbook's text cell, amounts in Rupiah (moments come already written by the row source, vocabularies already in
 * words from columns.ts). Written by hand rather than with Intl: a million rows call these millions of times.
 */

/** A share (0–1) is a report's percentage (docs/reports.md, Export). */
export type CellKind = 'text' | 'phone' | 'rupiah' | 'integer' | 'share';

/** Stored phones are already +62…; older or hand-written ones may still start with 0 or 62. */
export function internationalPhone(phone: string): string {
  const compact = phone.replace(/[\s-]/g, '');
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('0')) return `+62${compact.slice(1)}`;
  if (compact.startsWith('62')) return `+${compact}`;
  return compact;
}

/** Digits of a phone's national form, and the form with each digit as 'd' ('dddd-dddd-dddd'). */
const nationalForms = new Map<string, string>();

/**
 * '0812-3456-7890': the national form libphonenumber gives, which a spreadsheet keeps as text (no
 * leading zero lost, nothing run) and WhatsApp reads as a number. The form depends only on the
 * first digits and the length, so it is asked once per such pair and filled in for every other
 * phone: a full parse costs about 60 µs, a minute for a million rows. A foreign or unreadable
 * number stays +….
 */
export function nationalPhone(phone: string): string {
  const international = internationalPhone(phone);
  const national = /^\+62(\d{6,13})$/.exec(international)?.[1];
  if (!national) return international;
  const key = `${national.slice(0, 4)}:${national.length}`;
  let form = nationalForms.get(key);
  if (form === undefined) {
    const formatted = parsePhoneNumberFromString(international)?.formatNational() ?? '';
    form = formatted.replace(/\d/g, 'd');
    if (nationalForms.size >= 10_000) nationalForms.clear();
    nationalForms.set(key, form);
  }
  const digits = `0${national}`;
  if (form.split('d').length - 1 !== digits.length) return international;
  let next = 0;
  return form.replace(/d/g, () => digits[next++]);
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
      return nationalPhone(String(value));
    case 'rupiah':
      return rupiahText(Number(value));
    case 'share':
      return percentText(Number(value));
    default:
      return String(value);
  }
}

const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * A cell a spreadsheet would run as a formula (beginning with = + - @, tab or carriage return) is
 * written after an apostrophe, so it is shown, never run: also a negative amount or a foreign phone (+1…).
 */
export const neutralised = (text: string) => (text.length > 0 && FORMULA_START.has(text[0]) ? `'${text}` : text);
