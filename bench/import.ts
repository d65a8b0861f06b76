/**
 * Import Data end to end: a CSV of N prospects uploaded to the real server (a child process, so its
 * peak RSS is its own), started and followed until it completes; beside it, in the same run, plain
 * COPY of the rows the import writes into prospect (a fresh database of the same kind) and one POST
 * per row (a sample, extrapolated to N rows).
 *
 *   node --import tsx bench/import.ts [--rows 100000] [--per-row 2000] [--backends pglite,postgres]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/connection';
import type { JudgedRow } from '../server/modules/imports/judge';
import type { StagedProspect } from '../server/modules/imports/rowRules';
import { PROSPECT_COLUMNS, prospectCsv } from '../server/modules/imports/staging';
import { benchCompany, freshPostgres } from './dataset';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    'per-row': { type: 'string', default: '2000' },
    backends: { type: 'string', default: 'pglite,postgres' },
  },
});
const ROWS = Number(args.rows);
const PER_ROW_SAMPLE = Number(args['per-row']);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const APP_KEY = 'sf-web';
/**
 * How often the import's state is asked for: four times the page's rate. The time is not the poll's:
 * it ends at the batch's finished_at, written by the server on this machine's clock.
 */
const POLL_MS = 250;
const STATUSES = ['Low', 'medium', ' HOT ', 'Medium'];
const SOURCES = ['Pameran', 'walk-in', 'Referensi', 'Media sosial'];

/** Row n of the file: a unique mobile number typed the local way, every column the template has. */
const fileRow = (n: number) =>
  [`Prospek ${n}`, `0812${String(n).padStart(8, '0')}`, `Jl. Uji No. ${n}`, 'Coblong', 'Bandung', 'Jawa Barat', `Motor ${n % 15}`, STATUSES[n % 4], SOURCES[n % 4], n % 3 ? 'Kredit' : 'Tunai', ''].join(',');
const HEADER = 'Nama,No HP,Alamat,Kecamatan,Kota,Provinsi,Tipe Motor,Status,Sumber,Pembayaran,Catatan';
/** Row n as the import writes it: the phone in +62, the vocabularies matched, the motorcycle's id. */
const importedProspect = (n: number, products: number[]): StagedProspect => ({
  name: `Prospek ${n}`,
  phone: `+62812${String(n).padStart(8, '0')}`,
  whatsapp: null,
  address: `Jl. Uji No. ${n}`,
  kelurahan: null,
  kecamatan: 'Coblong',
  kota: 'Bandung',
  provinsi: 'Jawa Barat',
  id_product: products[n % 15],
  status: (['Low', 'Medium', 'Hot', 'Medium'] as const)[n % 4],
  source: (['pameran', 'walk-in', 'referral', 'media sosial'] as const)[n % 4],
  payment: n % 3 ? 'kredit' : 'cash',
  leasing: null,
  notes: null,
});
const csvFile = (from: number, count: number) => {
  const lines = [HEADER];
  for (let n = from; n < from + count; n += 1) lines.push(fileRow(n));
  return `${lines.join('\r\n')}\r\n`;
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** The real server (server/index.ts) in its own process, with an empty database. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, ...env, PORT: String(port), SEED_DEMO: 'false', LOG_LEVEL: 'warn', APP_KEYS: APP_KEY },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if ((await fetch(`${base}/api/health`).catch(() => null))?.ok) break;
    if (tries > 600) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  /** The process's peak resident set (VmHWM), in MB. */
  const peakRssMb = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  return { base, peakRssMb, stop: () => new Promise<void>((resolve) => child.once('exit', () => resolve()).kill('SIGTERM')) };
}

async function api(base: string, token: string | null, method: string, url: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'x-app-key': APP_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }) },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A company with an administrator and fifteen motorcycles, through the API; answers the token. */
async function companyThroughApi(base: string) {
  const session = await api(base, null, 'POST', '/api/user/v1/auth/register', {
    name: 'Admin Bench',
    email: `bench${Date.now()}@dealer.test`,
    password: 'bench-rahasia-1',
    phone_number: '081234567890',
    company_name: 'PT Dealer Benchmark',
  });
  const token = session.data[0].token as string;
  for (let i = 0; i < 15; i += 1) {
    await api(base, token, 'POST', '/api/master/v1/product', { name: `Motor ${i}`, brand: 'Honda', type_code: `BM${i}`, category: 'matic', price_otr: 20_000_000 });
  }
  return token;
}

type Figures = { label: string; rows: number; seconds: number | null; note?: string };
const results: Figures[] = [];
const rate = (f: Figures) => (f.seconds ? f.rows / f.seconds : null);

async function apiImport(base: string, token: string) {
  const form = new FormData();
  form.append('file', new Blob([csvFile(0, ROWS)]), 'prospek.csv');
  const started = Date.now();
  const batch = (await api(base, token, 'POST', '/api/prospect/v1/import', form)).data;
  await api(base, token, 'POST', `/api/prospect/v1/import/${batch.id}/start`, { mapping: batch.mapping, source: 'pameran', default_status: 'Low', owner_mode: 'unassigned' });
  for (;;) {
    const current = (await api(base, token, 'GET', `/api/prospect/v1/import/${batch.id}`)).data;
    if (current.status === 'completed') {
      if (current.imported !== ROWS) throw new Error(`imported ${current.imported} of ${ROWS}`);
      return (Date.parse(current.finished_at) - started) / 1000;
    }
    if (current.status !== 'running' && current.status !== 'queued') throw new Error(`import ended ${current.status}: ${JSON.stringify(current.error)}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function perRow(base: string, token: string) {
  const started = performance.now();
  for (let n = 0; n < PER_ROW_SAMPLE; n += 1) {
    await api(base, token, 'POST', '/api/prospect/v1/prospect', { name: `Satu ${n}`, phone: `0813${String(n).padStart(8, '0')}`, address: `Jl. Uji No. ${n}`, kota: 'Bandung', status: 'Low', source: 'pameran' });
  }
  return (performance.now() - started) / 1000;
}

/**
 * The rows the import writes, byte for byte (its own CSV writer, its columns, its batch reference),
 * straight into prospect with one COPY, in a fresh database of the same kind with a batch row for
 * them to point at. `foreignKey: false` drops the foreign key from id_import first, for reference
 * only: it is checked for every row, and the import's rows must pass it.
 */
async function plainCopy(kind: string, { foreignKey }: { foreignKey: boolean }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sf-bench-copy-'));
  const postgres = kind === 'postgres' ? await freshPostgres(PG_URL, 'sf_bench_import') : null;
  const handle = await openDatabase(postgres ? { url: postgres.url } : { dataDir });
  try {
    const ids = await benchCompany(handle);
    const [batch] = await handle.query<{ id: number }>(
      `insert into import_batch (id_company, status, file, file_name, file_kind, file_bytes, headers) values ($1, 'running', 'bench', 'prospek.csv', 'csv', 0, '[]') returning id`,
      [ids.company],
    );
    const rows: JudgedRow[] = [];
    for (let n = 0; n < ROWS; n += 1) rows.push({ row: n + 2, cells: [], verdict: 'ok', prospect: importedProspect(n, ids.products), warning: null });
    const csv = prospectCsv(rows, { id_company: ids.company, id_user: null, id_group: null, id_import: batch.id });
    if (!foreignKey) await handle.query('alter table prospect drop constraint prospect_id_import_import_batch_id_fk');
    const started = performance.now();
    await handle.copyCsv('prospect', PROSPECT_COLUMNS, csv);
    return (performance.now() - started) / 1000;
  } finally {
    await handle.close();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const kind of args.backends.split(',')) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sf-bench-import-'));
  const postgres = kind === 'postgres' ? await freshPostgres(PG_URL, 'sf_bench_import').catch(() => null) : null;
  if (kind === 'postgres' && !postgres) {
    results.push({ label: `${kind}: every run`, rows: ROWS, seconds: null, note: 'no answer (PostgreSQL unreachable)' });
    continue;
  }
  const env = { DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
  // The first start creates the database (PGlite's own peak is there); the import runs in a second,
  // fresh process on it, whose peak is then the import's.
  const first = await startServer(env);
  const token = await companyThroughApi(first.base);
  const creationRss = first.peakRssMb();
  await first.stop();
  const server = await startServer(env);
  try {
    const idleRss = server.peakRssMb();
    const importSeconds = await apiImport(server.base, token).catch((error: Error) => (console.error(error.message), null));
    const rss = server.peakRssMb();
    results.push({ label: `${kind}: API import`, rows: ROWS, seconds: importSeconds, note: `server peak RSS ${rss.toFixed(0)} MB (${idleRss.toFixed(0)} MB before the import; ${creationRss.toFixed(0)} MB in the process that created the database)` });
    const sample = await perRow(server.base, token).catch((error: Error) => (console.error(error.message), null));
    results.push({
      label: `${kind}: one POST per row`,
      rows: ROWS,
      seconds: sample === null ? null : (sample / PER_ROW_SAMPLE) * ROWS,
      note: `${PER_ROW_SAMPLE} rows sent, extrapolated to ${ROWS}`,
    });
  } finally {
    await server.stop();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  for (const foreignKey of [true, false]) {
    const copySeconds = await plainCopy(kind, { foreignKey }).catch((error: Error) => (console.error(error.message), null));
    results.push({ label: `${kind}: plain COPY${foreignKey ? '' : ', no foreign key on id_import'}`, rows: ROWS, seconds: copySeconds });
  }
}

console.log(`\n${ROWS} rows\n`);
console.log('| run | seconds | rows/s | note |\n|---|---|---|---|');
for (const f of results) {
  const perSecond = rate(f);
  console.log(`| ${f.label} | ${f.seconds === null ? 'no answer' : f.seconds.toFixed(2)} | ${perSecond === null ? 'no answer' : Math.round(perSecond)} | ${f.note ?? ''} |`);
}
for (const kind of args.backends.split(',')) {
  const of = (suffix: string) => results.find((f) => f.label === `${kind}: ${suffix}`);
  const imported = of('API import');
  const copy = of('plain COPY');
  const unchecked = of('plain COPY, no foreign key on id_import');
  const single = of('one POST per row');
  const ratio = (a?: Figures, b?: Figures) => {
    const x = a && rate(a);
    const y = b && rate(b);
    return x && y ? (x / y).toFixed(2) : 'no answer';
  };
  console.log(
    `${kind}: import / COPY = ${ratio(imported, copy)} (target ≥ 0.75; ${ratio(imported, unchecked)} against COPY without the foreign key); import / per-row = ${ratio(imported, single)} (target ≥ 100)`,
  );
}
