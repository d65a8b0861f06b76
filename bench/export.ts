/**
 * Export Data: N prospects to CSV through the real export job (POST, the job on the queue, the file
 * in the store), against PostgreSQL's own `COPY (select …) TO STDOUT` of the same rows, in the same
 * run on the same database. Prints rows per second of both and the process's RSS while exporting.
 *
 *   node --import tsx bench/export.ts [--rows 1000000] [--formats csv,xlsx]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { ADMIN, benchCompany, loadProspects, openBenchDatabase } from './dataset';

const { values: args } = parseArgs({
  options: { rows: { type: 'string', default: '1000000' }, formats: { type: 'string', default: 'csv' } },
});
const ROWS = Number(args.rows);
const FORMATS = args.formats.split(',') as ('csv' | 'xlsx')[];
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MB = 1024 * 1024;

/** The same rows and names the export writes, ordered the same way, as PostgreSQL itself writes CSV. */
const copyQuery = (id_company: number) => `copy (
  select p.id, p.created_at, p.name, p.phone, p.whatsapp, p.address, p.kelurahan, p.kecamatan, p.kota, p.provinsi,
         p.source, pr.name, p.payment, p.leasing, p.down_payment, p.tenor, p.status, p.next_follow_up, o.name, g.name, p.notes
    from prospect p
    left join app_user o on o.id = p.id_user
    left join user_group g on g.id = p.id_group
    left join product pr on pr.id = p.id_product
   where p.id_company = ${id_company}
   order by p.id
) to stdout with (format csv, header)`;

type Run = { label: string; rows: number; seconds: number; rssStartMb?: number; rssPeakMb?: number; rssAtQuartersMb?: number[] };

/** COPY TO STDOUT into a sink that only counts lines: the database's own rate, nothing kept. */
async function copyPeer(databaseUrl: string, id_company: number): Promise<Run> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let lines = 0;
    const started = performance.now();
    await pipeline(
      client.query(copyTo(copyQuery(id_company))),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
          done();
        },
      }),
    );
    return { label: 'PostgreSQL COPY … TO STDOUT (csv)', rows: Math.max(lines - 1, 0), seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    console.error('COPY failed:', error);
    return { label: 'PostgreSQL COPY … TO STDOUT (csv)', rows: 0, seconds: 0 };
  } finally {
    await client.end();
  }
}

const rssMb = () => Math.round(process.memoryUsage().rss / MB);

const handle = await openBenchDatabase('postgres', SERVER_URL);
const databaseUrl = (await handle.query<{ db: string }>('select current_database() as db'))[0].db;
const dataDir = mkdtempSync(path.join(tmpdir(), 'sf-bench-export-'));
const runs: Run[] = [];
try {
  console.log(`loading ${ROWS.toLocaleString('id-ID')} prospects through COPY…`);
  const ids = await benchCompany(handle);
  await loadProspects(handle, ids, ROWS, Date.now());
  const url = new URL(SERVER_URL);
  url.pathname = `/${databaseUrl}`;

  const app = await buildApp({ config: { ...readConfig({}), dataDir, logLevel: 'silent' }, database: handle, logger: false, distDir: dataDir });
  await app.ready();
  const headers = { 'x-app-key': 'sf-web' };
  const login = await app.inject({ method: 'POST', url: '/api/user/v1/auth/login', headers, payload: ADMIN });
  const auth = { ...headers, authorization: `Bearer ${login.json().data[0].token}` };

  for (const format of FORMATS) {
    // The database's own rate first, then ours, on the same warm cache.
    runs.push(await copyPeer(url.toString(), ids.company));
    const rssStartMb = rssMb();
    let rssPeakMb = rssStartMb;
    const rssAtQuartersMb: number[] = [];
    const started = performance.now();
    const created = await app.inject({ method: 'POST', url: '/api/prospect/v1/export', headers: auth, payload: { kind: 'prospect', format } });
    const id = created.json().id as number;
    let record: { status: string; rows_done: number; rows_total: number | null; error: string | null };
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rssPeakMb = Math.max(rssPeakMb, rssMb());
      record = (await app.inject({ method: 'GET', url: `/api/prospect/v1/export/${id}`, headers: auth })).json();
      if (record.rows_total && record.rows_done >= ((rssAtQuartersMb.length + 1) * record.rows_total) / 4) rssAtQuartersMb.push(rssMb());
    } while (record.status === 'queued' || record.status === 'running');
    const seconds = (performance.now() - started) / 1000;
    if (record.status !== 'done') console.error(`export ${format} ended ${record.status}: ${record.error}`);
    runs.push({ label: `export job (${format}), POST to done`, rows: record.status === 'done' ? record.rows_done : 0, seconds, rssStartMb, rssPeakMb, rssAtQuartersMb });
  }
  await app.close();
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const rate = (run: Run) => (run.seconds > 0 ? Math.round(run.rows / run.seconds) : 0);
console.log(`\nrows=${ROWS}`);
console.table(
  runs.map((run) => ({
    run: run.label,
    rows: run.rows,
    seconds: run.seconds.toFixed(2),
    'rows/s': rate(run),
    'RSS start MB': run.rssStartMb ?? '',
    'RSS peak MB': run.rssPeakMb ?? '',
    'RSS at 25/50/75/100 % MB': run.rssAtQuartersMb?.join(' / ') ?? '',
  })),
);
for (let i = 0; i + 1 < runs.length; i += 2) {
  const [peer, ours] = [runs[i], runs[i + 1]];
  // A peer that answered nothing gets no ratio: a rate over zero says nothing.
  const ratio = rate(peer) > 0 ? `${(rate(ours) / rate(peer)).toFixed(2)}×` : 'no answer';
  console.log(`${ours.label}: ${rate(ours)} rows/s, ${ratio} of COPY`);
}
