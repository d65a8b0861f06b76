import { readFileSync } from 'node:fs';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_FORMATS, EXPORT_KINDS, EXPORT_STATUSES } from '../../domain/exports';
import { EXPORT_SCOPES, GRANTS, MODULES } from '../../domain/permissions';
import {
  DECISION_STATUSES,
  DISTRIBUTION_METHODS,
  DISTRIBUTION_TRIGGERS,
  FOLLOW_UP_METHODS,
  LANGUAGES,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPES,
  ORDER_STATUSES,
  PAYMENTS,
  PRODUCT_CATEGORIES,
  PROSPECT_SOURCES,
  PROSPECT_STATUSES,
  PUSH_KINDS,
  USER_STATUSES,
  WA_TRANSPORTS,
  BROADCAST_WAITS,
  META_TEMPLATE_STATUSES,
  META_TEMPLATE_CATEGORIES,
  VISUM_PURPOSES,
  WA_LINK_STATUSES,
  CHAT_DIRECTIONS,
  CHAT_MESSAGE_STATUSES,
  BROADCAST_STATUSES,
  BROADCAST_RECIPIENT_STATUSES,
  SIMULATION_CHANNELS,
  APPLICATION_STATUSES,
  LEASING_DOCUMENTS,
} from '../../domain/vocabularies';
import { TWO_STEP_SCOPES } from '../../domain/securityRules';
import { SPK_STATUSES } from '../../domain/spk';
import { WEBHOOK_DELIVERY_EVENTS, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_ENDPOINT_STATUSES } from '../../domain/webhooks';
import { seedDemo } from '../../server/seed';
import { TIME_ZONES } from '../../domain/timeZones';
import { openTestDatabase, type TestDatabase } from './helpers/testApp';

type Checked = [table: string, column: string, values: readonly string[]][];

/** Every column that takes a vocabulary, and the list it takes (docs/database.md): migration 0004's … */
const CHECKED_BY_0004: Checked = [
  ['product', 'category', PRODUCT_CATEGORIES],
  ['role_permission', 'name_module', MODULES],
  ['role_permission', 'access', GRANTS],
  ['role_permission', 'import', GRANTS],
  ['role_permission', 'export', EXPORT_SCOPES],
  ['app_user', 'status', USER_STATUSES],
  ['prospect', 'source', PROSPECT_SOURCES],
  ['prospect', 'payment', PAYMENTS],
  ['prospect', 'status', PROSPECT_STATUSES],
  ['follow_up', 'method', FOLLOW_UP_METHODS],
  ['follow_up', 'status', DECISION_STATUSES],
  ['collab', 'status', DECISION_STATUSES],
  ['sales_order', 'payment', PAYMENTS],
  ['sales_order', 'status', ORDER_STATUSES],
  ['notification', 'tipe', NOTIFICATION_TYPES],
  ['notification', 'status', NOTIFICATION_STATUSES],
];
/** … and those of tables added later, which carry their checks from the start. */
const CHECKED_LATER: Checked = [
  ['export_job', 'kind', EXPORT_KINDS],
  ['export_job', 'format', EXPORT_FORMATS],
  ['export_job', 'status', EXPORT_STATUSES],
  ['app_user', 'language', LANGUAGES],
  ['chat_room', 'transport', WA_TRANSPORTS],
  ['broadcast', 'transport', WA_TRANSPORTS],
  ['broadcast', 'waiting_for', BROADCAST_WAITS],
  ['wa_template', 'meta_status', META_TEMPLATE_STATUSES],
  ['wa_template', 'meta_category', META_TEMPLATE_CATEGORIES],
  ['sales_order', 'spk_status', SPK_STATUSES],
];
const CHECKED = [...CHECKED_BY_0004, ...CHECKED_LATER];
const checkName = ([table, column]: Checked[number]) => `${table}_${column}_check`;

/** Checks of later tables the demo leaves empty, tried with an insert of `values (…$1…)` each. */
type LaterCheck = [table: string, column: string, values: readonly string[], insert: string];
const LATER: LaterCheck[] = [
  [
    'chat_message',
    'transport',
    WA_TRANSPORTS,
    `(id_company, id_room, id_user, direction, body, status, transport)
     select id_company, id, id_user, 'out', 'x', 'queued', $1 from chat_room order by id limit 1`,
  ],
  ['distribution_batch', 'method', DISTRIBUTION_METHODS, `(id_company, trigger, method, total) values ((select min(id) from company), 'manual', $1, 0)`],
  ['distribution_batch', 'trigger', DISTRIBUTION_TRIGGERS, `(id_company, trigger, method, total) values ((select min(id) from company), $1, 'rotation', 0)`],
  ['distribution_rule', 'method', DISTRIBUTION_METHODS, `(id_company, method) values ((select min(id) from company), $1)`],
  ['visum', 'purpose', VISUM_PURPOSES, `(id_company, id_user, purpose) values ((select min(id) from company), (select min(id) from app_user), $1)`],
  ['wa_account', 'status', WA_LINK_STATUSES, `(id_company, id_user, status) values ((select min(id) from company), (select min(id) from app_user), $1)`],
  ['chat_message', 'direction', CHAT_DIRECTIONS, `(id_company, id_room, id_user, direction, body, status) select id_company, id, id_user, $1, 'Halo', 'sent' from chat_room`],
  ['chat_message', 'status', CHAT_MESSAGE_STATUSES, `(id_company, id_room, id_user, direction, body, status) select id_company, id, id_user, 'out', 'Halo', $1 from chat_room`],
  ['broadcast', 'status', BROADCAST_STATUSES, `(id_company, id_user, name, body, status) values ((select min(id) from company), (select min(id) from app_user), 'Uji', 'Halo', $1)`],
  ['broadcast_recipient', 'status', BROADCAST_RECIPIENT_STATUSES, `(id_company, id_broadcast, body, status) select id_company, id, 'Halo', $1 from broadcast`],
  ...(['name_module', 'access', 'import', 'export'] as const).map((column): LaterCheck => [
    'integration_key_permission',
    column,
    { name_module: MODULES, access: GRANTS, import: GRANTS, export: EXPORT_SCOPES }[column],
    column === 'name_module'
      ? `(id_company, id_integration_key, name_module) select id_company, id, $1 from integration_key`
      : `(id_company, id_integration_key, name_module, ${column}) select id_company, id, 'Prospect', $1 from integration_key`,
  ]),
  ['webhook_endpoint', 'status', WEBHOOK_ENDPOINT_STATUSES, `(id_company, url, events, secret, status) values ((select min(id) from company), 'https://contoh.test/kait', '[]', '\\x00', $1)`],
  ['webhook_delivery', 'event', WEBHOOK_DELIVERY_EVENTS, `(id, id_company, id_endpoint, event, payload) select 'uji', id_company, id, $1, '{}' from webhook_endpoint`],
  ['webhook_delivery', 'status', WEBHOOK_DELIVERY_STATUSES, `(id, id_company, id_endpoint, event, payload, status) select 'uji', id_company, id, 'ping', '{}', $1 from webhook_endpoint`],
  ['security_rule', 'two_step', TWO_STEP_SCOPES, `(id_company, session_days, two_step) values ((select min(id) from company), 30, $1)`],
  ['company', 'time_zone', TIME_ZONES, `(name, code, time_zone) values ('Dealer Zona', 'ZONA99', $1)`],
  ...(['status', 'to_status'] as const).map((column): LaterCheck => [
    column === 'status' ? 'leasing_application' : 'leasing_application_event',
    column,
    APPLICATION_STATUSES,
    column === 'status'
      ? `(id_company, id_order, id_leasing_partner, status, down_payment, tenor, instalment, required_documents)
         select id_company, id_order, id_leasing_partner, $1, 2000000, 11, 1500000, '{}' from leasing_application order by id limit 1`
      : `(id_company, id_application, to_status) select id_company, id, $1 from leasing_application order by id limit 1`,
  ]),
  ['leasing_application_event', 'from_status', APPLICATION_STATUSES, `(id_company, id_application, from_status, to_status) select id_company, id, $1, 'survey' from leasing_application order by id limit 1`],
  ['application_document', 'kind', LEASING_DOCUMENTS, `(id_company, id_application, kind, photo) select id_company, id, $1, 'x.png' from leasing_application order by id limit 1`],
  [
    'credit_simulation',
    'sent_via',
    SIMULATION_CHANNELS,
    `(id_company, id_prospect, motor, price, down_payment, tenor, offers, sent_via) select id_company, id, 'Beat', 18000000, 2000000, 11, '[]', $1 from prospect order by id limit 1`,
  ],
];
/** The columns of Import Data's tables, whose rows the demo dealer does not have either. */
const IMPORT_CHECKED = ['status', 'file_kind', 'source', 'default_status', 'owner_mode'];
const laterNames = [
  ...LATER.map(([table, column]) => checkName([table, column, []])),
  ...IMPORT_CHECKED.map((column) => `import_batch_${column}_check`),
  'import_row_verdict_check',
  // A list of a vocabulary's values rather than one value.
  'app_user_push_muted_check',
  // Not vocabularies: the shapes of a target (month, one holder, counts), of a visit's place and of
  // an idempotency key's caller (a person or an integration key), and a linked phone's daily cap.
  'idempotency_key_caller_check',
  'company_linked_broadcast_cap_check',
  'sales_target_counts_check',
  'sales_target_holder_check',
  'sales_target_month_check',
  'visum_place_check',
  // Nor a company's working days and hours, or its plan's limits.
  'company_work_days_check',
  'company_work_hours_check',
  'company_plan_limits_check',
  // Nor the bounds of the security rules' numbers.
  ...['min_password_length', 'session_days', 'login_failure_limit', 'lock_minutes'].map((column) => `security_rule_${column}_check`),
];

/** The permission modules later migrations added, with a row for every role (0031). */
const MODULES_AFTER_0004 = ['Leasing'];

const MIGRATION = new URL('../../server/db/migrations/0004_vocabulary_checks.sql', import.meta.url);

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  // Seeded with every check in place: a demo row outside its vocabulary would fail here.
  await seedDemo(database, { adminEmail: 'admin@majumotor.co.id', adminPassword: 'demo-rahasia-1' });
  // The demo has no export, chat room or broadcast: one row each for the checks to be tried on.
  await database.query(
    `insert into export_job (id_company, id_user, kind, format) select id_company, id, 'prospect', 'csv' from app_user order by id limit 1`,
  );
  await database.query(`insert into chat_room (id_company, id_user, phone) select id_company, id, '+6281200000000' from app_user order by id limit 1`);
  await database.query(
    `insert into broadcast (id_company, id_user, name, body, status) select id_company, id, 'Uji', 'Halo', 'completed' from app_user order by id limit 1`,
  );
  // Nor a leasing application (a cancelled one, which holds no partner for the order).
  await database.query(
    `insert into leasing_application (id_company, id_order, id_leasing_partner, status, down_payment, tenor, instalment, required_documents)
     select o.id_company, o.id, p.id, 'cancelled', 2000000, 11, 1500000, '{}' from sales_order o join leasing_partner p on p.id_company = o.id_company order by o.id, p.id limit 1`,
  );
  // Nor an integration key or a webhook endpoint.
  await database.query(`insert into integration_key (id_company, name, prefix, key_hash) select min(id), 'Uji', 'ik_uji', 'hash-uji' from company`);
  await database.query(`insert into webhook_endpoint (id_company, url, events, secret) select min(id), 'https://contoh.test/kait', '[]', '\\x00' from company`);
});
afterAll(() => database.close());

const checkNames = async () =>
  (
    await database.query<{ conname: string }>(
      `select conname from pg_constraint where contype = 'c' and connamespace = 'public'::regnamespace and convalidated order by conname`,
    )
  ).map((row) => row.conname);

describe('the vocabularies, enforced by the database itself', () => {
  it('migration 0004 applies to a database that already holds the demo dealer', async () => {
    const names = (await checkNames()).filter((name) => !laterNames.includes(name));
    expect(names).toEqual(CHECKED.map(checkName).sort());
    const current = await database.query<{ table: string; name: string; definition: string }>(
      `select conrelid::regclass::text as "table", conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where conname = any($1)`,
      [CHECKED_BY_0004.map(checkName)],
    );
    for (const name of CHECKED_BY_0004.map(checkName)) {
      const [{ table }] = await database.query<{ table: string }>(
        `select conrelid::regclass::text as "table" from pg_constraint where conname = $1`,
        [name],
      );
      await database.query(`alter table ${table} drop constraint ${name}`);
    }
    // The permission rows of modules added after 0004 (0031: Leasing) were not there yet: kept aside meanwhile.
    await database.query(`create temp table later_modules as select * from role_permission where name_module = any($1)`, [MODULES_AFTER_0004]);
    await database.query(`delete from role_permission where name_module = any($1)`, [MODULES_AFTER_0004]);
    for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) await database.query(statement);
    expect((await checkNames()).filter((name) => !laterNames.includes(name))).toEqual(names);
    // Later migrations widened some of these checks (0014: notification.tipe); the database gets its own back.
    for (const { table, name, definition } of current) {
      await database.query(`alter table ${table} drop constraint ${name}`);
      await database.query(`alter table ${table} add constraint ${name} ${definition}`);
    }
    await database.query(`insert into role_permission select * from later_modules`);
  });

  it.each(LATER)('refuses %s.%s outside its vocabulary, and takes every value of it', async (table, column, values, insert) => {
    await expect(database.query(`insert into ${table} ${insert}`, ['bukan-kosakata'])).rejects.toThrow(`violates check constraint "${table}_${column}_check"`);
    for (const value of values) {
      const written = database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`insert into ${table} ${insert.replace('$1', `'${value}'`)}`));
        tx.rollback();
      });
      await expect(written).rejects.toBeInstanceOf(TransactionRollbackError);
    }
  });

  it.each(IMPORT_CHECKED)('refuses import_batch.%s outside its vocabulary, written directly with SQL', async (column) => {
    await expect(
      database.query(
        `insert into import_batch (id_company, file, file_name, file_kind, file_bytes, headers) values ((select min(id) from company), 'x.csv', 'x.csv', 'csv', 1, '[]')
         returning id`,
      ).then(([batch]) => database.query(`update import_batch set ${column} = 'bukan-kosakata' where id = $1`, [(batch as { id: number }).id])),
    ).rejects.toThrow(`violates check constraint "import_batch_${column}_check"`);
  });

  it('refuses import_row.verdict outside its vocabulary', async () => {
    const [batch] = await database.query<{ id: number }>(
      `insert into import_batch (id_company, file, file_name, file_kind, file_bytes, headers) values ((select min(id) from company), 'x.csv', 'x.csv', 'csv', 1, '[]') returning id`,
    );
    await expect(
      database.query(`insert into import_row (id_import, attempt, row_number, verdict, reason, cells) values ($1, 1, 2, 'bukan-kosakata', '{}', '[]')`, [batch.id]),
    ).rejects.toThrow('violates check constraint "import_row_verdict_check"');
  });

  it('refuses app_user.push_muted holding a kind outside PUSH_KINDS, and takes all of them', async () => {
    const mute = (kinds: readonly string[]) => database.query('update app_user set push_muted = $1 where id = (select min(id) from app_user)', [kinds]);
    await expect(mute(['orders', 'bukan-kosakata'])).rejects.toThrow('violates check constraint "app_user_push_muted_check"');
    await mute(PUSH_KINDS);
    await mute([]);
  });

  it.each(CHECKED)('refuses %s.%s outside its vocabulary, written directly with SQL', async (table, column) => {
    await expect(
      database.query(`update ${table} set ${column} = 'bukan-kosakata' where id = (select min(id) from ${table})`),
    ).rejects.toThrow(`violates check constraint "${table}_${column}_check"`);
  });

  it.each(CHECKED)('takes every value of %s.%s', async (table, column, values) => {
    // On a copy of a seeded row that carries the table's checks but not its unique indexes, rolled back.
    const written = database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`create temp table probe (like ${table} including constraints) on commit drop`));
      await tx.execute(sql.raw(`insert into probe select * from ${table} where id = (select min(id) from ${table})`));
      for (const value of values) await tx.execute(sql`update probe set ${sql.identifier(column)} = ${value}`);
      tx.rollback();
    });
    await expect(written).rejects.toBeInstanceOf(TransactionRollbackError);
  });
});
