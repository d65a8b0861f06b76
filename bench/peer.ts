import { execSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../server/db/connection';
import { startAppServer } from '../tests/e2e/appServer';
import { benchCompany, loadProspects, openBenchDatabase, type Spread } from './dataset';

export const root = path.resolve(import.meta.dirname, '..');

/** Builds the client of `dir` unless its build is current (scripts/ensure-build.mjs). */
export function ensureBuild(dir: string) {
  const built = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: dir, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`the client build in ${dir} failed`);
}

/** The peer commit's files in a temporary directory, with this checkout's node_modules; the caller removes it. */
export function archivePeer(ref: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'sf-bench-peer-'));
  execSync(`git archive ${ref} | tar -x -C ${dir}`, { cwd: root });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** The peer commit's files as `archivePeer` lays them, with the client built. */
export function exportPeer(ref: string) {
  const dir = archivePeer(ref);
  ensureBuild(dir);
  return dir;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export type Compared<Run> = { label: string; runs: Run[] };

/**
 * This checkout and the peer commit `peerRef`, each built and served on the demo dealer with
 * `admin`, measured `runs` times turn about by `oneRun`; a run that fails is said ("no answer")
 * and left out. Prints each run through `describe`.
 */
export async function turnAbout<Run>(
  peerRef: string,
  admin: { email: string; password: string },
  runs: number,
  oneRun: (baseUrl: string) => Promise<Run>,
  describe: (run: Run) => string,
): Promise<Compared<Run>[]> {
  ensureBuild(root);
  const peerDir = exportPeer(peerRef);
  const apps = [
    { label: 'this checkout', server: await startAppServer(admin), runs: [] as Run[] },
    { label: `peer ${peerRef}`, server: await startAppServer(admin, { root: peerDir }), runs: [] as Run[] },
  ];
  try {
    for (let n = 1; n <= runs; n += 1) {
      for (const app of apps) {
        const run = await oneRun(app.server.baseUrl).catch((error: unknown) => {
          console.log(`run ${n}, ${app.label}: no answer (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
          return undefined;
        });
        if (run === undefined) continue;
        app.runs.push(run);
        console.log(`run ${n}, ${app.label}: ${describe(run)}`);
      }
    }
  } finally {
    for (const app of apps) await app.server.stop();
    rmSync(peerDir, { recursive: true, force: true });
  }
  return apps.map(({ label, runs: measured }) => ({ label, runs: measured }));
}

/** The machine's load, which every figure of a run depends on. */
export const loadLine = () => `load average ${loadavg().map((n) => n.toFixed(1)).join(' ')} on ${cpus().length} cores`;

/** Each app's summary under its label, or "no answer" for one that answered no run. */
export function printEach<Run>(apps: Compared<Run>[], summary: (runs: Run[]) => string[]) {
  for (const app of apps) {
    if (app.runs.length === 0) {
      console.log(`${app.label}: no answer`);
      continue;
    }
    console.log(`${app.label} (${app.runs.length} runs):`);
    for (const line of summary(app.runs)) console.log(`  ${line}`);
  }
}

type Seeded = { ids: Awaited<ReturnType<typeof benchCompany>>; now: number };

/**
 * The big dealer of reports.ts and dashboard.ts on the PostgreSQL server: a database made by the
 * peer commit's migrations, `prospects` prospects (dataset.ts, optionally spread over days) with
 * three follow-ups each (4 minutes, 3 hours and 2 days after the prospect came in, by its owner)
 * and what `seed` adds; measured by `peer` with the peer's code (in `peerDir`), then migrated on by
 * this checkout, vacuumed as autovacuum would after those writes, and measured by `current`. The
 * database and the peer's files are removed afterwards.
 */
export async function peerThenThisCheckout(
  ref: string,
  serverUrl: string,
  data: { prospects: number; spreadDays?: Spread['days']; seed?: (handle: DatabaseHandle, seeded: Seeded) => Promise<void> },
  measure: { peer: (handle: DatabaseHandle, peerDir: string, seeded: Seeded) => Promise<void>; current: (handle: DatabaseHandle, seeded: Seeded) => Promise<void> },
) {
  const peerDir = archivePeer(ref);
  try {
    const { openDatabase: openPeerDatabase } = (await import(`${peerDir}/server/db/connection.ts`)) as { openDatabase: typeof openDatabase };
    const handle = await openBenchDatabase('postgres', serverUrl, openPeerDatabase);
    try {
      const seeding = performance.now();
      const seeded = { ids: await benchCompany(handle), now: Date.now() };
      await loadProspects(handle, seeded.ids, data.prospects, seeded.now, data.spreadDays);
      await handle.query(
        `insert into follow_up (id_company, id_prospect, id_user, method, done_at, status, created_at)
         select p.id_company, p.id, p.id_user, 'telepon', p.created_at + d.after, 'approved', p.created_at + d.after
           from prospect p cross join (values (interval '4 minutes'), (interval '3 hours'), (interval '2 days')) d(after)`,
      );
      await data.seed?.(handle, seeded);
      await handle.query('vacuum analyze');
      console.log(`seeded ${data.prospects} prospects, ${data.prospects * 3} follow-ups in ${((performance.now() - seeding) / 1000).toFixed(0)} s; ${loadLine()}`);
      await measure.peer(handle, peerDir, seeded);
      const migrating = performance.now();
      const current = await openDatabase({ url: handle.url as string });
      try {
        console.log(`this checkout's migrations on the loaded rows: ${((performance.now() - migrating) / 1000).toFixed(1)} s`);
        await current.query('vacuum analyze');
        await measure.current(current, seeded);
      } finally {
        await current.close();
      }
    } finally {
      await handle.close();
    }
  } finally {
    rmSync(peerDir, { recursive: true, force: true });
  }
}
