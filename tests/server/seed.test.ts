import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/connection';
import {
  ORDER_STATUSES,
  PROSPECT_SOURCES,
  PROSPECT_STATUSES,
  collab,
  company,
  followUp,
  notification,
  order,
  product,
  prospect,
  role,
  rolePermission,
  salesTarget,
  user,
  visum,
} from '../../server/db/schema';
import { seedDemo, type SeedDemoResult } from '../../server/seed';
import { createCompanyWithDefaults } from '../../server/modules/users/companySetup';
import { verifyPassword } from '../../server/modules/users/password';
import { MODULES } from '../../domain/permissions';

const ADMIN_EMAIL = 'admin@majumotor.co.id';
const ADMIN_PASSWORD = 'rahasia-demo-2026';

const COMPANY_TABLES = [
  'role',
  'role_permission',
  'user_group',
  'app_user',
  'product',
  'prospect',
  'follow_up',
  'collab',
  'sales_order',
  'notification',
  'activity_log',
  'visum',
  'sales_target',
] as const;

async function countRows(handle: DatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['company', ...COMPANY_TABLES]) {
    const [row] = await handle.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    counts[table] = row.n;
  }
  return counts;
}

describe('seedDemo', () => {
  let handle: DatabaseHandle;
  let result: SeedDemoResult;

  beforeAll(async () => {
    handle = await openDatabase({});
    result = await seedDemo(handle, { adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD });
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('creates one dealer and reports it', async () => {
    const companies = await handle.db.select().from(company);
    expect(companies).toHaveLength(1);
    expect(result).toMatchObject({
      seeded: true,
      companyName: 'PT Maju Motor Sejahtera',
      companyCode: companies[0].code,
      adminEmail: ADMIN_EMAIL,
    });
    expect(result.users.find((u) => u.email === ADMIN_EMAIL)?.role).toBe('Administrator');
    expect(new Set(result.users.filter((u) => u.group).map((u) => u.group))).toEqual(
      new Set(['Cabang Dago', 'Cabang Buah Batu', 'Tim Pameran']),
    );
  });

  it('gives each default role a permission row for every module', async () => {
    const roles = await handle.db.select().from(role);
    expect(roles.map((r) => r.name).sort()).toEqual(['Administrator', 'Sales', 'Supervisor']);
    const rows = await handle.db.select().from(rolePermission);
    for (const r of roles) {
      const modules = rows.filter((p) => p.id_role === r.id).map((p) => p.name_module);
      expect(modules.sort()).toEqual([...MODULES].sort());
    }
  });

  it('seeds about ten users, exactly one pending, all sharing the admin password', async () => {
    const users = await handle.db.select().from(user);
    expect(users.length).toBeGreaterThanOrEqual(9);
    expect(users.length).toBeLessThanOrEqual(12);
    expect(users.filter((u) => u.status === 'pending')).toHaveLength(1);
    expect(users.some((u) => !u.training_done && u.status === 'active')).toBe(true);
    const admin = users.find((u) => u.email === ADMIN_EMAIL);
    expect(admin?.status).toBe('active');
    expect(await verifyPassword(admin?.password_hash ?? '', ADMIN_PASSWORD)).toBe(true);
    expect(new Set(users.map((u) => u.password_hash)).size).toBe(1);
  });

  it('gives the administrator unread notifications about prospects and orders', async () => {
    const [admin] = await handle.db.select().from(user).where(eq(user.email, ADMIN_EMAIL));
    const rows = await handle.db.select().from(notification).where(eq(notification.id_user, admin.id));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    const unread = rows.filter((n) => n.status === 'N');
    expect(unread.length).toBeGreaterThanOrEqual(7);
    expect(new Set(unread.map((n) => n.tipe))).toEqual(new Set(['Prospek', 'Order']));

    const prospects = new Map((await handle.db.select().from(prospect)).map((p) => [p.id, p.name]));
    const orders = new Map((await handle.db.select().from(order)).map((o) => [o.id, o.number]));
    for (const n of rows) {
      if (n.tipe === 'Prospek') expect(n.nama_prospect).toBe(prospects.get(n.id_data));
      else expect(n.nama_order).toBe(orders.get(n.id_data));
    }
  });

  it('seeds prospects in every status and source, with unique +62 phones among open ones', async () => {
    const prospects = await handle.db.select().from(prospect);
    expect(prospects.length).toBeGreaterThanOrEqual(250);
    expect(new Set(prospects.map((p) => p.status))).toEqual(new Set(PROSPECT_STATUSES));
    expect(new Set(prospects.map((p) => p.source))).toEqual(new Set(PROSPECT_SOURCES));
    for (const p of prospects) expect(p.phone).toMatch(/^\+628\d{8,11}$/);
    const open = prospects.filter((p) => p.status !== 'Deal' && p.status !== 'Not Deal');
    expect(new Set(open.map((p) => p.phone)).size).toBe(open.length);

    const users = new Map((await handle.db.select().from(user)).map((u) => [u.id, u]));
    for (const p of prospects) expect(p.id_group).toBe(users.get(p.id_user ?? 0)?.id_group);
  });

  it('seeds orders in every status, some pending, with Deal prospects behind accepted ones', async () => {
    const orders = await handle.db.select().from(order);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    expect(orders.filter((o) => o.status === 'pending').length).toBeGreaterThan(0);
    expect(new Set(orders.map((o) => o.number)).size).toBe(orders.length);
    for (const o of orders) expect(o.number).toMatch(/^SPK\/\d{4}\/\d{2}\/\d{6}$/);

    const products = new Map((await handle.db.select().from(product)).map((p) => [p.id, p]));
    const prospects = new Map((await handle.db.select().from(prospect)).map((p) => [p.id, p]));
    for (const o of orders) {
      expect(o.price).toBe((products.get(o.id_product)?.price_otr ?? 0) * o.qty);
      if (o.status === 'approved' || o.status === 'completed') expect(prospects.get(o.id_prospect)?.status).toBe('Deal');
      if (o.payment === 'kredit') {
        expect(o.leasing).toBeTruthy();
        expect(o.instalment ?? 0).toBeGreaterThan(0);
        expect((o.instalment ?? 0) % 1_000).toBe(0);
        expect((o.instalment ?? 0) * (o.tenor ?? 0)).toBeGreaterThan(o.price - o.discount - (o.down_payment ?? 0));
      }
    }
  });

  it('leaves follow-ups and collaboration requests waiting for approval', async () => {
    const followUps = await handle.db.select().from(followUp);
    expect(followUps.length).toBeGreaterThan(200);
    expect(followUps.filter((f) => f.status === 'pending').length).toBeGreaterThan(0);
    const collabs = await handle.db.select().from(collab);
    expect(new Set(collabs.map((c) => c.status))).toEqual(new Set(['pending', 'approved', 'rejected']));
    for (const c of collabs) expect(c.id_user).not.toBe(c.id_user_target);
  });

  it('gives every active salesperson field visits, mostly with a place, and targets for this month', async () => {
    const sales = await handle.db
      .select({ id: user.id })
      .from(user)
      .innerJoin(role, eq(role.id, user.id_role))
      .where(and(eq(role.name, 'Sales'), eq(user.status, 'active')));
    const visits = await handle.db.select().from(visum);
    expect(new Set(visits.map((v) => v.id_user))).toEqual(new Set(sales.map((u) => u.id)));
    const located = visits.filter((v) => v.latitude !== null);
    expect(located.length).toBeGreaterThan(visits.length / 2);
    expect(located.length).toBeLessThan(visits.length);
    const month = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7);
    const targets = await handle.db.select().from(salesTarget).where(eq(salesTarget.month, month));
    expect(new Set(targets.flatMap((t) => (t.id_user === null ? [] : [t.id_user])))).toEqual(new Set(sales.map((u) => u.id)));
    expect(targets.some((t) => t.id_group !== null && t.deals > 0)).toBe(true);
  });

  it('scopes every row to the company', async () => {
    const [{ id }] = await handle.db.select({ id: company.id }).from(company);
    for (const table of COMPANY_TABLES) {
      const [row] = await handle.query<{ n: number }>(`select count(*)::int as n from ${table} where id_company <> $1`, [id]);
      expect(row.n, table).toBe(0);
    }
  });

  it('does nothing the second time', async () => {
    const before = await countRows(handle);
    const again = await seedDemo(handle, { adminEmail: ADMIN_EMAIL, adminPassword: 'another-password' });
    expect(again).toMatchObject({ seeded: false, companyName: result.companyName, companyCode: result.companyCode });
    expect(again.users).toEqual(result.users);
    expect(await countRows(handle)).toEqual(before);
  });
});

describe('createCompanyWithDefaults', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({});
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('gives each company its own readable code and its own roles', async () => {
    const first = await handle.db.transaction((tx) => createCompanyWithDefaults(tx, { name: 'PT Satu Motor' }));
    const second = await handle.db.transaction((tx) => createCompanyWithDefaults(tx, { name: 'CV Dua Motor' }));
    expect(first.company.code).not.toBe(second.company.code);
    for (const created of [first, second]) {
      expect(created.company.code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
      expect(Object.keys(created.roles).sort()).toEqual(['Administrator', 'Sales', 'Supervisor']);
      const roleIds = Object.values(created.roles).map((r) => r.id);
      for (const r of Object.values(created.roles)) expect(r.id_company).toBe(created.company.id);
      const rows = await handle.db.select().from(rolePermission).where(eq(rolePermission.id_company, created.company.id));
      expect(rows).toHaveLength(3 * MODULES.length);
      expect(rows.every((p) => roleIds.includes(p.id_role))).toBe(true);
    }
    const foreign = await handle.db
      .select()
      .from(rolePermission)
      .where(and(eq(rolePermission.id_company, first.company.id), notInArray(rolePermission.id_role, Object.values(first.roles).map((r) => r.id))));
    expect(foreign).toHaveLength(0);
  });

  it('keeps a given code and applies the default permission table', async () => {
    const created = await handle.db.transaction((tx) => createCompanyWithDefaults(tx, { name: 'PT Tiga Motor', code: 'TIGA77' }));
    expect(created.company.code).toBe('TIGA77');
    const rows = await handle.db.select().from(rolePermission).where(eq(rolePermission.id_company, created.company.id));
    const of = (roleName: 'Administrator' | 'Supervisor' | 'Sales', module: string) =>
      rows.find((p) => p.id_role === created.roles[roleName].id && p.name_module === module);
    expect(of('Administrator', 'Roles')).toMatchObject({ access: 'enabled', import: 'enabled', export: 'all' });
    expect(of('Supervisor', 'groups')).toMatchObject({ access: 'enabled', export: 'Not Set' });
    expect(of('Supervisor', 'Prospect')).toMatchObject({ access: 'enabled', import: 'enabled', export: 'group' });
    expect(of('Supervisor', 'user_management')).toMatchObject({ access: 'none' });
    expect(of('Sales', 'Prospect')).toMatchObject({ access: 'enabled', import: 'none', export: 'own' });
    expect(of('Sales', 'Validation Product Order')).toMatchObject({ access: 'none', export: 'Not Set' });
  });
});
