import type { DatabaseHandle } from '../../../server/db/connection';

let next = 0;

/** Adds `n` open prospects waiting in List Distribusi (no owner), oldest first, answering their ids. */
export async function addUnassigned(database: DatabaseHandle, id_company: number, n: number, name = 'Calon') {
  const start = next;
  next += n;
  const rows = await database.query<{ id: number }>(
    `insert into prospect (id_company, name, phone, created_at)
     select $1, $2 || ' ' || g, '+62877' || lpad(($3 + g)::text, 7, '0'), now() - make_interval(mins => $4 - g)
       from generate_series(1, $4::int) as g
     returning id`,
    [id_company, name, start, n],
  );
  return rows.map((r) => r.id);
}
