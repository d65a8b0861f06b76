/**
 * Lighthouse 12's mobile performance audit (its defaults: a Moto G Power's screen, a simulated
 * 150 ms round trip at 1.6 Mbps and a CPU 4× slower, cold cache) of /login, /dashboard and
 * /prospect, against the real server with the demo dealer, signed in for the last two. The peer,
 * turn about in the same run: another commit (default `main`), built and served the same way.
 *
 *   node --import tsx bench/lighthouse.ts [--runs 3] [--peer main]
 *
 * Lighthouse is not one of the project's packages (CI would install it for nothing): the script
 * runs 12.2.3, the last that runs on Node 20, through `npx`, against a Chromium it signed in.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { freePort } from '../tests/e2e/appServer';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/e2e/chromium';
import { loadLine, median, turnAbout } from './peer';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' }, peer: { type: 'string', default: 'main' } } });
const RUNS = Number(args.runs);
const ADMIN = { email: 'admin@majumotor.co.id', password: 'bench-rahasia-1' };
const LIGHTHOUSE = 'lighthouse@12.2.3';
const PAGES = ['/login', '/dashboard', '/prospect'] as const;
const TARGET = 90;

type Audit = { score: number; lcpMs: number; tbtMs: number };

/** Lighthouse's performance audit of `url` in the Chromium listening on `port`. */
function audit(url: string, port: number): Audit {
  const json = execFileSync(
    'npx',
    ['--yes', LIGHTHOUSE, url, `--port=${port}`, '--only-categories=performance', '--output=json', '--output-path=stdout', '--quiet'],
    { maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
  );
  const report = JSON.parse(json) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
  };
}

/**
 * Audits each page once in a browser of its own. Lighthouse clears the cache and the service
 * workers before each page but keeps the cookies, so the administrator signed in first stays
 * signed in for /dashboard and /prospect.
 */
async function oneRun(baseUrl: string): Promise<Record<(typeof PAGES)[number], Audit>> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'sf-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Kata sandi', exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL('**/dashboard');
    const login = await (async () => {
      // The login page is audited signed out, as a first visit sees it.
      const cookies = await browser.cookies();
      await browser.clearCookies();
      const result = audit(`${baseUrl}/login`, port);
      await browser.addCookies(cookies);
      return result;
    })();
    return { '/login': login, '/dashboard': audit(`${baseUrl}/dashboard`, port), '/prospect': audit(`${baseUrl}/prospect`, port) };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

if (!existsSync(CHROMIUM)) throw new Error(`Chromium is needed at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH).`);
const apps = await turnAbout(args.peer, ADMIN, RUNS, oneRun, (run) =>
  PAGES.map((page) => `${page} ${run[page].score} (LCP ${run[page].lcpMs} ms, TBT ${run[page].tbtMs} ms)`).join(', '),
);

console.log(`\n${loadLine()} (Lighthouse simulates the phone from what it measures here: compare on an idle machine)`);
console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile, performance; medians:`);
for (const app of apps) {
  if (app.runs.length === 0) {
    console.log(`${app.label}: no answer`);
    continue;
  }
  console.log(`${app.label} (${app.runs.length} runs):`);
  for (const page of PAGES) {
    const score = median(app.runs.map((run) => run[page].score));
    const lcp = median(app.runs.map((run) => run[page].lcpMs));
    const tbt = median(app.runs.map((run) => run[page].tbtMs));
    console.log(`  ${page}: ${score} (largest paint ${lcp} ms, blocked ${tbt} ms) — target ≥ ${TARGET} ${score >= TARGET ? 'met' : 'NOT met'}`);
  }
}
