import { asc, eq, sql } from 'drizzle-orm';
import { createCompanyWithDefaults } from '../modules/users/companySetup';
import { hashPassword } from '../modules/users/password';
import type { DatabaseHandle, Executor } from '../db/connection';
import { company, group, role, user } from '../db/schema';

export type SeedDemoOptions = { adminEmail: string; adminPassword: string };

export type SeedDemoResult = {
  seeded: boolean;
  companyName: string;
  companyCode: string;
  adminEmail: string;
  users: { email: string; role: string; group: string | null; status: string }[];
};

const DEMO_COMPANY = {
  name: 'PT Maju Motor Sejahtera',
  code: 'MAJU26',
  address: 'Jl. Ir. H. Juanda No. 128, Dago, Coblong, Kota Bandung, Jawa Barat 40135',
  phone: '+62222501234',
};

/** Instances starting together against one PostgreSQL must not both seed. */
const SEED_LOCK_KEY = 7_310_002;

const hasCompany = async (db: Executor) => (await db.select({ id: company.id }).from(company).limit(1)).length > 0;

async function describeCompany(db: Executor, seeded: boolean, adminEmail: string): Promise<SeedDemoResult> {
  const [admin] = await db
    .select({ id_company: user.id_company, email: user.email, companyName: company.name, companyCode: company.code })
    .from(user)
    .innerJoin(company, eq(company.id, user.id_company))
    .where(eq(sql`lower(${user.email})`, adminEmail.toLowerCase()))
    .limit(1);
  if (!admin) return { seeded, companyName: '', companyCode: '', adminEmail, users: [] };
  const users = await db
    .select({ email: user.email, role: role.name, group: group.name, status: user.status })
    .from(user)
    .innerJoin(role, eq(role.id, user.id_role))
    .leftJoin(group, eq(group.id, user.id_group))
    .where(eq(user.id_company, admin.id_company))
    .orderBy(asc(user.id));
  return { seeded, companyName: admin.companyName, companyCode: admin.companyCode, adminEmail: admin.email, users };
}

/**
 * Fills an empty database with one realistic Bandung dealer, its team and six months of work, in one
 * transaction. Does nothing once any company exists. Every demo user's password is adminPassword.
 */
export async function seedDemo(handle: DatabaseHandle, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const { db } = handle;
  if (await hasCompany(db)) return describeCompany(db, false, options.adminEmail);
  // argon2 is slow on purpose: hash once, outside the transaction, and share it among the demo users.
  const passwordHash = await hashPassword(options.adminPassword);
  const now = new Date();

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasCompany(tx)) return describeCompany(tx, false, options.adminEmail);

    const { company: created, roles } = await createCompanyWithDefaults(tx, DEMO_COMPANY);
    // The demo dealer had broadcast from its salespeople's phones before the business number came: it keeps them on.
    await tx.update(company).set({ linked_broadcasts: true }).where(eq(company.id, created.id));
    // faker weighs about 34 MB once loaded: only the start that writes the demo pays for it.
    const { fillDemoCompany } = await import('./demoData');
    await fillDemoCompany({ tx, now, companyId: created.id }, { roles, adminEmail: options.adminEmail, passwordHash });
    return describeCompany(tx, true, options.adminEmail);
  });
}
