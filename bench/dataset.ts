import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../server/db/connection';
import { product, user, group } from '../server/db/schema';
import { createCompanyWithDefaults } from '../server/modules/users/companySetup';
import { hashPassword } from '../server/modules/users/password';

export const ADMIN = { email: 'bench.admin@dealer.test', password: 'bench-rahasia-1' };
/** The supervisor of the first group (Cabang A), and a salesperson of it, with the administrator's password. */
export const SUPERVISOR = { email: 'bench.supervisor@dealer.test', password: ADMIN.password };
export const SALESPERSON = { email: 'sales0@bench.test', password: ADMIN.password };

const STATUSES = ['Low', 'Low', 'Medium', 'Medium', 'Hot', 'Deal', 'Not Deal'] as const;
const SOURCES = ['walk-in', 'pameran', 'roadshow', 'referral', 'website', 'media sosial'] as const;
const DAY = 24 * 60 * 60 * 1000;

type ProspectRow = {
  id_company: number;
  id_user: number;
  id_group: number;
  name: string;
  phone: string;
  source: string;
  id_product: number;
  payment: string;
  status: string;
  next_follow_up: string;
  created_at: string;
  updated_at: string;
};

const PROSPECT_COLUMNS = [
  'id_company',
  'id_user',
  'id_group',
  'name',
  'phone',
  'source',
  'id_product',
  'payment',
  'status',
  'next_follow_up',
  'created_at',
  'updated_at',
] as const;

/**
 * How far back prospect n came in: by default n × 7,919 ms (so 1,000,000 prospects cover the last 92
 * days, a dense dealer; the benches measured so far use it), or, given `spread` (the rows and the
 * days), shuffled evenly over those days.
 */
export type Spread = { rows: number; days: number };
const ageOf = (n: number, spread?: Spread) =>
  spread ? Math.floor((((n * 7919) % spread.rows) / spread.rows) * spread.days * DAY) : (n * 7919) % (730 * DAY);

/** A deterministic prospect n of the bench company: every status and source, its age by ageOf. */
export function prospectRow(n: number, ids: { company: number; owners: { id: number; group: number }[]; products: number[] }, now: number, spread?: Spread): ProspectRow {
  const owner = ids.owners[n % ids.owners.length];
  const created = new Date(now - ageOf(n, spread));
  return {
    id_company: ids.company,
    id_user: owner.id,
    id_group: owner.group,
    name: `Prospek ${n}`,
    phone: `+62812${String(n).padStart(8, '0')}`,
    source: SOURCES[n % SOURCES.length],
    id_product: ids.products[n % ids.products.length],
    payment: n % 3 ? 'kredit' : 'cash',
    // Closed prospects may share phones; these never do, so every status is safe.
    status: STATUSES[n % STATUSES.length],
    next_follow_up: new Date(created.getTime() + 3 * DAY).toISOString(),
    created_at: created.toISOString(),
    updated_at: created.toISOString(),
  };
}

/** A new database on the PostgreSQL server, and the way to drop it afterwards. */
export async function freshPostgres(serverUrl: string, prefix = 'sf_bench') {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh database of the given kind: in-memory PGlite, or a new database on the PostgreSQL server
 * (its address in `url`), migrated by `open`: this checkout's `openDatabase` or a peer commit's.
 */
export async function openBenchDatabase(kind: 'pglite' | 'postgres', serverUrl: string, open = openDatabase): Promise<DatabaseHandle & { url?: string }> {
  if (kind === 'pglite') return open({});
  const database = await freshPostgres(serverUrl);
  const handle = await open({ url: database.url });
  return {
    ...handle,
    url: database.url,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/** One dealer with an administrator, three groups of sales staff (the first with a supervisor) and fifteen motorcycles. */
export async function benchCompany(handle: DatabaseHandle) {
  const password_hash = await hashPassword(ADMIN.password);
  return handle.db.transaction(async (tx) => {
    const { company, roles } = await createCompanyWithDefaults(tx, { name: 'PT Dealer Benchmark' });
    const groups = await tx
      .insert(group)
      .values(['Cabang A', 'Cabang B', 'Cabang C'].map((name) => ({ id_company: company.id, name })))
      .returning({ id: group.id });
    await tx.insert(user).values([
      { id_company: company.id, id_role: roles.Administrator.id, email: ADMIN.email, name: 'Admin Bench', password_hash },
      { id_company: company.id, id_role: roles.Supervisor.id, id_group: groups[0].id, email: SUPERVISOR.email, name: 'Supervisor Bench', password_hash },
    ]);
    const owners = await tx
      .insert(user)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          id_company: company.id,
          id_role: roles.Sales.id,
          id_group: groups[i % 3].id,
          email: `sales${i}@bench.test`,
          name: `Sales ${i}`,
          password_hash,
        })),
      )
      .returning({ id: user.id, group: user.id_group });
    const products = await tx
      .insert(product)
      .values(
        Array.from({ length: 15 }, (_, i) => ({
          id_company: company.id,
          name: `Motor ${i}`,
          brand: 'Honda',
          type_code: `BM${i}`,
          category: 'matic' as const,
          price_otr: 20_000_000 + i * 1_000_000,
        })),
      )
      .returning({ id: product.id });
    return { company: company.id, owners: owners.map((o) => ({ id: o.id, group: o.group as number })), products: products.map((p) => p.id) };
  });
}

const csvLine = (row: ProspectRow) => PROSPECT_COLUMNS.map((column) => row[column]).join(',');

/** Loads `rows` prospects through COPY in chunks, then lets the planner see them. */
export async function loadProspects(handle: DatabaseHandle, ids: Awaited<ReturnType<typeof benchCompany>>, rows: number, now: number, spreadDays?: number) {
  const CHUNK = 50_000;
  const spread = spreadDays === undefined ? undefined : { rows, days: spreadDays };
  for (let start = 0; start < rows; start += CHUNK) {
    const lines: string[] = [];
    for (let n = start; n < Math.min(rows, start + CHUNK); n += 1) lines.push(csvLine(prospectRow(n, ids, now, spread)));
    await handle.copyCsv('prospect', PROSPECT_COLUMNS, `${lines.join('\n')}\n`);
  }
  await handle.query('analyze');
}
