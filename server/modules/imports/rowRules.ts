import { Metadata } from 'libphonenumber-js/core';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import maxMetadata from 'libphonenumber-js/metadata.max.json';
import { problem, type Problem } from '../../../domain/errors';
import {
  matchPayment,
  matchSource,
  matchStatus,
  type ImportField,
  type ImportMapping,
  type ImportRules,
} from '../../../domain/imports';
import { MAX_LENGTH } from '../../../domain/limits';
import type { Payment, ProspectStatus } from '../../../domain/vocabularies';
import type { PROSPECT_SOURCES } from '../../../domain/vocabularies';
import type { ProductMatcher } from './productMatch';

/**
 * The rules one row of a file must pass (docs/product.md, Import Data), without the database: the
 * duplicates against the company's prospects are found a chunk at a time (judge.ts).
 */

/** What an accepted row writes: the columns of the staged row, then of the prospect. */
export type StagedProspect = {
  name: string;
  phone: string;
  whatsapp: string | null;
  address: string | null;
  kelurahan: string | null;
  kecamatan: string | null;
  kota: string | null;
  provinsi: string | null;
  id_product: number | null;
  status: ProspectStatus;
  source: (typeof PROSPECT_SOURCES)[number];
  payment: Payment | null;
  leasing: string | null;
  notes: string | null;
};

/**
 * The row's verdict without the duplicates, and its phone as E.164 when it is a mobile number:
 * whatever else is wrong with a row, a phone seen before makes it a duplicate (judge.ts). An
 * accepted row may carry a warning: a cell left empty rather than the row refused.
 */
export type RowVerdict = { phone: string | null } & (
  | { verdict: 'ok'; prospect: StagedProspect; warning: Problem | null }
  | { verdict: 'invalid'; reason: Problem }
);

export type RowRules = ImportRules & { product: ProductMatcher };

/** libphonenumber's own pattern of an Indonesian mobile number (national significant part). */
const MOBILE_PATTERN = (() => {
  const metadata = new Metadata(maxMetadata);
  metadata.selectNumberingPlan('ID');
  // type() is libphonenumber's own accessor (its full parse uses it) but is missing from its typings.
  const plan = metadata.numberingPlan as unknown as { type(name: 'MOBILE'): { pattern(): string } };
  return new RegExp(`^(?:${plan.type('MOBILE').pattern()})$`);
})();
/**
 * 0812…, +62 812… or 812…, with spaces, dashes, dots or brackets: the digits after the country code
 * or the trunk 0. '62812…' without the plus is left to the full parse, which may read it as a
 * national number.
 */
const PLAIN_TYPING = /^(?:\+62|0)?(\d+)$/;

/**
 * An Indonesian mobile number as E.164 (+62…), however it was typed; null when it is not one. The
 * usual ways of typing one are checked against libphonenumber's pattern directly (a full parse
 * costs about 9 µs, most of an import's time in JavaScript); anything else gets the full parse.
 */
export function indonesianMobile(typed: string): string | null {
  const national = PLAIN_TYPING.exec(typed.replace(/[\s\-.()]/g, ''))?.[1];
  if (national && MOBILE_PATTERN.test(national)) return `+62${national}`;
  const parsed = parsePhoneNumberFromString(typed, 'ID');
  if (!parsed?.isValid() || parsed.country !== 'ID') return null;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? parsed.number : null;
}

/** The fields with a length limit, and the limit. */
const TEXT_LIMITS: readonly (readonly [ImportField, number])[] = [
  ['name', MAX_LENGTH.prospect.name],
  ['address', MAX_LENGTH.prospect.address],
  ['kelurahan', MAX_LENGTH.prospect.kelurahan],
  ['kecamatan', MAX_LENGTH.prospect.kecamatan],
  ['kota', MAX_LENGTH.prospect.kota],
  ['provinsi', MAX_LENGTH.prospect.provinsi],
  ['leasing', MAX_LENGTH.prospect.leasing],
  ['notes', MAX_LENGTH.prospect.notes],
];

const invalid = (reason: Problem, phone: string | null): RowVerdict => ({ verdict: 'invalid', reason, phone });

/** The mapped cells, trimmed, without the empty ones. */
function mappedValues(cells: readonly string[], mapping: ImportMapping) {
  const value: Partial<Record<ImportField, string>> = {};
  for (let index = 0; index < mapping.length; index += 1) {
    const field = mapping[index];
    const cell = field ? cells[index]?.trim() : undefined;
    if (field && cell) value[field] = cell;
  }
  return value;
}

/**
 * The verdict on a row that is not blank. Cells are kept as written (a leading = stays text). It
 * runs for every row of a file, so it allocates no closures (bench/README.md, import.ts).
 */
export function judgeCells(cells: readonly string[], rules: RowRules): RowVerdict {
  const value = mappedValues(cells, rules.mapping);
  const phone = value.phone ? indonesianMobile(value.phone) : null;
  if (!value.name) return invalid(problem('import.row.name_missing'), phone);
  if (!value.phone) return invalid(problem('import.row.phone_missing'), phone);
  for (const [field, max] of TEXT_LIMITS) {
    if ((value[field]?.length ?? 0) > max) return invalid(problem('import.row.too_long', { field, max }), phone);
  }
  if (!phone) return invalid(problem('import.row.phone_invalid', { value: value.phone }), phone);
  const whatsapp = value.whatsapp ? indonesianMobile(value.whatsapp) : null;
  if (value.whatsapp && !whatsapp) return invalid(problem('import.row.whatsapp_invalid', { value: value.whatsapp }), phone);

  const status = value.status ? matchStatus(value.status) : rules.default_status;
  if (!status) return invalid(problem('import.row.status_unknown', { value: value.status ?? '' }), phone);
  const source = value.source ? matchSource(value.source) : rules.source;
  if (!source) return invalid(problem('import.row.source_unknown', { value: value.source ?? '' }), phone);
  const payment = value.payment ? matchPayment(value.payment) : null;
  if (value.payment && !payment) return invalid(problem('import.row.payment_unknown', { value: value.payment }), phone);
  const product = value.product ? rules.product(value.product) : null;

  return {
    verdict: 'ok',
    phone,
    warning: product?.warning ?? null,
    prospect: {
      name: value.name,
      phone,
      whatsapp,
      address: value.address ?? null,
      kelurahan: value.kelurahan ?? null,
      kecamatan: value.kecamatan ?? null,
      kota: value.kota ?? null,
      provinsi: value.provinsi ?? null,
      id_product: product?.id_product ?? null,
      status,
      source,
      payment: payment ?? null,
      leasing: value.leasing ?? null,
      notes: value.notes ?? null,
    },
  };
}
