/** The dealers, their people and access, and their motorcycles. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { EXPORT_SCOPES, GRANTS, MODULES } from '../permissions';
import { LANGUAGES, PRODUCT_CATEGORIES, PUSH_KINDS, USER_STATUSES, type PushKind } from '../vocabularies';
import { createdAt, imageBytes, oneOf, updatedAt, rupiah } from './columns';
import { DEFAULT_TIME_ZONE, TIME_OF_DAY, TIME_ZONES } from '../timeZones';

/** Every business table belongs to a company (docs/database.md: the distribution column for Citus). */
export const idCompany = () =>
  integer('id_company')
    .notNull()
    .references(() => company.id, { onDelete: 'cascade' });

export const company = pgTable('company', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Code a new salesperson types at /register to join this dealer. */
  code: text('code').notNull().unique(),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  /** The name of the company's logo in the file store (folder `company`), shown in the top bar. */
  logo: text('logo'),
  logo_bytes: imageBytes('logo_bytes'),
  /** Follow-ups recorded by staff who cannot approve wait in Approval Follow Up (the default). */
  followup_approval: boolean('followup_approval').notNull().default(true),
  time_zone: text('time_zone', { enum: TIME_ZONES }).notNull().default(DEFAULT_TIME_ZONE),
  /** Working days (ISO weekdays, Monday 1) and hours (HH:MM, in the company's time zone). */
  work_days: integer('work_days').array().notNull().default(sql`'{1,2,3,4,5,6}'::integer[]`),
  work_start: text('work_start').notNull().default('08:00'),
  work_end: text('work_end').notNull().default('17:00'),
  /**
   * Broadcasts through a salesperson's linked phone (WhatsApp Web): off until an Administrator
   * turns them on, knowing the number risks a ban; then at most this many a day per sender
   * (docs/whatsapp.md, Two transports). The business number's broadcasts need neither.
   */
  linked_broadcasts: boolean('linked_broadcasts').notNull().default(false),
  linked_broadcast_cap: integer('linked_broadcast_cap').notNull().default(50),
  /** The largest discount a salesperson gives without the supervisor's approval before an SPK is Lengkap; null: none. */
  sales_discount_limit: rupiah('sales_discount_limit'),
  created_at: createdAt(),
}, (t) => [
  oneOf(t.time_zone, TIME_ZONES),
  check('company_linked_broadcast_cap_check', sql`${t.linked_broadcast_cap} between 1 and 1000`),
  check('company_work_days_check', sql`${t.work_days} <@ array[1, 2, 3, 4, 5, 6, 7]`),
  check('company_work_hours_check', sql`${t.work_start} ~ ${sql.raw(`'${TIME_OF_DAY.source}'`)} and ${t.work_end} ~ ${sql.raw(`'${TIME_OF_DAY.source}'`)} and ${t.work_start} < ${t.work_end}`),
]);

export const role = pgTable(
  'role',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    name: text('name').notNull(),
    description: text('description'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('role_company_name_uq').on(t.id_company, t.name)],
);

export const rolePermission = pgTable(
  'role_permission',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    id_role: integer('id_role')
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
    name_module: text('name_module').notNull(),
    access: text('access').notNull().default('none'),
    import: text('import').notNull().default('none'),
    export: text('export').notNull().default('Not Set'),
  },
  (t) => [
    uniqueIndex('role_permission_role_module_uq').on(t.id_role, t.name_module),
    oneOf(t.name_module, MODULES),
    oneOf(t.access, GRANTS),
    oneOf(t.import, GRANTS),
    oneOf(t.export, EXPORT_SCOPES),
  ],
);

export const group = pgTable(
  'user_group',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    name: text('name').notNull(),
    description: text('description'),
    /** The group's leader (kepala cabang / supervisor); a user of the same company. */
    id_leader: integer('id_leader'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('user_group_company_name_uq').on(t.id_company, t.name)],
);

export const user = pgTable(
  'app_user',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    id_role: integer('id_role')
      .notNull()
      .references(() => role.id),
    id_group: integer('id_group').references(() => group.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Nomor pokok: the dealer's staff number. */
    npm: text('npm'),
    phone_number: text('phone_number'),
    /** The number customers reach the user on by WhatsApp, E.164 like phone_number (Profil). */
    whatsapp_number: text('whatsapp_number'),
    photo: text('photo'),
    photo_bytes: imageBytes(),
    password_hash: text('password_hash').notNull(),
    status: text('status', { enum: USER_STATUSES })
      .notNull()
      .default('active'),
    training_done: boolean('training_done').notNull().default(false),
    fcm_token: text('fcm_token'),
    /** The interface language the user chose; their client takes it on every device. */
    language: text('language', { enum: LANGUAGES }).notNull().default('id'),
    /** The kinds of notification not pushed to the user's device (the bell still shows them). */
    push_muted: text('push_muted').array().$type<PushKind[]>().notNull().default(sql`'{}'::text[]`),
    invited_email: text('invited_email'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('app_user_email_uq').on(sql`lower(${t.email})`),
    index('app_user_company_status_idx').on(t.id_company, t.status),
    index('app_user_company_group_idx').on(t.id_company, t.id_group),
    oneOf(t.status, USER_STATUSES),
    oneOf(t.language, LANGUAGES),
    check('app_user_push_muted_check', sql`${t.push_muted} <@ array[${sql.raw(PUSH_KINDS.map((kind) => `'${kind}'`).join(', '))}]::text[]`),
  ],
);

export const invitation = pgTable(
  'invitation',
  {
    /** Random, unguessable: it travels in the /register_invited link. */
    id: text('id').primaryKey(),
    id_company: idCompany(),
    email: text('email').notNull(),
    id_role: integer('id_role')
      .notNull()
      .references(() => role.id),
    id_group: integer('id_group').references(() => group.id, { onDelete: 'set null' }),
    invited_by: integer('invited_by').references(() => user.id, { onDelete: 'set null' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    /** Withdrawn by an administrator: its link no longer registers anyone. */
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /** When the mail last went out (the first send or a resend). */
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    created_at: createdAt(),
  },
  (t) => [index('invitation_company_idx').on(t.id_company)],
);

export const passwordReset = pgTable('password_reset', {
  id: serial('id').primaryKey(),
  id_user: integer('id_user')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  token_hash: text('token_hash').notNull().unique(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: createdAt(),
});

/**
 * A change of e-mail waiting for its confirmation: the link mailed to the new address carries the
 * token, whose digest alone is kept. Used once, within its expiry; a newer request voids it.
 */
export const emailChange = pgTable(
  'email_change',
  {
    id: serial('id').primaryKey(),
    id_user: integer('id_user')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('email_change_user_idx').on(t.id_user)],
);

export const session = pgTable(
  'session',
  {
    id: serial('id').primaryKey(),
    id_user: integer('id_user')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    created_at: createdAt(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [index('session_user_idx').on(t.id_user)],
);

/** Failed logins, counted per account and per address across every server instance. */
export const loginAttempt = pgTable(
  'login_attempt',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip'),
    created_at: createdAt(),
  },
  (t) => [index('login_attempt_email_time_idx').on(t.email, t.created_at), index('login_attempt_ip_time_idx').on(t.ip, t.created_at)],
);

export const product = pgTable(
  'product',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    type_code: text('type_code').notNull(),
    category: text('category', { enum: PRODUCT_CATEGORIES }).notNull(),
    /** The variant within the type (e.g. 'CBS', 'ABS Cyber'); the model is name + type + variant. */
    variant: text('variant'),
    price_otr: rupiah('price_otr').notNull(),
    colours: jsonb('colours').$type<string[]>().notNull().default([]),
    photo: text('photo'),
    photo_bytes: imageBytes(),
    active: boolean('active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_company_type_code_uq').on(t.id_company, t.type_code),
    index('product_company_name_idx').on(t.id_company, t.name),
    oneOf(t.category, PRODUCT_CATEGORIES),
  ],
);
