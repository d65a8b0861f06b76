/**
 * The first visit of a salesperson on a phone on a mobile network, in Chromium with Lighthouse's
 * mobile profile (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4× slower) and a cold cache,
 * against the real server with the demo dealer: how long until the login form can be used, the
 * dashboard's first figure after pressing 'Masuk', and the prospect list's rows after opening it.
 * The peer, in the same run and turn about: the same steps against another commit (default
 * `main`), exported to a temporary directory, built and served the same way.
 *
 *   node --import tsx bench/mobile-load.ts [--runs 3] [--peer main]
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type CDPSession } from 'playwright-core';
import { startAppServer } from '../tests/e2e/appServer';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/e2e/chromium';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' }, peer: { type: 'string', default: 'main' } } });
const RUNS = Number(args.runs);
const root = path.resolve(import.meta.dirname, '..');
const ADMIN = { email: 'admin@majumotor.co.id', password: 'bench-rahasia-1' };
/** Lighthouse's mobile profile, applied by DevTools throttling. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
/** Long enough for a throttled first visit; a step that takes longer is reported as failed. */
const STEP_TIMEOUT_MS = 60_000;

type Step = { ms: number; bytes: number };
type Run = { login: Step; dashboard: Step; prospects: Step };

/** The live stream stays open for good: it never makes the network busy. */
const LONG_LIVED = /\/notifikasi\/stream/;
const QUIET_MS = 500;

/**
 * Bytes received over the wire (headers and encoded bodies) since the last `take()`, and a wait
 * until no request is in flight for QUIET_MS (Playwright's 'networkidle' counts only the first
 * page load, not what a client-side navigation fetches).
 */
function networkWatch(cdp: CDPSession) {
  let bytes = 0;
  const inFlight = new Set<string>();
  let lastChange = performance.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!LONG_LIVED.test(event.request.url)) inFlight.add(event.requestId);
    lastChange = performance.now();
  });
  const done = (requestId: string) => {
    if (inFlight.delete(requestId)) lastChange = performance.now();
  };
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    done(event.requestId);
  });
  cdp.on('Network.loadingFailed', (event) => done(event.requestId));
  return {
    take() {
      const taken = bytes;
      bytes = 0;
      return taken;
    },
    async quiet() {
      const deadline = performance.now() + STEP_TIMEOUT_MS;
      while ((inFlight.size > 0 || performance.now() - lastChange < QUIET_MS) && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

type Watch = ReturnType<typeof networkWatch>;

/**
 * Times one step from `action` until `ready`, then lets the network go quiet, as it does while a
 * person types their password or reads the dashboard: what the step prefetched counts to it.
 */
async function timed(watch: Watch, action: () => Promise<unknown>, ready: () => Promise<unknown>): Promise<Step> {
  watch.take();
  const started = performance.now();
  await action();
  await ready();
  const ms = Math.round(performance.now() - started);
  await watch.quiet();
  return { ms, bytes: watch.take() };
}

async function oneRun(baseUrl: string): Promise<Run> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    // A new context has an empty cache and no cookies: a first visit.
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: 'id-ID' });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const watch = networkWatch(cdp);

    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    const password = page.getByRole('textbox', { name: 'Kata sandi', exact: true });
    const submit = page.getByRole('button', { name: 'Masuk' });
    const login = await timed(watch, () => page.goto('/login', { waitUntil: 'commit' }), async () => {
      // Usable: React has mounted the form, the inputs are editable and the button enabled.
      await submit.waitFor({ state: 'visible' });
      if (!(await email.isEditable()) || !(await password.isEditable()) || !(await submit.isEnabled())) {
        throw new Error('the login form is shown but cannot be used');
      }
    });
    await email.fill(ADMIN.email);
    await password.fill(ADMIN.password);

    const firstFigure = page.getByRole('link', { name: /^Total prospek\s*[\d.]+$/ });
    const dashboard = await timed(watch, () => submit.click(), () => firstFigure.waitFor({ state: 'visible' }));

    // On a phone the list is react-admin's SimpleList: one link per prospect, to its show page.
    const firstRow = page.locator('main a[href^="/prospect/"][href$="/show"]').first();
    const prospects = await timed(
      watch,
      () => page.getByRole('link', { name: 'Prospek', exact: true }).click(),
      () => firstRow.waitFor({ state: 'visible' }),
    );
    return { login, dashboard, prospects };
  } finally {
    await browser.close();
  }
}

/** Builds the client of `dir` unless its build is current (scripts/ensure-build.mjs). */
function ensureBuild(dir: string) {
  const built = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: dir, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`the client build in ${dir} failed`);
}

/** The peer commit's files in a temporary directory, with this checkout's node_modules. */
function exportPeer(ref: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'sf-bench-peer-'));
  execSync(`git archive ${ref} | tar -x -C ${dir}`, { cwd: root });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  ensureBuild(dir);
  return dir;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
const describeRun = (run: Run) =>
  `login form usable ${run.login.ms} ms (${kb(run.login.bytes)}), dashboard figure ${run.dashboard.ms} ms ` +
  `after 'Masuk' (${kb(run.dashboard.bytes)}), prospect rows ${run.prospects.ms} ms after opening (${kb(run.prospects.bytes)})`;

if (!existsSync(CHROMIUM)) throw new Error(`Chromium is needed at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH).`);
ensureBuild(root);
const peerDir = exportPeer(args.peer);
const apps = [
  { label: 'this checkout', server: await startAppServer(ADMIN), runs: [] as Run[] },
  { label: `peer ${args.peer}`, server: await startAppServer(ADMIN, peerDir), runs: [] as Run[] },
];
try {
  for (let n = 1; n <= RUNS; n += 1) {
    for (const app of apps) {
      const run = await oneRun(app.server.baseUrl).catch((error: unknown) => {
        console.log(`run ${n}, ${app.label}: no answer (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
        return undefined;
      });
      if (!run) continue;
      app.runs.push(run);
      console.log(`run ${n}, ${app.label}: ${describeRun(run)}`);
    }
  }
} finally {
  for (const app of apps) await app.server.stop();
  rmSync(peerDir, { recursive: true, force: true });
}

const TARGETS = { login: 2500, dashboard: 2000, prospects: 2000 } as const;
const LABELS = { login: 'login form usable (from navigation)', dashboard: 'dashboard first figure (from pressing Masuk)', prospects: 'prospect rows (from opening the list)' };
console.log(`\nload average ${loadavg().map((n) => n.toFixed(1)).join(' ')} on ${cpus().length} cores (the figures are CPU-bound: compare on an idle machine)`);
console.log(`150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU ${CPU_SLOWDOWN}× slower, cold cache; medians:`);
for (const app of apps) {
  if (app.runs.length === 0) {
    console.log(`${app.label}: no answer`);
    continue;
  }
  console.log(`${app.label} (${app.runs.length} runs):`);
  for (const step of ['login', 'dashboard', 'prospects'] as const) {
    const ms = median(app.runs.map((run) => run[step].ms));
    const bytes = median(app.runs.map((run) => run[step].bytes));
    console.log(`  ${LABELS[step]}: ${ms} ms, ${kb(bytes)} transferred — target ≤ ${TARGETS[step]} ms ${ms <= TARGETS[step] ? 'met' : 'NOT met'}`);
  }
  console.log(`  all three steps: ${kb(median(app.runs.map((run) => run.login.bytes + run.dashboard.bytes + run.prospects.bytes)))} transferred`);
}
