import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { simplify, type ImportField, type ImportMapping } from '../../../domain/imports';
import type { Database } from '../../db/connection';
import { importMapping } from '../../db/schema';

/**
 * The field a company chose for a header, remembered so that the next file opens with it. Ignoring
 * a column ('Abaikan kolom') is a choice for that file only: it is not remembered, and an ignore
 * remembered before this rule no longer counts.
 */

export async function rememberedMapping(db: Database, id_company: number): Promise<Record<string, ImportField>> {
  const rows = await db
    .select({ header: importMapping.header, field: importMapping.field })
    .from(importMapping)
    .where(and(eq(importMapping.id_company, id_company), isNotNull(importMapping.field)));
  return Object.fromEntries(rows.flatMap((row) => (row.field ? [[row.header, row.field]] : [])));
}

export async function rememberMapping(db: Database, id_company: number, headers: readonly string[], mapping: ImportMapping) {
  const rows = new Map<string, ImportField>();
  headers.forEach((header, index) => {
    const key = simplify(header);
    const field = mapping[index];
    if (key && field) rows.set(key, field);
  });
  if (!rows.size) return;
  await db
    .insert(importMapping)
    .values([...rows].map(([header, field]) => ({ id_company, header, field })))
    .onConflictDoUpdate({ target: [importMapping.id_company, importMapping.header], set: { field: sql`excluded.field`, updated_at: sql`now()` } });
}
