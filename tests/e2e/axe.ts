import { AxeBuilder } from '@axe-core/playwright';
import type { Page, Request } from 'playwright-core';
import { vi } from 'vitest';
import { NOTIFICATION_STREAM } from '../../domain/apiPaths';

/** axe-core's rules of WCAG 2.0 and 2.1, levels A and AA (docs/accessibility.md). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One rule a page breaks, where, and on which elements: enough to find it without rerunning. */
export type Finding = { where: string; rule: string; impact: string; help: string; nodes: string[] };

/**
 * The page's requests still in flight; the live notification stream, which stays open, is not
 * loading anything.
 */
export function requestsInFlight(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith(NOTIFICATION_STREAM)) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

const looksBusy = (page: Page) =>
  page.evaluate(
    () =>
      !document.getElementById('root')?.childElementCount ||
      document.querySelectorAll('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root').length > 0 ||
      // A dialog or a snackbar still fading in or out (a spinner's endless turn is no transition).
      document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity),
  );

/**
 * A page has settled once nothing is loading: no request in flight (a lazy page's code, its data),
 * nothing on screen saying it is still loading (an indeterminate progress, a skeleton; a progress
 * bar with a value is content) and nothing half faded in, twice in a row, so that a fetch started
 * by the render that the first check saw is waited for too.
 */
export async function settled(page: Page, inFlight: () => number) {
  let quietChecks = 0;
  // vi.waitFor rather than expect.poll: the scans of every route run as concurrent tests.
  await vi.waitFor(
    async () => {
      quietChecks = inFlight() === 0 && !(await looksBusy(page)) ? quietChecks + 1 : 0;
      if (quietChecks < 2) throw new Error(`${page.url()} keeps loading`);
    },
    { timeout: 20_000, interval: 100 },
  );
}

/** The serious and critical violations axe-core finds on the page as it is now (in the part `within` selects, else all of it). */
export async function seriousViolations(page: Page, where: string, within?: string): Promise<Finding[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`),
    }));
}
