/**
 * Laporan's figures over a big dealer on PostgreSQL: BENCH_PROSPECTS prospects (default 1,000,000)
 * spread over two years, three follow-ups each, one month's report for the Administrator; p50/p95
 * of each figure's query over BENCH_RUNS runs. No peer: the figures are new.
 *
 *   BENCH_PROSPECTS=200000 npx tsx bench/reports.ts [postgres://postgres@127.0.0.1:5432/postgres]
 */
import type { ReportFigure } from '../domain/reports';
import { REPORT_FIGURES } from '../domain/reports';
import { disciplineFigure } from '../server/modules/reports/discipline';
import { funnelFigure, sourcesFigure } from '../server/modules/reports/funnel';
import { lostFigure } from '../server/modules/reports/lostReasons';
import { reportScopeOf } from '../server/modules/reports/reportScope';
import { speedFigure } from '../server/modules/reports/speedToLead';
import { targetsFigure } from '../server/modules/reports/targetsFigure';
import type { Member } from '../server/plugins/session';
import { benchCompany, loadProspects, openBenchDatabase } from './dataset';
import { loadLine } from './peer';

const serverUrl = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PROSPECTS = Number(process.env.BENCH_PROSPECTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const FIGURES = { funnel: funnelFigure, sources: sourcesFigure, speed: speedFigure, targets: targetsFigure, lost: lostFigure, discipline: disciplineFigure };

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

const handle = await openBenchDatabase('postgres', serverUrl);
try {
  const seeding = performance.now();
  const ids = await benchCompany(handle);
  const now = Date.now();
  await loadProspects(handle, ids, PROSPECTS, now);
  // Three follow-ups a prospect: 4 minutes, 3 hours and 2 days after it came in, by its owner.
  await handle.query(
    `insert into follow_up (id_company, id_prospect, id_user, method, done_at, status, created_at)
     select p.id_company, p.id, p.id_user, 'telepon', p.created_at + d.after, 'approved', p.created_at + d.after
       from prospect p cross join (values (interval '4 minutes'), (interval '3 hours'), (interval '2 days')) d(after)`,
  );
  await handle.query('analyze');
  console.log(`seeded ${PROSPECTS} prospects, ${PROSPECTS * 3} follow-ups in ${((performance.now() - seeding) / 1000).toFixed(0)} s; ${loadLine()}`);

  const [admin] = await handle.query<Member>(
    `select u.id, u.id_company, u.id_role, u.id_group, u.name, u.email, r.name as role_name from app_user u join role r on r.id = u.id_role where r.name = 'Administrator' and u.id_company = $1`,
    [ids.company],
  );
  const member: Member = { ...admin, permissions: [], integration: null };
  const month = new Date(now - 40 * 24 * 3600_000).toISOString().slice(0, 7);
  const scope = await reportScopeOf(handle.db, member, { from: `${month}-01`, to: `${month}-28` });
  for (const figure of REPORT_FIGURES as readonly ReportFigure[]) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      await FIGURES[figure](handle.db, scope);
      times.push(performance.now() - start);
    }
    console.log(`${figure.padEnd(10)} p50 ${percentile(times, 0.5).toFixed(1)} ms  p95 ${percentile(times, 0.95).toFixed(1)} ms`);
  }
} finally {
  await handle.close();
}
