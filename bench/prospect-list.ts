/**
 * The prospect list page with its total, under 50 connections on loopback, for every role (the
 * administrator's company, a supervisor's group, a salesperson's own, and a search): the app on
 * PGlite and on PostgreSQL, beside the same queries issued straight through the driver (the limit)
 * and json-server serving the same rows (the peer a react-admin user would otherwise reach for).
 *
 *   node --import tsx bench/prospect-list.ts [--rows 1000000] [--duration 10] [--backends pglite,postgres,json-server] [--cases admin,supervisor,sales,search]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import { desc, eq, type SQL } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import type { DatabaseHandle } from '../server/db/connection';
import { countMatching } from '../server/db/count';
import { prospect, user } from '../server/db/schema';
import { prospectResource } from '../server/modules/prospects/prospect.resource';
import { whereOf, type FilterValue } from '../server/plugins/resourceQuery';
import { userAsCaller } from '../server/plugins/session';
import { ADMIN, benchCompany, loadProspects, openBenchDatabase, prospectRow, SALESPERSON, SUPERVISOR } from './dataset';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    backends: { type: 'string', default: 'pglite,postgres,json-server' },
    cases: { type: 'string', default: 'admin,supervisor,sales,search' },
  },
});
const BACKENDS = new Set(args.backends.split(','));
const ROWS = Number(args.rows);
const DURATION = Number(args.duration);
const CONNECTIONS = 50;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Figures = { label: string; rps: number; p50: number; p99: number; max: number; failures: number };
const results: Figures[] = [];

/** Each list as one person asks for it; json-server is given the administrator's two (it knows no roles). */
const CASES = [
  { group: 'admin', name: 'administrator, default sort', who: ADMIN, filter: {}, jsonQuery: '' },
  { group: 'admin', name: 'administrator, status=Hot', who: ADMIN, filter: { status: 'Hot' }, jsonQuery: '&status=Hot' },
  { group: 'supervisor', name: 'supervisor, default sort', who: SUPERVISOR, filter: {} },
  { group: 'supervisor', name: 'supervisor, status=Hot', who: SUPERVISOR, filter: { status: 'Hot' } },
  { group: 'sales', name: 'salesperson, default sort', who: SALESPERSON, filter: {} },
  { group: 'sales', name: 'salesperson, status=Hot', who: SALESPERSON, filter: { status: 'Hot' } },
  { group: 'search', name: 'administrator, search by name', who: ADMIN, filter: { q: 'Prospek 4242' } },
  { group: 'search', name: 'salesperson, search by phone', who: SALESPERSON, filter: { q: '0812000042' } },
].filter((c) => args.cases.split(',').includes(c.group)) as { group: string; name: string; who: typeof ADMIN; filter: Record<string, FilterValue>; jsonQuery?: string }[];

/** autocannon in a process of its own, so the load generator does not eat the server's CPU time. */
function autocannonProcess(url: string, headers: Record<string, string>, seconds = DURATION): Promise<autocannon.Result> {
  const headerArgs = Object.entries(headers).flatMap(([key, value]) => ['-H', `${key}=${value}`]);
  const args = ['node_modules/autocannon/autocannon.js', '-c', String(CONNECTIONS), '-d', String(seconds), '-j', ...headerArgs, url];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as autocannon.Result) : reject(new Error(`autocannon exited with ${code}`))));
  });
}

/** Seconds of load before each measured run: the JIT (and PGlite's WebAssembly) warm up first. */
const WARM_UP_SECONDS = 3;

async function hammer(label: string, url: string, headers: Record<string, string> = {}): Promise<Figures> {
  await autocannonProcess(url, headers, WARM_UP_SECONDS);
  const result = await autocannonProcess(url, headers);
  const figures = {
    label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    failures: result.non2xx + result.errors + result.timeouts,
  };
  results.push(figures);
  return figures;
}

/** What the list handler asks the database for this person and filter: the same condition (whereOf). */
async function listWhere(handle: DatabaseHandle, email: string, filter: Record<string, FilterValue>) {
  const [found] = await handle.db.select({ id: user.id, id_company: user.id_company }).from(user).where(eq(user.email, email));
  const member = await userAsCaller(handle.db, found.id_company, found.id);
  if (!member) throw new Error(`no bench user ${email}`);
  return whereOf({ ...prospectResource, table: prospect }, member, filter);
}

const pageQuery = (handle: DatabaseHandle, where: SQL | undefined) =>
  handle.db.select().from(prospect).where(where).orderBy(desc(prospect.created_at), desc(prospect.id)).limit(25);

/** The handler's own work (page + total) in CONNECTIONS concurrent loops, without HTTP. */
async function driverLoop(label: string, handle: DatabaseHandle, where: SQL | undefined): Promise<Figures> {
  const latencies: number[] = [];
  const deadline = Date.now() + DURATION * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const started = performance.now();
      await Promise.all([pageQuery(handle, where), countMatching(handle, prospect, where)]);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
  const figures = { label, rps: Math.round(latencies.length / DURATION), p50: at(0.5), p99: at(0.99), max: at(1), failures: 0 };
  results.push(figures);
  return figures;
}

async function explain(handle: DatabaseHandle, name: string, where: SQL | undefined) {
  const query = pageQuery(handle, where).toSQL();
  const plan = await handle.query<{ 'QUERY PLAN': string }>(`explain analyze ${query.sql}`, query.params);
  console.log(`  EXPLAIN (${name}):\n${plan.map((row) => `    ${row['QUERY PLAN']}`).join('\n')}`);
}

async function benchBackend(kind: 'pglite' | 'postgres', now: number) {
  console.log(`\n[${kind}] loading ${ROWS.toLocaleString('id-ID')} prospects through COPY…`);
  const handle = await openBenchDatabase(kind, PG_URL);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sf-bench-'));
  try {
    const started = performance.now();
    const ids = await benchCompany(handle);
    await loadProspects(handle, ids, ROWS, now);
    console.log(`  loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const wheres = await Promise.all(CASES.map((c) => listWhere(handle, c.who.email, c.filter)));
    for (const [n, c] of CASES.entries()) await explain(handle, c.name, wheres[n]);

    const app = await buildApp({ config: { ...readConfig({}), dataDir, logLevel: 'silent' }, database: handle, logger: false, distDir: dataDir });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    for (const [n, c] of CASES.entries()) {
      const login = await app.inject({ method: 'POST', url: '/api/user/v1/auth/login', headers: { 'x-app-key': 'sf-web' }, payload: c.who });
      const headers = { authorization: `Bearer ${login.json().data[0].token}`, 'x-app-key': 'sf-web' };
      const url = `${base}/api/prospect/v1/prospect?sort=${encodeURIComponent('["created_at","DESC"]')}&range=${encodeURIComponent('[0,24]')}&filter=${encodeURIComponent(JSON.stringify(c.filter))}`;
      await hammer(`app ${kind} ${c.name}`, url, headers);
      await driverLoop(`driver ${kind} ${c.name}`, handle, wheres[n]);
    }
    await app.close();
    return ids;
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchJsonServer(ids: Awaited<ReturnType<typeof benchBackend>>, now: number) {
  console.log(`\n[json-server] writing ${ROWS.toLocaleString('id-ID')} prospects to db.json…`);
  const dir = mkdtempSync(path.join(tmpdir(), 'sf-bench-json-'));
  const rows = Array.from({ length: ROWS }, (_, n) => ({ id: n + 1, ...prospectRow(n, ids, now) }));
  writeFileSync(path.join(dir, 'db.json'), JSON.stringify({ prospect: rows }));
  rows.length = 0;
  const port = 39_000 + Math.floor(Math.random() * 1000);
  const child = spawn(process.execPath, ['node_modules/json-server/lib/cli/bin.js', path.join(dir, 'db.json'), '--port', String(port), '--quiet'], {
    stdio: 'ignore',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let ready = false; !ready; ) {
      ready = await fetch(`${base}/prospect?_limit=1`).then((r) => r.ok, () => false);
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    for (const c of CASES) {
      if (c.jsonQuery !== undefined) await hammer(`json-server ${c.name}`, `${base}/prospect?_sort=created_at&_order=desc&_page=1&_limit=25${c.jsonQuery}`);
    }
  } finally {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

const now = Date.now();
let ids: Awaited<ReturnType<typeof benchBackend>> | undefined;
for (const kind of ['pglite', 'postgres'] as const) if (BACKENDS.has(kind)) ids = await benchBackend(kind, now);
if (ids && BACKENDS.has('json-server')) await benchJsonServer(ids, now);

const figure = (label: string) => results.find((r) => r.label === label);
/** A peer that served no request gets no ratio: a rate over zero says nothing. */
const ratio = (ours: { rps: number }, peer: { rps: number }, digits: number) =>
  peer.rps > 0 ? `${(ours.rps / peer.rps).toFixed(digits)}×` : 'no answer';
console.log(`\nrows=${ROWS} connections=${CONNECTIONS} duration=${DURATION}s`);
console.table(results.map((r) => ({ run: r.label, 'req/s': r.rps, 'p50 ms': r.p50, 'p99 ms': r.p99, 'max ms': r.max, failures: r.failures })));
for (const c of CASES) {
  for (const kind of ['pglite', 'postgres']) {
    const app = figure(`app ${kind} ${c.name}`);
    const driver = figure(`driver ${kind} ${c.name}`);
    const json = figure(`json-server ${c.name}`);
    if (!app || !driver) continue;
    const againstJson = json ? `, app/json-server = ${ratio(app, json, 1)}` : '';
    const p99 = driver.rps > 0 ? `, p99 app/driver = ${(app.p99 / Math.max(driver.p99, 1)).toFixed(2)}×` : '';
    console.log(`${kind} ${c.name}: app/driver = ${ratio(app, driver, 2)}${p99}${againstJson}`);
  }
}
