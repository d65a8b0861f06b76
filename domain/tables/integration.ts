/** Integration keys: how a dealer's website forms, leasing partners and DMS call the API without a person's session. */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { EXPORT_SCOPES, GRANTS, MODULES } from '../permissions';
import { createdAt, oneOf } from './columns';
import { idCompany, user } from './tenancy';

export const integrationKey = pgTable(
  'integration_key',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    name: text('name').notNull(),
    /** The key's first characters, shown so administrators can tell keys apart; never enough to use it. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the key, like a session token's: the key itself is shown once and stored nowhere. */
    key_hash: text('key_hash').notNull().unique(),
    /** The Administrator on whose behalf the key acts; it works only while they are an active Administrator. */
    created_by: integer('created_by').references(() => user.id, { onDelete: 'set null' }),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    /** Revoked keys are kept: the activity log still names them. */
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    last_used_ip: text('last_used_ip'),
    created_at: createdAt(),
  },
  (t) => [index('integration_key_company_idx').on(t.id_company)],
);

/** A key's rights: the same rows as a role's (role_permission), with the same checks. */
export const integrationKeyPermission = pgTable(
  'integration_key_permission',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    id_integration_key: integer('id_integration_key')
      .notNull()
      .references(() => integrationKey.id, { onDelete: 'cascade' }),
    name_module: text('name_module').notNull(),
    access: text('access').notNull().default('none'),
    import: text('import').notNull().default('none'),
    export: text('export').notNull().default('Not Set'),
  },
  (t) => [
    uniqueIndex('integration_key_permission_key_module_uq').on(t.id_integration_key, t.name_module),
    oneOf(t.name_module, MODULES),
    oneOf(t.access, GRANTS),
    oneOf(t.import, GRANTS),
    oneOf(t.export, EXPORT_SCOPES),
  ],
);
