import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { waAuthKey } from '../db/schema';
import type { SecretBox } from './secretBox';
import type { KeyStore } from './transport';

/** The secrets of one link in wa_auth_key, sealed by the box; a change of several keys is one transaction. */
export function databaseKeyStore(db: Database, box: SecretBox, id_account: number): KeyStore {
  return {
    async get(type, ids) {
      if (!ids.length) return {};
      const rows = await db
        .select({ key_id: waAuthKey.key_id, value: waAuthKey.value })
        .from(waAuthKey)
        .where(and(eq(waAuthKey.id_account, id_account), eq(waAuthKey.type, type), inArray(waAuthKey.key_id, [...ids])));
      return Object.fromEntries(rows.map((row) => [row.key_id, box.open(row.value)]));
    },
    async set(entries) {
      await db.transaction(async (tx) => {
        for (const [type, values] of Object.entries(entries)) {
          for (const [key_id, value] of Object.entries(values)) {
            const where = and(eq(waAuthKey.id_account, id_account), eq(waAuthKey.type, type), eq(waAuthKey.key_id, key_id));
            if (value === null) await tx.delete(waAuthKey).where(where);
            else
              await tx
                .insert(waAuthKey)
                .values({ id_account, type, key_id, value: box.seal(value) })
                .onConflictDoUpdate({ target: [waAuthKey.id_account, waAuthKey.type, waAuthKey.key_id], set: { value: sql`excluded.value` } });
          }
        }
      });
    },
    async clear() {
      await db.delete(waAuthKey).where(eq(waAuthKey.id_account, id_account));
    },
  };
}
