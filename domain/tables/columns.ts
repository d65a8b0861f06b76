import { getTableName, sql } from 'drizzle-orm';
import { bigint, check, customType, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Column helpers every table file uses. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/**
 * A stored image's size in bytes, beside its name: Paket Berlangganan's storage adds them up
 * (docs/plans.md). Null without an image, or for one stored before sizes were recorded.
 */
export const imageBytes = (name = 'photo_bytes') => integer(name);
/** Rupiah amounts: whole rupiah, never fractions; bigint read as number (safe below 2^53). */
export const rupiah = (name: string) => bigint(name, { mode: 'number' });
/** Raw bytes: the values a secret box seals (server/whatsapp/secretBox.ts). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * CHECK `<table>_<column>_check`: the column holds one of the vocabulary's values, so a write that
 * bypasses the API's validation is refused too. NULL passes, as in any CHECK: nullable stays optional.
 * The values are written into the constraint (drizzle-kit cannot put parameters in DDL).
 */
export const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  check(`${getTableName(column.table)}_${column.name}_check`, sql`${column} in (${sql.raw(values.map(literal).join(', '))})`);
