import type { FileRecord } from '../imports/parse';
import { isBlank } from '../imports/parse';

/**
 * The partners' offers as a sheet (docs/leasing.md, Offers as a file): one row per partner, its
 * name, whether it is active, the least down payment and the fees, then one column per tenor with
 * its yearly flat rate. What the file writes is what it reads back, so a dealer edits the download
 * in a spreadsheet and uploads it.
 */

export const OFFER_COLUMNS = {
  short_name: 'Nama singkat',
  name: 'Nama leasing',
  active: 'Aktif',
  min_down_payment: 'DP minimal (Rp)',
  min_down_payment_percent: 'DP minimal (%)',
  admin_fee: 'Biaya admin (Rp)',
  insurance_fee: 'Biaya asuransi (Rp)',
} as const;
type OfferField = keyof typeof OFFER_COLUMNS;

const rateHeader = (tenor: number) => `Bunga ${tenor} bln (%)`;
/** 'Bunga 35 bln (%)', and the ways a person writes it: 'bunga 35 bulan', 'BUNGA 35 BLN'. */
const RATE_HEADER = /^bunga (\d{1,3}) ?(bln|bulan)\b/;
const YES = ['ya', 'y', 'aktif', '1', 'true', 'yes'];
const NO = ['tidak', 't', 'n', 'nonaktif', '0', 'false', 'no'];

export type OfferPartner = {
  short_name: string;
  name: string;
  active: boolean;
  min_down_payment: number | null;
  min_down_payment_percent: number | null;
  admin_fee: number;
  insurance_fee: number;
  rates: { tenor: number; rate: number }[];
};

/** The sheet of these partners: the headers, then a row each, a rate under every tenor any of them offers. */
export function offerSheet(partners: readonly OfferPartner[]) {
  const tenors = [...new Set(partners.flatMap((p) => p.rates.map((r) => r.tenor)))].sort((a, b) => a - b);
  const headers = [...Object.values(OFFER_COLUMNS), ...tenors.map(rateHeader)];
  const rows = partners.map((p) => [
    p.short_name,
    p.name,
    p.active ? 'Ya' : 'Tidak',
    p.min_down_payment,
    p.min_down_payment_percent,
    p.admin_fee,
    p.insurance_fee,
    ...tenors.map((tenor) => p.rates.find((r) => r.tenor === tenor)?.rate ?? null),
  ]);
  return { headers, rows };
}

const normal = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');

/** Digits of a rupiah amount as people type it ('Rp 2.500.000', '2,500,000'); anything else is left for the schema to refuse. */
function rupiahOf(cell: string): number | string | null {
  const text = cell.trim();
  if (text === '') return null;
  const digits = text.replace(/^rp\.?/i, '').replace(/[\s.,]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : text;
}

/** A number with a decimal comma or point ('22,5', '22.5 %'). */
function decimalOf(cell: string): number | string | null {
  const text = cell.trim();
  if (text === '') return null;
  const number = Number(text.replace('%', '').trim().replace(',', '.'));
  return Number.isFinite(number) ? number : text;
}

function activeOf(cell: string): boolean | string | undefined {
  const text = cell.trim().toLowerCase();
  if (text === '') return undefined;
  if (YES.includes(text)) return true;
  if (NO.includes(text)) return false;
  return cell;
}

/** How each column's cell reads; undefined (a blank name or state) keeps what the partner has, or the default of a new one. */
const READERS: Record<Exclude<OfferField, 'short_name'>, (cell: string) => unknown> = {
  name: (cell) => cell.trim() || undefined,
  active: activeOf,
  min_down_payment: rupiahOf,
  min_down_payment_percent: decimalOf,
  admin_fee: rupiahOf,
  insurance_fee: rupiahOf,
};

/** One data row: its number in the file, its short name, and the fields its columns give (only those the file has). */
export type OfferRow = { row: number; short_name: string; input: Record<string, unknown> };
export type RowProblem = { row: number; reason: string };

/**
 * The rows of an uploaded sheet, the header first. Null without a 'Nama singkat' column. Blank rows
 * are skipped; a row without a short name, or with one written twice, is a problem of its own.
 * The fields are read as typed: the partner schema judges them.
 */
export function readOfferSheet(records: readonly FileRecord[]): { rows: OfferRow[]; problems: RowProblem[] } | null {
  const [header, ...data] = records;
  const headers = (header?.cells ?? []).map(normal);
  const columnOf = (field: OfferField) => headers.indexOf(normal(OFFER_COLUMNS[field]));
  const shortColumn = columnOf('short_name');
  if (shortColumn < 0) return null;
  const fieldColumns = (Object.keys(READERS) as (keyof typeof READERS)[]).map((field) => [field, columnOf(field)] as const).filter(([, column]) => column >= 0);
  const rateColumns = headers.flatMap((text, column) => {
    const tenor = RATE_HEADER.exec(text)?.[1];
    return tenor ? [{ tenor: Number(tenor), column }] : [];
  });

  const rows: OfferRow[] = [];
  const problems: RowProblem[] = [];
  const seen = new Set<string>();
  for (const { row, cells } of data) {
    if (isBlank(cells)) continue;
    const cell = (column: number) => cells[column] ?? '';
    const short_name = cell(shortColumn).trim();
    if (short_name === '') {
      problems.push({ row, reason: 'Nama singkat wajib diisi.' });
      continue;
    }
    if (seen.has(short_name.toLowerCase())) {
      problems.push({ row, reason: `Nama singkat ${short_name} tertulis lebih dari sekali.` });
      continue;
    }
    seen.add(short_name.toLowerCase());
    const input: Record<string, unknown> = Object.fromEntries(
      fieldColumns.map(([field, column]) => [field, READERS[field](cell(column))]).filter(([, value]) => value !== undefined),
    );
    if (rateColumns.length) {
      input.rates = rateColumns.filter(({ column }) => cell(column).trim() !== '').map(({ tenor, column }) => ({ tenor, rate: decimalOf(cell(column)) }));
    }
    rows.push({ row, short_name, input });
  }
  return { rows, problems };
}
