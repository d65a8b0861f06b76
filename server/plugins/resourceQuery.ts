import { and, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Member } from './session';
import { AppError, refuseWith } from './errors';
import { problem } from '../../domain/errors';
import { columnValue, columnValues, parseFilter, searchText } from './filterValues';
import { inputFlaw, MAX_INPUT_DEPTH } from './validation';

/**
 * A query parameter carrying JSON, as ra-data-simple-rest sends sort, range and filter. The shape
 * of its JSON travels in `x-json`, from which the OpenAPI document describes it (server/openapi).
 * JSON nested deeper than any input may be is refused before its schema reads it (400).
 */
export const jsonParam = <T extends z.ZodType>(schema: T, label: string) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return undefined;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: `${label} bukan JSON yang valid.` });
        return z.NEVER;
      }
      // U+0000 is left to the schema: a filter refuses it naming the filter.
      if (inputFlaw(value, { nulAllowed: true })) {
        refuseWith(ctx, problem('input_too_deep', { max_depth: MAX_INPUT_DEPTH }));
        return z.NEVER;
      }
      return value;
    })
    .pipe(schema.optional())
    .meta({ 'x-json': z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input' }) });

const filterValue = z.union([
  z.string().max(200),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string().max(200), z.number()])).max(1000),
]);
export type FilterValue = z.infer<typeof filterValue>;

/** A list's filter: names to values, as ra-data-simple-rest sends it. */
export const listFilter = z.record(z.string().max(60), filterValue);

const DIRECTIONS = ['ASC', 'DESC'] as const;
type Direction = (typeof DIRECTIONS)[number];

/** The orders a list offers: the columns it sorts by, and the directions (both unless the list has one order). */
export type ListSorts = { columns: readonly string[]; directions?: readonly [Direction, ...Direction[]] };

/**
 * `[column, direction]`: a column or a direction the list does not offer answers 400
 * (`list.sort_unknown`, `list.sort_direction_unknown`); the document lists those it offers.
 */
const sortOf = ({ columns, directions = DIRECTIONS }: ListSorts) =>
  z
    .tuple([z.string().max(60).meta({ enum: [...columns] }), z.enum(DIRECTIONS).meta({ enum: [...directions] })])
    .superRefine(([name, direction], ctx) => {
      if (!columns.includes(name)) refuseWith(ctx, problem('list.sort_unknown', { name }));
      else if (!directions.includes(direction)) refuseWith(ctx, problem('list.sort_direction_unknown', { direction }));
    });

/**
 * The list query of one resource (sort, range, filter), the one definition of a list's parameters:
 * its filter names travel in the OpenAPI document (`x-filters`), its sort columns as the enum of
 * the sort's first item.
 */
export const listQueryOf = (shape: QueryShape, sorts: ListSorts) => {
  const names = ['q', 'id', ...Object.keys(shape.filters)];
  const filter = jsonParam(listFilter, 'filter');
  return z.object({
    sort: jsonParam(sortOf(sorts), 'sort'),
    range: jsonParam(z.tuple([z.number().int().min(0), z.number().int().min(0)]), 'range'),
    filter: filter.meta({ ...filter.meta(), description: `Nama filter: ${names.join(', ')}.`, 'x-filters': names }),
  });
};

/** A filter is either an equality on a column or a condition built from the value. */
type Filter = AnyPgColumn | ((value: FilterValue, caller: Member) => SQL | undefined);

export type QueryShape = {
  table: { id: AnyPgColumn; id_company: AnyPgColumn };
  filters: Record<string, Filter>;
  searchable: AnyPgColumn[];
  /** Replaces the plain ILIKE over `searchable` (e.g. to match phone numbers as typed). */
  search?: (text: string) => SQL | undefined;
  /** The rows this caller may see inside the company (docs/sessions-and-access.md, Data scope: own, group or company). */
  visible?: (caller: Member) => SQL | undefined;
};

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const isBlank = (value: FilterValue) => value === null || value === '' || (Array.isArray(value) && !value.length);

/**
 * A list whose condition is only the company and equalities on columns (no visibility clause for
 * this caller, no search, no filter function, no "any of"): its filter names, sorted, and its
 * values apart from them. Such a list's query has one shape per set of names and is prepared once
 * (server/plugins/resource.ts); undefined for any other list, which whereOf builds each time.
 */
export function plainFilterOf(shape: QueryShape, caller: Member, filter: Record<string, FilterValue> = {}) {
  if (shape.visible?.(caller) !== undefined) return undefined;
  const names: string[] = [];
  const values: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(filter)) {
    if (Array.isArray(value)) return undefined;
    if (isBlank(value)) continue;
    const column = field === 'id' ? shape.table.id : shape.filters[field];
    if (field === 'q' || !column || typeof column === 'function') return undefined;
    names.push(field);
    values[field] = parseFilter(columnValue(column), value, field);
  }
  return { names: names.sort(), values };
}

/** What a caller may see of a resource, narrowed by the list's filter. */
export function whereOf(shape: QueryShape, caller: Member, filter: Record<string, FilterValue> = {}): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(shape.table.id_company, caller.id_company), shape.visible?.(caller)];
  for (const [field, value] of Object.entries(filter)) {
    if (field === 'q') {
      const text = value === null ? '' : parseFilter(searchText, value, field);
      if (!text) continue;
      conditions.push(
        shape.search ? shape.search(text) : or(...shape.searchable.map((column) => ilike(column, `%${escapeLike(text)}%`))),
      );
      continue;
    }
    const filterOf = field === 'id' ? shape.table.id : shape.filters[field];
    if (!filterOf) throw new AppError(400, problem('list.filter_unknown', { name: field }));
    if (typeof filterOf === 'function') {
      if (!isBlank(value)) conditions.push(filterOf(value, caller));
    } else if (Array.isArray(value)) {
      conditions.push(value.length ? inArray(filterOf, parseFilter(columnValues(filterOf), value, field)) : eq(filterOf, null));
    } else if (!isBlank(value)) {
      conditions.push(eq(filterOf, parseFilter(columnValue(filterOf), value, field)));
    }
  }
  return and(...conditions);
}
