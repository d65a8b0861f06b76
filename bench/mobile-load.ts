/**
 * A salesperson's visits on a phone on a mobile network, in Chromium with Lighthouse's mobile profile
 * (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4× slower), against the real server with the
 * demo dealer: how long until the login form can be typed into and sent on a first visit (cold
 * cache) and on a second (the shell from the service worker), the dashboard's first figure after pressing 'Masuk',
 * the prospect list's rows after opening it in the app, and the same rows from a link opened cold
 * (signed in, nothing cached): first as the server draws them into the page (docs/client.md, "First
 * rows from the server"), then as the app draws them.
 * The peer, in the same run and turn about: the same steps against another commit (default
 * `main`), exported to a temporary directory, built and served the same way.
 *
 *   node --import tsx bench/mobile-load.ts [--runs 3] [--peer main]
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/e2e/chromium';
import { loadLine, median, printEach, turnAbout } from './peer';
import { likeAPhone, PROFILE_LINE } from './phoneProfile';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' }, peer: { type: 'string', default: 'main' } } });
const RUNS = Number(args.runs);
const ADMIN = { email: 'admin@majumotor.co.id', password: 'bench-rahasia-1' };
/** Long enough for a throttled first visit; a step that takes longer is reported as failed. */
const STEP_TIMEOUT_MS = 60_000;

type Step = { ms: number; bytes: number };
const STEPS = ['loginShown', 'login', 'loginAgainShown', 'loginAgain', 'dashboard', 'prospects', 'coldLinkShown', 'coldLink'] as const;
type Run = Record<(typeof STEPS)[number], Step>;

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

/** A page of `context` on the mobile profile, with the watch of its network. */
async function throttledPage(context: BrowserContext) {
  const page = await context.newPage();
  return { page, watch: networkWatch(await likeAPhone(context, page)) };
}

/**
 * The login form, timed from navigating to /login until it can be typed into (`shown`: the inputs
 * are there and editable) and until it can be sent (`step`: React runs the form and the button is
 * enabled). Since /login arrives drawn (docs/client.md), the first comes before the second.
 */
async function loginForm({ page, watch }: Awaited<ReturnType<typeof throttledPage>>) {
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  const password = page.getByRole('textbox', { name: 'Kata sandi', exact: true });
  const submit = page.getByRole('button', { name: 'Masuk' });
  let shownMs = 0;
  const navigated = performance.now();
  const step = await timed(watch, () => page.goto('/login', { waitUntil: 'commit' }), async () => {
    await submit.waitFor({ state: 'visible' });
    if (!(await email.isEditable()) || !(await password.isEditable())) throw new Error('the login form is shown but cannot be typed into');
    shownMs = Math.round(performance.now() - navigated);
    await page.waitForFunction(() => document.querySelector<HTMLButtonElement>('main button[type="submit"]')?.disabled === false);
  });
  return { shown: { ms: shownMs, bytes: step.bytes }, step, email, password, submit };
}

/** On a phone the list is react-admin's SimpleList: one link per prospect, to its show page. */
const firstProspect = (page: Page) => page.locator('#root main a[href^="/prospect/"][href$="/show"]').first();
/** The same link in the rows the server drew into the page's frame. */
const firstDrawnProspect = (page: Page) => page.locator('#app-frame main a[href^="/prospect/"][href$="/show"]').first();

async function oneRun(browser: Browser, baseUrl: string): Promise<Run> {
  // A new context has an empty cache and no cookies: a first visit.
  const phone: BrowserContextOptions = { baseURL: baseUrl, viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: 'id-ID' };
  const context = await browser.newContext(phone);
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const first = await throttledPage(context);
  const { shown: loginShown, step: login, email, password, submit } = await loginForm(first);
  await email.fill(ADMIN.email);
  await password.fill(ADMIN.password);
  const firstFigure = first.page.getByRole('link', { name: /^Total prospek\s*[\d.]+$/ });
  const dashboard = await timed(first.watch, () => submit.click(), () => firstFigure.waitFor({ state: 'visible' }));
  const prospects = await timed(
    first.watch,
    () => first.page.getByRole('link', { name: 'Prospek', exact: true }).click(),
    () => firstProspect(first.page).waitFor({ state: 'visible' }),
  );
  const signedIn = await context.storageState();

  // A second visit after the session ended: the signed-in app installed its service worker, which
  // now serves the shell; the cookies and the stored user are gone.
  await first.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    localStorage.clear();
  });
  await context.clearCookies();
  await first.page.close();
  const { shown: loginAgainShown, step: loginAgain } = await loginForm(await throttledPage(context));
  await context.close();

  // A link to the list opened cold: signed in, nothing cached, no service worker yet.
  const cold = await browser.newContext({ ...phone, storageState: signedIn });
  cold.setDefaultTimeout(STEP_TIMEOUT_MS);
  const linked = await throttledPage(cold);
  let drawnMs = 0;
  const opened = performance.now();
  const coldLink = await timed(linked.watch, () => linked.page.goto('/prospect', { waitUntil: 'commit' }), async () => {
    // A peer without drawn rows shows the app's first.
    await firstDrawnProspect(linked.page).or(firstProspect(linked.page)).first().waitFor({ state: 'visible' });
    drawnMs = Math.round(performance.now() - opened);
    await firstProspect(linked.page).waitFor({ state: 'visible' });
  });
  await cold.close();
  const coldLinkShown = { ms: drawnMs, bytes: coldLink.bytes };
  return { loginShown, login, loginAgainShown, loginAgain, dashboard, prospects, coldLinkShown, coldLink };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
const LABELS: Record<(typeof STEPS)[number], string> = {
  loginShown: 'login form shown, to type into, first visit',
  login: 'login form ready to send, first visit',
  loginAgainShown: 'login form shown, to type into, second visit',
  loginAgain: 'login form ready to send, second visit',
  dashboard: "dashboard's first figure after 'Masuk'",
  prospects: 'prospect rows after a tap in the app',
  coldLinkShown: 'prospect rows from a cold link, drawn by the server',
  coldLink: 'prospect rows from a cold link, drawn by the app',
};
/** The targets of a salesperson's phone (bench/README.md, mobile-load.ts). */
const TARGETS: Record<(typeof STEPS)[number], number> = { loginShown: 2000, login: 2000, loginAgainShown: 1000, loginAgain: 1000, dashboard: 1500, prospects: 1500, coldLinkShown: 3000, coldLink: 3000 };
const describeRun = (run: Run) => STEPS.map((step) => `${LABELS[step]} ${run[step].ms} ms (${kb(run[step].bytes)})`).join(', ');

if (!existsSync(CHROMIUM)) throw new Error(`Chromium is needed at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH).`);
const apps = await turnAbout(args.peer, ADMIN, RUNS, async (baseUrl) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    return await oneRun(browser, baseUrl);
  } finally {
    await browser.close();
  }
}, describeRun);

console.log(`\n${loadLine()} (the figures are CPU-bound: compare on an idle machine)`);
console.log(`${PROFILE_LINE}; medians:`);
printEach(apps, (runs) => [
  ...STEPS.map((step) => {
    const ms = median(runs.map((run) => run[step].ms));
    return `${LABELS[step]}: ${ms} ms, ${kb(median(runs.map((run) => run[step].bytes)))} transferred — target ≤ ${TARGETS[step]} ms ${ms <= TARGETS[step] ? 'met' : 'NOT met'}`;
  }),
  `a first visit's three steps: ${kb(median(runs.map((run) => run.login.bytes + run.dashboard.bytes + run.prospects.bytes)))} transferred`,
]);
