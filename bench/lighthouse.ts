/**
 * Lighthouse 12's mobile performance audit (its defaults: a Moto G Power's screen, a simulated
 * 150 ms round trip at 1.6 Mbps and a CPU 4× slower, cold cache) of /login, /dashboard and
 * /prospect, against the real server with the demo dealer, signed in for the last two. The peer,
 * turn about in the same run: another commit (default `main`), built and served the same way.
 *
 *   node --import tsx bench/lighthouse.ts [--runs 3] [--peer main]
 *
 * Lighthouse is not one of the project's packages (CI would install it for nothing): the script
 * runs 12.2.3, the last that runs on Node 20, through `npx`; it launches Debian's Chromium itself
 * (CHROME_PATH), on a profile the script signed in for the pages behind the login.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/e2e/chromium';
import { loadLine, median, printEach, turnAbout } from './peer';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' }, peer: { type: 'string', default: 'main' } } });
const RUNS = Number(args.runs);
const ADMIN = { email: 'admin@majumotor.co.id', password: 'bench-rahasia-1' };
const LIGHTHOUSE = 'lighthouse@12.2.3';
const PAGES = ['/login', '/dashboard', '/prospect'] as const;
const TARGET = 90;

type Audit = { score: number; fcpMs: number; lcpMs: number; tbtMs: number; speedIndexMs: number };

/**
 * Lighthouse's performance audit of `url`, in a Chromium it launches on `profile` (a new one when
 * none): it clears the cache and the service workers before the page, not the cookies.
 */
function audit(url: string, profile?: string): Audit {
  const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', ...(profile ? [`--user-data-dir=${profile}`] : [])];
  const json = execFileSync(
    'npx',
    ['--yes', LIGHTHOUSE, url, '--only-categories=performance', '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${flags.join(' ')}`],
    { maxBuffer: 64 * 1024 * 1024, encoding: 'utf8', env: { ...process.env, CHROME_PATH: CHROMIUM } },
  );
  const report = JSON.parse(json) as {
    finalDisplayedUrl: string;
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  if (new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${report.finalDisplayedUrl}`);
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcpMs: Math.round(report.audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
    speedIndexMs: Math.round(report.audits['speed-index'].numericValue),
  };
}

/** A Chromium profile with the administrator signed in (the session's cookies kept on disk). */
async function signedInProfile(baseUrl: string): Promise<string> {
  const profile = mkdtempSync(path.join(tmpdir(), 'sf-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Kata sandi', exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL('**/dashboard');
  } finally {
    await browser.close();
  }
  return profile;
}

/** /login as a first visit sees it, signed out; /dashboard and /prospect signed in. */
async function oneRun(baseUrl: string): Promise<Record<(typeof PAGES)[number], Audit>> {
  const profile = await signedInProfile(baseUrl);
  try {
    return { '/login': audit(`${baseUrl}/login`), '/dashboard': audit(`${baseUrl}/dashboard`, profile), '/prospect': audit(`${baseUrl}/prospect`, profile) };
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

if (!existsSync(CHROMIUM)) throw new Error(`Chromium is needed at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH).`);
const apps = await turnAbout(args.peer, ADMIN, RUNS, oneRun, (run) =>
  PAGES.map((page) => `${page} ${run[page].score} (FCP ${run[page].fcpMs} ms, LCP ${run[page].lcpMs} ms, TBT ${run[page].tbtMs} ms, SI ${run[page].speedIndexMs} ms)`).join(', '),
);

console.log(`\n${loadLine()} (Lighthouse simulates the phone from what it measures here: compare on an idle machine)`);
console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile, performance; medians:`);
printEach(apps, (runs) =>
  PAGES.map((page) => {
    const score = median(runs.map((run) => run[page].score));
    const [fcp, lcp, tbt, speedIndex] = (['fcpMs', 'lcpMs', 'tbtMs', 'speedIndexMs'] as const).map((metric) => median(runs.map((run) => run[page][metric])));
    return `${page}: ${score} (first paint ${fcp} ms, largest paint ${lcp} ms, blocked ${tbt} ms, speed index ${speedIndex} ms) — target ≥ ${TARGET} ${score >= TARGET ? 'met' : 'NOT met'}`;
  }),
);
