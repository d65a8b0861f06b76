/**
 * Laporan's figures over a big dealer on PostgreSQL: --prospects prospects (default 1,000,000)
 * over the last 92 days (dataset.ts), or evenly over --spread-days days, three follow-ups each, one
 * month's report for the Administrator; p50/p95
 * of each figure's query over --runs runs after one warm-up run. The peer is the commit --peer
 * (default main): the database is created by its migrations and measured with its figures, then
 * migrated on by this checkout (its new indexes built on the loaded rows), vacuumed as autovacuum
 * would after the migration's writes, and measured with this checkout's; both must answer the same
 * figures.
 *
 *   node --import tsx bench/reports.ts [--prospects 1000000] [--spread-days 730] [--runs 20] [--peer main] [postgres://postgres@127.0.0.1:5432/postgres]
 */
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { REPORT_FIGURES, type ReportFigure } from '../domain/reports';
import type { Database } from '../server/db/connection';
import type { ReportScope } from '../server/modules/reports/reportScope';
import type { Member } from '../server/plugins/session';
import { loadLine, peerThenThisCheckout, root } from './peer';

const { values: args, positionals } = parseArgs({
  options: {
    prospects: { type: 'string', default: '1000000' },
    'spread-days': { type: 'string' },
    runs: { type: 'string', default: '20' },
    peer: { type: 'string', default: 'main' },
  },
  allowPositionals: true,
});
const serverUrl = positionals[0] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PROSPECTS = Number(args.prospects);
const RUNS = Number(args.runs);
const SPREAD_DAYS = args['spread-days'] === undefined ? undefined : Number(args['spread-days']);

/** Where each figure's counter lives in server/modules/reports/, in this checkout and the peer alike. */
const COUNTERS: Record<ReportFigure, [module: string, name: string]> = {
  funnel: ['funnel', 'funnelFigure'],
  sources: ['funnel', 'sourcesFigure'],
  speed: ['speedToLead', 'speedFigure'],
  targets: ['targetsFigure', 'targetsFigure'],
  lost: ['lostReasons', 'lostFigure'],
  discipline: ['discipline', 'disciplineFigure'],
  leasing: ['leasingFigures', 'leasingFigure'],
  credit: ['leasingFigures', 'creditFigure'],
};
type Counter = (db: Database, scope: ReportScope) => Promise<unknown>;
type ScopeOf = (db: Database, member: Member, query: { from: string; to: string }) => Promise<ReportScope>;

/** The report's scope and every figure's counter, as the checkout in `dir` builds them. */
async function reportsOf(dir: string) {
  const modules = `${dir}/server/modules/reports`;
  const { reportScopeOf } = (await import(`${modules}/reportScope.ts`)) as { reportScopeOf: ScopeOf };
  const counters = {} as Record<ReportFigure, Counter>;
  for (const figure of REPORT_FIGURES) {
    const [module, name] = COUNTERS[figure];
    counters[figure] = ((await import(`${modules}/${module}.ts`)) as Record<string, Counter>)[name];
  }
  return { reportScopeOf, counters };
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

/** Each figure's answer and its p50/p95 over RUNS timed runs after one warm-up. */
async function measure(db: Database, { reportScopeOf, counters }: Awaited<ReturnType<typeof reportsOf>>, member: Member, month: string) {
  const scope = await reportScopeOf(db, member, { from: `${month}-01`, to: `${month}-28` });
  const results = {} as Record<ReportFigure, { answer: unknown; p50: number; p95: number }>;
  for (const figure of REPORT_FIGURES) {
    const answer = await counters[figure](db, scope);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      await counters[figure](db, scope);
      times.push(performance.now() - start);
    }
    results[figure] = { answer, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
    console.log(`  ${figure.padEnd(10)} p50 ${results[figure].p50.toFixed(1)} ms  p95 ${results[figure].p95.toFixed(1)} ms  (${loadLine()})`);
  }
  return results;
}

/** What the peer's run found, for this checkout's to compare with. */
let member: Member;
let month: string;
let before: Awaited<ReturnType<typeof measure>>;

await peerThenThisCheckout(
  args.peer,
  serverUrl,
  { prospects: PROSPECTS, spreadDays: SPREAD_DAYS },
  {
    async peer(handle, peerDir, { ids, now }) {
      const [admin] = await handle.query<Member>(
        `select u.id, u.id_company, u.id_role, u.id_group, u.name, u.email, r.name as role_name, c.time_zone
           from app_user u join role r on r.id = u.id_role join company c on c.id = u.id_company
          where r.name = 'Administrator' and u.id_company = $1`,
        [ids.company],
      );
      member = { ...admin, permissions: [], integration: null };
      month = new Date(now - 40 * 24 * 3600_000).toISOString().slice(0, 7);
      const [{ n }] = await handle.query<{ n: number }>(
        `select count(*)::int as n from prospect where created_at >= $1::date and created_at < $1::date + 28`,
        [`${month}-01`],
      );
      console.log(`the month reported (${month}, the 1st to the 28th) holds ${n} prospects`);
      console.log(`peer ${args.peer}, on its own migrations, the report of ${month}:`);
      before = await measure(handle.db, await reportsOf(peerDir), member, month);
    },
    async current(handle) {
      console.log(`this checkout (${root}), the report of ${month}:`);
      const after = await measure(handle.db, await reportsOf(root), member, month);
      const differing = REPORT_FIGURES.filter((figure) => !isDeepStrictEqual(before[figure].answer, after[figure].answer));
      console.log(differing.length === 0 ? 'both answer the same figures' : `DIFFERENT answers: ${differing.join(', ')}`);
    },
  },
);
