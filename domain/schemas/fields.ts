import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { RANGES, type NumberRange } from '../limits';

/** Shared field schemas, with the Indonesian messages a form shows beside the field. */

export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} wajib diisi.` })
    .trim()
    .min(1, `${label} wajib diisi.`)
    .max(max, `${label} maksimal ${max} karakter.`);

export const optionalText = (label: string, max = 500) =>
  z
    .string()
    .trim()
    .max(max, `${label} maksimal ${max} karakter.`)
    .nullish()
    .transform((v) => (v ? v : null));

export const emailField = z
  .string({ error: 'Email wajib diisi.' })
  .trim()
  .min(1, 'Email wajib diisi.')
  .max(254, 'Email terlalu panjang.')
  .pipe(z.email('Format email tidak valid.'))
  .transform((v) => v.toLowerCase());

export const passwordField = z
  .string({ error: 'Kata sandi wajib diisi.' })
  .min(8, 'Kata sandi minimal 8 karakter.')
  .max(128, 'Kata sandi maksimal 128 karakter.');

/** PostgreSQL's integer column, which ids and whole-number filters must fit. */
export const INT4 = { min: -2_147_483_648, max: 2_147_483_647 };

/**
 * A whole number as JSON sends it or as the digits a form, a query or a path carries. Nothing else
 * is read as one (a coercion would take `true` for 1 and `[5]` for 5).
 */
export const integerInput = (message?: string) =>
  z.union([z.number(), z.string().trim().regex(/^-?\d{1,10}$/).transform(Number)], { error: message });

/**
 * A whole number from `min` to `max`, as JSON sends it or as the digits a form, a query or a path
 * carries; the API document states its bounds. Anything else answers `message`.
 */
export const wholeNumberIn = (message: string, min: number, max: number) => {
  const bounded = z.number().int(message).min(min, message).max(max, message);
  const digits = z.string().trim().regex(min < 0 ? /^-?\d{1,10}$/ : /^\d{1,10}$/).transform(Number).pipe(bounded);
  return z.union([bounded, digits], { error: message });
};

/** An id: a row's or a reference's, in a body, a path or a query. No id is 0 or below. */
export const idField = (label = 'ID') => wholeNumberIn(`${label} tidak valid.`, 1, INT4.max);

/** An Indonesian phone number, normalised to E.164 (+62…). */
export const phoneField = (label = 'Nomor telepon') =>
  z
    .string({ error: `${label} wajib diisi.` })
    .trim()
    .min(1, `${label} wajib diisi.`)
    .transform((value, ctx) => {
      const parsed = parsePhoneNumberFromString(value, 'ID');
      if (!parsed?.isValid()) {
        ctx.addIssue({ code: 'custom', message: `${label} tidak valid. Contoh: 0812 3456 7890.` });
        return z.NEVER;
      }
      return parsed.number;
    });

/** The same, where the number may be left empty (null). */
export const optionalPhoneField = (label = 'Nomor telepon') =>
  z.preprocess((value) => (value === '' ? null : value), phoneField(label).nullish());

/** Timestamps leave the server as ISO 8601 strings; handlers hand over the Date the driver returns. */
export const timestamp = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
/** Strings from form bodies are read as numbers; empty is null. */
const formNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : emptyToNull(value));

const numberIn = (label: string, { min, max, int = false }: NumberRange, missing = `${label} harus berupa angka.`) =>
  z
    .number({ error: (issue) => (issue.input === null ? missing : `${label} harus berupa angka.`) })
    .refine((n) => !int || Number.isInteger(n), `${label} harus bilangan bulat.`)
    .refine((n) => n >= min, `${label} minimal ${min}.`)
    .refine((n) => n <= max, `${label} maksimal ${max}.`);

/** A number a form may leave empty (null); strings from form bodies are read as numbers. */
export const optionalNumber = (label: string, range: NumberRange) => z.preprocess(formNumber, numberIn(label, range).nullable());

/** A whole number that must be given, within the range. */
export const requiredNumber = (label: string, range: NumberRange) => z.preprocess(formNumber, numberIn(label, range, `${label} wajib diisi.`));

/** Whole rupiah, never negative; empty is null. */
export const rupiahField = (label: string) => optionalNumber(label, RANGES.rupiah);

/** Whole rupiah that must be given, above zero. */
export const requiredRupiah = (label: string) =>
  z.preprocess(formNumber, numberIn(label, RANGES.rupiah, `${label} wajib diisi.`).refine((n) => n > 0, `${label} wajib diisi.`));

/** The years a sales record can be about; beyond them a date is a typo, and PostgreSQL may not hold it. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2100;

/**
 * An ISO 8601 date (`YYYY-MM-DD`, read by `dateOnly`) or date-time that exists on the calendar
 * (no 30 February: zod's ISO formats check the day of the month) and falls in FIRST_YEAR–LAST_YEAR.
 */
export const isoMoment = (message: string, dateOnly: (date: string) => Date = (date) => new Date(date)) =>
  z
    .union([z.iso.date().transform(dateOnly), z.iso.datetime({ offset: true, local: true }).transform((text) => new Date(text))], {
      error: message,
    })
    .refine((date) => date.getUTCFullYear() >= FIRST_YEAR && date.getUTCFullYear() <= LAST_YEAR, message);

/** A day on the calendar (`YYYY-MM-DD`) in FIRST_YEAR–LAST_YEAR, kept as that text. */
export const dayField = (label: string) => {
  const message = `${label} harus tanggal (YYYY-MM-DD) antara tahun ${FIRST_YEAR} dan ${LAST_YEAR}.`;
  return z.iso.date({ error: message }).refine((day) => {
    const year = Number(day.slice(0, 4));
    return year >= FIRST_YEAR && year <= LAST_YEAR;
  }, message);
};

/** A day (`YYYY-MM-DD`); empty is null. */
export const optionalDay = (label: string) => z.preprocess(emptyToNull, dayField(label).nullable());

/** A moment as an ISO 8601 string (a date alone means its start); empty is null. */
export const optionalDateTime = (label: string) =>
  z.preprocess(emptyToNull, isoMoment(`${label} harus tanggal yang valid antara tahun ${FIRST_YEAR} dan ${LAST_YEAR}.`).nullable());
