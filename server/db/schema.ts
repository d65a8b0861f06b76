import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const idCompany = () =>
  integer('id_company')
    .notNull()
    .references(() => company.id, { onDelete: 'cascade' });
/** Rupiah amounts: whole rupiah, never fractions; bigint read as number (safe below 2^53). */
const rupiah = (name: string) => bigint(name, { mode: 'number' });

export const company = pgTable('company', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Code a new salesperson types at /register to join this dealer. */
  code: text('code').notNull().unique(),
  address: text('address'),
  phone: text('phone'),
  /** Follow-ups recorded by staff who cannot approve wait in Approval Follow Up (the default). */
  followup_approval: boolean('followup_approval').notNull().default(true),
  created_at: createdAt(),
});

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
  (t) => [uniqueIndex('role_permission_role_module_uq').on(t.id_role, t.name_module)],
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
    photo: text('photo'),
    password_hash: text('password_hash').notNull(),
    status: text('status', { enum: ['pending', 'active', 'rejected', 'disabled'] })
      .notNull()
      .default('active'),
    training_done: boolean('training_done').notNull().default(false),
    fcm_token: text('fcm_token'),
    invited_email: text('invited_email'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('app_user_email_uq').on(sql`lower(${t.email})`),
    index('app_user_company_status_idx').on(t.id_company, t.status),
    index('app_user_company_group_idx').on(t.id_company, t.id_group),
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

/** Failed logins, counted per account across every server instance. */
export const loginAttempt = pgTable(
  'login_attempt',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip'),
    created_at: createdAt(),
  },
  (t) => [index('login_attempt_email_time_idx').on(t.email, t.created_at)],
);

export const product = pgTable(
  'product',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    type_code: text('type_code').notNull(),
    category: text('category', { enum: ['matic', 'sport', 'bebek'] }).notNull(),
    price_otr: rupiah('price_otr').notNull(),
    colours: jsonb('colours').$type<string[]>().notNull().default([]),
    photo: text('photo'),
    active: boolean('active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_company_type_code_uq').on(t.id_company, t.type_code),
    index('product_company_name_idx').on(t.id_company, t.name),
  ],
);

export const PROSPECT_STATUSES = ['Low', 'Medium', 'Hot', 'Deal', 'Not Deal'] as const;
export const PROSPECT_SOURCES = [
  'walk-in',
  'pameran',
  'roadshow',
  'referral',
  'website',
  'media sosial',
  'leasing',
  'repeat order',
  'lainnya',
] as const;
export const PAYMENTS = ['cash', 'kredit'] as const;

export const prospect = pgTable(
  'prospect',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    id_user: integer('id_user')
      .notNull()
      .references(() => user.id),
    id_group: integer('id_group').references(() => group.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Normalised E.164 (+62…). */
    phone: text('phone').notNull(),
    whatsapp: text('whatsapp'),
    address: text('address'),
    kelurahan: text('kelurahan'),
    kecamatan: text('kecamatan'),
    kota: text('kota'),
    provinsi: text('provinsi'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    source: text('source', { enum: PROSPECT_SOURCES }).notNull().default('walk-in'),
    id_product: integer('id_product').references(() => product.id, { onDelete: 'set null' }),
    payment: text('payment', { enum: PAYMENTS }),
    leasing: text('leasing'),
    down_payment: rupiah('down_payment'),
    tenor: smallint('tenor'),
    status: text('status', { enum: PROSPECT_STATUSES }).notNull().default('Low'),
    next_follow_up: timestamp('next_follow_up', { withTimezone: true }),
    notes: text('notes'),
    photo: text('photo'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // One open prospect per phone number in a company; closed ones (Deal / Not Deal) may repeat.
    uniqueIndex('prospect_company_open_phone_uq')
      .on(t.id_company, t.phone)
      .where(sql`${t.status} not in ('Deal', 'Not Deal')`),
    index('prospect_company_created_idx').on(t.id_company, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('prospect_company_status_created_idx').on(
      t.id_company,
      t.status,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('prospect_company_user_idx').on(t.id_company, t.id_user),
    index('prospect_company_group_idx').on(t.id_company, t.id_group),
    index('prospect_company_next_fu_idx').on(t.id_company, t.next_follow_up),
    index('prospect_company_phone_idx').on(t.id_company, t.phone),
  ],
);

export const DECISION_STATUSES = ['pending', 'approved', 'rejected'] as const;
const decision = () => ({
  status: text('status', { enum: DECISION_STATUSES }).notNull().default('pending'),
  decided_by: integer('decided_by').references(() => user.id, { onDelete: 'set null' }),
  decided_at: timestamp('decided_at', { withTimezone: true }),
  decision_reason: text('decision_reason'),
});

export const FOLLOW_UP_METHODS = ['whatsapp', 'telepon', 'kunjungan', 'tatap muka'] as const;

export const followUp = pgTable(
  'follow_up',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    id_prospect: integer('id_prospect')
      .notNull()
      .references(() => prospect.id, { onDelete: 'cascade' }),
    id_user: integer('id_user')
      .notNull()
      .references(() => user.id),
    method: text('method', { enum: FOLLOW_UP_METHODS }).notNull(),
    scheduled_at: timestamp('scheduled_at', { withTimezone: true }),
    done_at: timestamp('done_at', { withTimezone: true }),
    result: text('result'),
    notes: text('notes'),
    ...decision(),
    created_at: createdAt(),
  },
  (t) => [
    index('follow_up_company_status_idx').on(t.id_company, t.status),
    index('follow_up_prospect_idx').on(t.id_prospect),
    index('follow_up_company_user_scheduled_idx').on(t.id_company, t.id_user, t.scheduled_at),
  ],
);

export const collab = pgTable(
  'collab',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    id_prospect: integer('id_prospect')
      .notNull()
      .references(() => prospect.id, { onDelete: 'cascade' }),
    /** The requester. */
    id_user: integer('id_user')
      .notNull()
      .references(() => user.id),
    /** The collaborator asked to join (usually the prospect's owner). */
    id_user_target: integer('id_user_target')
      .notNull()
      .references(() => user.id),
    reason: text('reason'),
    ...decision(),
    created_at: createdAt(),
  },
  (t) => [
    index('collab_company_status_idx').on(t.id_company, t.status),
    index('collab_prospect_idx').on(t.id_prospect),
  ],
);

export const ORDER_STATUSES = ['pending', 'approved', 'rejected', 'indent', 'completed', 'cancelled'] as const;

export const order = pgTable(
  'sales_order',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    /** SPK number shown to people, e.g. SPK/2026/11/000123. */
    number: text('number').notNull(),
    id_prospect: integer('id_prospect')
      .notNull()
      .references(() => prospect.id),
    id_user: integer('id_user')
      .notNull()
      .references(() => user.id),
    id_product: integer('id_product')
      .notNull()
      .references(() => product.id),
    colour: text('colour'),
    qty: integer('qty').notNull().default(1),
    price: rupiah('price').notNull(),
    discount: rupiah('discount').notNull().default(0),
    payment: text('payment', { enum: PAYMENTS }).notNull(),
    leasing: text('leasing'),
    down_payment: rupiah('down_payment'),
    tenor: smallint('tenor'),
    instalment: rupiah('instalment'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    decided_by: integer('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decision_reason: text('decision_reason'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('sales_order_company_number_uq').on(t.id_company, t.number),
    index('sales_order_company_status_created_idx').on(t.id_company, t.status, t.created_at.desc().nullsFirst()),
    index('sales_order_prospect_idx').on(t.id_prospect),
  ],
);

export const notification = pgTable(
  'notification',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    /** The recipient. */
    id_user: integer('id_user')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    id_actor: integer('id_actor').references(() => user.id, { onDelete: 'set null' }),
    /** Id of the related prospect or order. */
    id_data: integer('id_data').notNull(),
    tipe: text('tipe', { enum: ['Prospek', 'Order'] }).notNull(),
    status: text('status', { enum: ['N', 'Y'] })
      .notNull()
      .default('N'),
    nama_user: text('nama_user').notNull(),
    aksi: text('aksi').notNull(),
    nama_prospect: text('nama_prospect'),
    nama_order: text('nama_order'),
    created_at: createdAt(),
  },
  (t) => [
    index('notification_user_created_idx').on(t.id_user, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('notification_user_unread_idx').on(t.id_user).where(sql`${t.status} = 'N'`),
  ],
);

export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    id_user: integer('id_user').references(() => user.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    id_entity: integer('id_entity'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: createdAt(),
  },
  (t) => [index('activity_log_company_created_idx').on(t.id_company, t.created_at.desc().nullsFirst())],
);
