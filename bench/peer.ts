import { execSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startAppServer } from '../tests/e2e/appServer';

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
