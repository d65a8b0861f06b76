import axe from 'axe-core';
import type { Page, Request } from 'playwright-core';
import { vi } from 'vitest';
import { NOTIFICATION_STREAM } from '../../domain/apiPaths';

/** axe-core's rules of WCAG 2.0, 2.1 and 2.2, levels A and AA, and its best practices (docs/accessibility.md). */
const WCAG_22_AA_AND_BEST_PRACTICES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** One rule a page breaks, where, and on which elements: enough to find it without rerunning. */
export type Finding = { where: string; rule: string; impact: string; help: string; nodes: string[] };

/** How long a page must stay unchanged, and its last request ended, to count as drawn. */
const QUIET_MS = 500;

/**
 * The page's requests still in flight, each counted until QUIET_MS after it ended (its answer, a
 * lazy page's code, is still being run and drawn, and a busy machine can take that long); the live
 * notification stream, which stays open, is not loading anything.
 */
export function requestsInFlight(page: Page): () => number {
  const open = new Set<Request>();
  const ended = (request: Request) => setTimeout(() => open.delete(request), QUIET_MS);
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith(NOTIFICATION_STREAM)) open.add(request);
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return () => open.size;
}

/** What says a page is still loading: an indeterminate progress (one with a value is content), a skeleton. */
const LOADER = '[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root';

/**
 * The note a page keeps, once `watchForChanges` ran in it: whether a loader appeared since it was
 * last read, and when its content last changed (performance.now()).
 */
type PageNote = { loaderAppeared?: boolean; lastChange?: number; changeWatch?: MutationObserver };

/** Whether a loader appeared since the note was last read; clears it. */
function takeLoaderNote() {
  const note = window as unknown as PageNote;
  const appeared = note.loaderAppeared === true;
  note.loaderAppeared = false;
  return appeared;
}

/**
 * Whether the page is loading now: its app not yet drawn, its content changed less than QUIET_MS
 * ago, a loader on screen, an h1 still empty (react-admin puts a page's title in the top bar's h1
 * after the page has rendered), a transition running.
 */
const loadingNow = (page: Page) =>
  page.evaluate(
    ([loader, quietMs]) =>
      !document.getElementById('root')?.childElementCount ||
      performance.now() - ((window as unknown as PageNote).lastChange ?? 0) < quietMs ||
      document.querySelectorAll(loader).length > 0 ||
      [...document.querySelectorAll('h1')].some((heading) => !heading.textContent?.trim()) ||
      // A dialog or a snackbar still fading in or out (a spinner's endless turn is no transition).
      document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity),
    [LOADER, QUIET_MS] as const,
  );

/**
 * Whether the page is loading, or a loader came and went since the last look (the note, read
 * first: a loader that appears after this read stays noted for the next one, so none is missed).
 */
const looksBusy = async (page: Page) => (await page.evaluate(takeLoaderNote)) || (await loadingNow(page));

/**
 * Keeps a note in the page (`PageNote`) of every change to its content and every loader that
 * appears, from now on and across the router's navigations: one watch per document.
 */
const watchForChanges = (page: Page) =>
  page.evaluate((loader) => {
    const note = window as unknown as PageNote;
    if (note.changeWatch) return;
    note.lastChange = performance.now();
    note.changeWatch = new MutationObserver((changes) => {
      note.lastChange = performance.now();
      const appeared = changes.some((change) =>
        [...change.addedNodes].some((node) => node instanceof Element && (node.matches(loader) || node.querySelector(loader) !== null)),
      );
      if (appeared) note.loaderAppeared = true;
    });
    note.changeWatch.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, LOADER);

/**
 * How long a page without any h1 is taken to be still on its way: a lazy page shows nothing at all
 * while its code loads (react-admin's <Loading> waits a second before it draws a spinner). Past it,
 * a page without an h1 is judged as it is, and the missing h1 reported.
 */
const BLANK_GRACE_MS = 10_000;

/**
 * A page has settled once nothing is loading: no request in flight (a lazy page's code, its data),
 * its content unchanged for QUIET_MS, an h1 drawn (BLANK_GRACE_MS), no loader on screen or come and
 * gone and nothing half faded in, twice in a row, so that a fetch started by the render that the
 * first check saw is waited for too. The deadline only ends a page that never settles: with both
 * cores busy and five scans at once, the board (300 cards, each loading its references) took over
 * a minute to settle where it takes 2.5 s on an idle machine.
 */
export async function settled(page: Page, inFlight: () => number) {
  await watchForChanges(page);
  const start = Date.now();
  const stillBlank = async () => Date.now() - start < BLANK_GRACE_MS && (await page.evaluate(() => !document.querySelector('h1')));
  let quietChecks = 0;
  // vi.waitFor rather than expect.poll: the scans of every route run as concurrent tests.
  await vi.waitFor(
    async () => {
      quietChecks = inFlight() === 0 && !(await looksBusy(page)) && !(await stillBlank()) ? quietChecks + 1 : 0;
      if (quietChecks < 2) throw new Error(`${page.url()} keeps loading`);
    },
    { timeout: 180_000, interval: 100 },
  );
}

/** Whether the page's content changed after `since` (performance.now() in the page); a loader appearing is a change. */
const changedSince = (page: Page, since: number) => page.evaluate((since) => ((window as unknown as PageNote).lastChange ?? 0) > since, since);

/**
 * What axe-core finds on a settled page. A page can change after it looked settled (react-admin's
 * loading page shows only after a second, with the page's h1 still empty): when its content changed
 * while axe-core read it, it waits for the page to settle again and reads it again.
 */
export async function settledViolations(page: Page, inFlight: () => number, where: string): Promise<Finding[]> {
  for (let attempt = 1; ; attempt += 1) {
    await settled(page, inFlight);
    const start = await page.evaluate(() => performance.now());
    const findings = await violations(page, where);
    if (!(await changedSince(page, start)) || attempt === 3) return findings;
  }
}

/**
 * axe-core in the page, put there once per document (the router's navigations keep it). Run in the
 * page directly rather than through @axe-core/playwright, whose builder injects axe-core into every
 * frame again on each call and finishes each run in a blank page of its own: 1–2 s a route, 13 s
 * on the board, against 0.2 s and 2.5 s here. The app has no frames to reach into.
 */
async function withAxe(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
}

/** Every violation, whatever its impact, axe-core finds on the page as it is now (in the part `within` selects, else all of it). */
export async function violations(page: Page, where: string, within?: string): Promise<Finding[]> {
  await withAxe(page);
  // A dialog fading in is drawn half transparent, and axe reads its colours as such: the page is
  // checked once its transitions have ended (a spinner's endless one is not waited for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const found = await page.evaluate(
    ([selector, tags]) => {
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      return inPage.run(selector ? { include: [[selector]] } : document, { runOnly: { type: 'tag', values: tags } }).then((results) =>
        results.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target, html }) => ({ target: target.map(String), html })) })),
      );
    },
    [within, WCAG_22_AA_AND_BEST_PRACTICES] as const,
  );
  return found.map((violation) => ({
    where,
    rule: violation.id,
    impact: violation.impact ?? '',
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`),
  }));
}
