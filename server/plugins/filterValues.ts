import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { idField, INT4, integerInput } from '../../domain/schemas/fields';
import { formBoolean } from '../schemas';
import { AppError } from './errors';
import { problem, type Problem } from '../../domain/errors';
import { hasNul } from './validation';

/** A filter value beyond PostgreSQL's integer could never match and would fail the query. */
const wholeNumber = integerInput().pipe(z.number().int().min(INT4.min).max(INT4.max));

const plainText = z.string().max(200).refine((text) => !hasNul(text));

/** The search text of `q`, as typed. */
export const searchText = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(plainText);

const INTEGER_COLUMNS = new Set(['PgInteger', 'PgSerial']);
/** A row's id and its references (`id_user`, `id_group`, …): no id is 0 or below. */
const isIdColumn = (column: AnyPgColumn) => column.name === 'id' || column.name.startsWith('id_');
const id = idField();

/** The values a column filter may compare with: the column's own type (and vocabulary, for enums). */
function valueSchemaOf(column: AnyPgColumn): z.ZodType {
  if (column.dataType === 'number' && INTEGER_COLUMNS.has(column.columnType)) return isIdColumn(column) ? id : wholeNumber;
  if (column.dataType === 'boolean') return formBoolean;
  if (column.dataType === 'string') {
    return column.enumValues?.length ? z.enum(column.enumValues as [string, ...string[]]) : plainText;
  }
  throw new Error(`Column ${column.name} (${column.columnType}) cannot be a list filter: give it a filter function.`);
}

const schemas = new WeakMap<AnyPgColumn, { one: z.ZodType; many: z.ZodType<unknown[]> }>();

const schemasOf = (column: AnyPgColumn) => {
  let pair = schemas.get(column);
  if (!pair) {
    const one = valueSchemaOf(column);
    pair = { one, many: z.array(one).max(1000) };
    schemas.set(column, pair);
  }
  return pair;
};

/** One value checked against the column's type. */
export const columnValue = (column: AnyPgColumn) => schemasOf(column).one;
/** An array meaning "any of", each value checked against the column's type. */
export const columnValues = (column: AnyPgColumn) => schemasOf(column).many;

/** A filter's value as its schema reads it; anything else answers 400 naming the filter. */
export function parseFilter<T extends z.ZodType>(
  schema: T,
  value: unknown,
  field: string,
  refusal: Problem = problem('list.filter_invalid', { name: field }),
): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError(400, refusal);
  return parsed.data;
}
