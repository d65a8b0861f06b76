import type { DatabaseHandle } from '../../../server/db/connection';

/** Only statements are needed: the test app's database, or the two-instance tests' shared one. */
type Statements = Pick<DatabaseHandle, 'query'>;

/** The demo roles do not have Pesan Siaran by default; the dealer's Administrator grants it (Role Management). */
export const grantBroadcast = (database: Statements) =>
  database.query(
    `insert into role_permission (id_company, id_role, name_module, access)
     select id_company, id, 'Broadcast', 'enabled' from role
     on conflict (id_role, name_module) do update set access = 'enabled'`,
  );

/** An Administrator turns on broadcasts through linked phones for every company (off by default). */
export const allowLinkedBroadcasts = (database: Statements) => database.query('update company set linked_broadcasts = true');

/**
 * Marks a user's WhatsApp as linked, without a live link: their outbox fills and nobody empties it.
 * Its lease belongs to an instance that is not running and runs for a day, so the test app's link
 * manager never adopts it (it tends every 10 s, and would find no credentials and disconnect it).
 */
export const markLinked = (database: Statements, id_company: number, id_user: number) =>
  database.query(
    `insert into wa_account (id_company, id_user, status, phone, linked_at, owner, lease_until)
     values ($1, $2, 'linked', '+6281100000000', now(), 'another-instance', now() + interval '1 day')`,
    [id_company, id_user],
  );

/** `n` prospects of a user named '<name> 1..n' with distinct valid numbers, after `numbersFrom` (another call's numbers). */
export const addNumberedProspects = (
  database: Statements,
  owner: { id_company: number; id: number; id_group: number | null },
  n: number,
  name: string,
  numbersFrom = 0,
) =>
  database.query(
    `insert into prospect (id_company, id_user, id_group, name, phone)
     select $1, $2, $3, $4 || ' ' || g, '+62856' || lpad((g + $6::int)::text, 7, '0') from generate_series(1, $5::int) as g`,
    [owner.id_company, owner.id, owner.id_group, name, n, numbersFrom],
  );
