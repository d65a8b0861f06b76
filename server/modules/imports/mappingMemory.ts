import { eq, sql } from 'drizzle-orm';
import { simplify, type ImportField, type ImportMapping } from '../../../domain/imports';
import type { Database } from '../../db/connection';
import { importMapping } from '../../db/schema';

/** The column mapping a company chose, remembered per header so that the next file opens with it. */

export async function rememberedMapping(db: Database, id_company: number): Promise<Record<string, ImportField | null>> {
  const rows = await db.select({ header: importMapping.header, field: importMapping.field }).from(importMapping).where(eq(importMapping.id_company, id_company));
  return Object.fromEntries(rows.map((row) => [row.header, row.field]));
}

export async function rememberMapping(db: Database, id_company: number, headers: readonly string[], mapping: ImportMapping) {
  const rows = new Map<string, ImportField | null>();
  headers.forEach((header, index) => {
    const key = simplify(header);
    if (key) rows.set(key, mapping[index] ?? null);
  });
  if (!rows.size) return;
  await db
    .insert(importMapping)
    .values([...rows].map(([header, field]) => ({ id_company, header, field })))
    .onConflictDoUpdate({ target: [importMapping.id_company, importMapping.header], set: { field: sql`excluded.field`, updated_at: sql`now()` } });
}
