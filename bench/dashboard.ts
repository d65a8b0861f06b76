/**
 * What a sales team opens all day, over a big dealer on PostgreSQL: the dashboard's answers
 * (summary, today, the calendar, the approvals' count), Monitoring User and the month's targets,
 * through the real server, as the administrator, a supervisor and a salesperson. --prospects
 * prospects over the last 92 days (dataset.ts), three follow-ups each, the last week's prospects
 * handed out by one distribution, a target for every salesperson this month. Each call: one
 * warm-up, then p50/p95 over --runs calls one after the other. The peer is the commit --peer
 * (default main): its server on the database its migrations made, then this checkout's on the same
 * rows once its migrations ran (as reports.ts does).
 *
 *   node --import tsx bench/dashboard.ts [--prospects 1000000] [--runs 20] [--peer main] [--calls summary,today,…] [postgres://postgres@127.0.0.1:5432/postgres]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DASHBOARD_CALENDAR, DASHBOARD_SUMMARY, DASHBOARD_TODAY, DISTRIBUTION_PATHS, PENGAJUAN_COUNT, TARGET_PATHS } from '../domain/apiPaths';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import type { DatabaseHandle } from '../server/db/connection';
import { ADMIN, SALESPERSON, SUPERVISOR } from './dataset';
import { loadLine, peerThenThisCheckout, root } from './peer';

const { values: args, positionals } = parseArgs({
  options: {
    prospects: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '20' },
    peer: { type: 'string', default: 'main' },
    calls: { type: 'string' },
  },
  allowPositionals: true,
});
const serverUrl = positionals[0] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PROSPECTS = Number(args.prospects);
const RUNS = Number(args.runs);
const DAY_MS = 24 * 3600_000;

const today = new Date().toISOString().slice(0, 10);
const month = today.slice(0, 7);
const weekAgo = new Date(Date.now() - 6 * DAY_MS).toISOString().slice(0, 10);
/** The calls and who makes them; approvals and Monitoring User are not the salesperson's. */
const CALLS = [
  { name: 'summary', path: () => DASHBOARD_SUMMARY, who: [ADMIN, SUPERVISOR, SALESPERSON] },
  { name: 'today', path: () => DASHBOARD_TODAY, who: [ADMIN, SUPERVISOR, SALESPERSON] },
  { name: 'calendar (a week)', path: () => `${DASHBOARD_CALENDAR}?from=${weekAgo}&to=${today}`, who: [ADMIN, SUPERVISOR, SALESPERSON] },
  { name: 'follow-ups to approve', path: (me: number) => `${PENGAJUAN_COUNT}/followup?id_user=${me}`, who: [ADMIN, SUPERVISOR] },
  { name: 'monitoring (30 days)', path: () => DISTRIBUTION_PATHS.monitoring, who: [ADMIN, SUPERVISOR] },
  { name: 'targets progress', path: () => `${TARGET_PATHS.progress}?month=${month}`, who: [ADMIN, SUPERVISOR, SALESPERSON] },
].filter((call) => !args.calls || args.calls.split(',').some((wanted) => call.name.startsWith(wanted)));
const ROLE = new Map([
  [ADMIN.email, 'administrator'],
  [SUPERVISOR.email, 'supervisor'],
  [SALESPERSON.email, 'salesperson'],
]);

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

type Build = typeof buildApp;
type Figures = Map<string, { p50: number; p95: number; status: number }>;

/** Every call of CALLS through a server of `build` on `database`: one warm-up, then RUNS timed. */
async function measure(build: Build, config: ReturnType<typeof readConfig>, database: DatabaseHandle): Promise<Figures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sf-bench-dash-'));
  const app = await build({ config: { ...config, dataDir, logLevel: 'silent' }, database, logger: false, distDir: dataDir });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const figures: Figures = new Map();
  try {
    for (const who of [ADMIN, SUPERVISOR, SALESPERSON]) {
      const login = await app.inject({ method: 'POST', url: '/api/user/v1/auth/login', headers: { 'x-app-key': 'sf-web' }, payload: who });
      const { id: me, token } = login.json().data[0] as { id: number; token: string };
      const headers = { authorization: `Bearer ${token}`, 'x-app-key': 'sf-web' };
      for (const call of CALLS.filter((c) => c.who.includes(who))) {
        const get = async () => {
          const answer = await fetch(`${base}${call.path(me)}`, { headers });
          await answer.arrayBuffer();
          return answer.status;
        };
        const status = await get();
        const times: number[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const start = performance.now();
          await get();
          times.push(performance.now() - start);
        }
        const label = `${call.name}, ${ROLE.get(who.email)}`;
        figures.set(label, { p50: percentile(times, 0.5), p95: percentile(times, 0.95), status });
        console.log(`  ${label.padEnd(42)} ${status} p50 ${percentile(times, 0.5).toFixed(1)} ms  p95 ${percentile(times, 0.95).toFixed(1)} ms  (${loadLine()})`);
      }
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

let before: Figures;
await peerThenThisCheckout(
  args.peer,
  serverUrl,
  {
    prospects: PROSPECTS,
    async seed(handle, { ids }) {
      // The last week's prospects handed out to their owners by one distribution.
      await handle.query(
        `with batch as (
           insert into distribution_batch (id_company, trigger, method, total)
           select $1, 'manual', 'round_robin', count(*) from prospect where id_company = $1 and created_at >= now() - interval '7 days'
           returning id)
         insert into distribution_item (id_company, id_batch, id_prospect, id_user)
         select $1, batch.id, p.id, p.id_user from prospect p, batch where p.id_company = $1 and p.created_at >= now() - interval '7 days'`,
        [ids.company],
      );
      await handle.query(
        `insert into sales_target (id_company, month, id_user, prospects, follow_ups, visits, orders, deals)
         select $1, $2, id, 1000, 3000, 40, 60, 30 from app_user where id_company = $1 and id_group is not null`,
        [ids.company, month],
      );
    },
  },
  {
    async peer(handle, peerDir) {
      const { buildApp: buildPeer } = (await import(`${peerDir}/server/app.ts`)) as { buildApp: Build };
      const { readConfig: readPeerConfig } = (await import(`${peerDir}/server/config.ts`)) as { readConfig: typeof readConfig };
      console.log(`peer ${args.peer}, on its own migrations:`);
      before = await measure(buildPeer, readPeerConfig({}), handle);
    },
    async current(handle) {
      console.log(`this checkout (${root}):`);
      const after = await measure(buildApp, readConfig({}), handle);
      console.log('\n| call, as | peer p50 / p95 | this p50 / p95 | goal p95 ≤ 200 ms |\n|---|---|---|---|');
      for (const [label, ours] of after) {
        const theirs = before.get(label);
        const peer = theirs && theirs.status === 200 ? `${theirs.p50.toFixed(1)} / ${theirs.p95.toFixed(1)} ms` : 'no answer';
        const ok = ours.status === 200 ? (ours.p95 <= 200 ? 'met' : '**not met**') : `answered ${ours.status}`;
        console.log(`| ${label} | ${peer} | ${ours.p50.toFixed(1)} / ${ours.p95.toFixed(1)} ms | ${ok} |`);
      }
    },
  },
);
