import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { RESOURCE_SCHEMAS, type SchemaResource, type WritableResource } from '../../domain/schemas';

/** What the registry's schemas (domain/schemas) give a resource: its table, record and inputs. */
type Schemas<R extends SchemaResource> = (typeof RESOURCE_SCHEMAS)[R];
type TableOf<R extends SchemaResource> = Schemas<R>['table'];
type RecordSchema<R extends SchemaResource> = Schemas<R>['record'];
export type CreateSchema<R extends WritableResource> = Schemas<R>['create'];
export type UpdateSchema<R extends WritableResource> = Schemas<R>['update'];

/** A row as the hooks see it: the table's select type narrowed to the record's columns (Date timestamps). */
export type Row<R extends SchemaResource> = z.output<RecordSchema<R>>;
/** What a create writes, the company aside (the resource sets it from the caller). */
export type NewRow<R extends SchemaResource> = Omit<TableOf<R>['$inferInsert'], 'id' | 'id_company'>;
/** What an update changes. */
export type Changes<R extends SchemaResource> = Partial<NewRow<R>>;

/** The record's columns of the table: what every query of the resource selects, in the record's order. */
export const columnsOf = <T extends PgTable>(table: T, record: z.ZodObject) => {
  const columns = getTableColumns(table);
  return Object.fromEntries(Object.keys(record.shape).map((key) => [key, columns[key]]));
};
