import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { API_DOCUMENT, API_REFERENCE } from '../../domain/apiPaths';
import { seriousViolations, type Finding } from './axe';
import { baseUrl, DESK_WIDTH, fitsTheScreen, launchBrowser, loginThroughForm, newContext, PHONE_WIDTH } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What the page asked of any other origin, and what the browser refused or failed to run. */
function watch(page: Page) {
  const own = new URL(baseUrl()).origin;
  const elsewhere: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== own) elsewhere.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { elsewhere, errors };
}

/** How many operations the API document holds. */
async function documentedOperations() {
  const document = (await (await fetch(`${baseUrl()}${API_DOCUMENT}`)).json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
}

/**
 * Swagger UI renders only the operations near the window (a virtual list): in a window this tall
 * it renders every folded operation and a batch of open ones (up to 12,000 px each at 360 px, with
 * their error answers), always from the top of the page.
 */
const TALL = 60_000;

/** Waits until the page shows as many folded and open operations as asked. */
const rendered = (page: Page, expected: (shown: number, open: number) => boolean) =>
  vi.waitFor(
    async () => {
      const [shown, open] = await Promise.all([page.locator('.opblock').count(), page.locator('.opblock .opblock-body').count()]);
      if (!expected(shown, open)) throw new Error(`${shown} operations shown, ${open} open`);
    },
    { timeout: 20_000, interval: 200 },
  );

/** Clicks the toggles of the operations from `first` to `end` (not included), as listed. */
const toggle = (page: Page, first: number, end: number) =>
  page.evaluate(([from, to]) => [...document.querySelectorAll<HTMLButtonElement>('.opblock-summary-control')].slice(from, to).forEach((button) => button.click()), [first, end]);

/**
 * Opens the first `count` operations `batch` at a time, scanning what each batch shows once open
 * (the folded page is scanned whole before); answers the findings and the operations seen open.
 */
async function scanOperationsOpen(page: Page, count: number, batch: number) {
  const findings: Finding[] = [];
  const seenOpen = new Set<string>();
  for (let first = 0; first < count; first += batch) {
    const end = Math.min(first + batch, count);
    await toggle(page, first, end);
    await rendered(page, (_, open) => open === end - first);
    for (const id of await page.locator('.opblock:has(.opblock-body)').evaluateAll((blocks) => blocks.map((block) => block.id))) seenOpen.add(id);
    findings.push(...(await seriousViolations(page, `${API_REFERENCE}, operations ${first + 1}–${end} open`, '.opblock-body')));
    await toggle(page, first, end);
    await rendered(page, (_, open) => open === 0);
  }
  return { findings, seenOpen };
}

describe('the API reference', () => {
  // Every operation open on a desktop (about 7,000 px each, six at a time); at 360 px the first
  // twelve (up to 12,000 px each, three at a time), the same parts narrower.
  it.concurrent.each([
    ['desktop', DESK_WIDTH, Infinity, 6],
    ['360 px', PHONE_WIDTH, 12, 3],
  ])('is served by the app alone, under its CSP, and passes WCAG 2.1 AA, operations folded and open (%s)', { timeout: 600_000 }, async (_, { width }, opened, batch) => {
    const context = await newContext(browser, { width, height: TALL });
    const page = await context.newPage();
    const seen = watch(page);
    await page.goto(API_REFERENCE);
    const operations = await documentedOperations();
    await rendered(page, (shown) => shown === operations);
    expect(await page.title()).toBe('Referensi API · Salesforce Dealer');
    expect(await seriousViolations(page, API_REFERENCE)).toEqual([]);
    const { findings, seenOpen } = await scanOperationsOpen(page, Math.min(opened, operations), batch);
    expect(findings).toEqual([]);
    expect(seenOpen.size).toBe(Math.min(opened, operations));
    expect(await fitsTheScreen(page)).toBe(true);
    expect(seen.elsewhere).toEqual([]);
    expect(seen.errors).toEqual([]);
    await context.close();
  });

  it('opens an operation with the keyboard', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(API_REFERENCE);
    const toggle = page.locator('.opblock-summary-control').first();
    await toggle.waitFor();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await vi.waitFor(async () => expect(await toggle.getAttribute('aria-expanded')).toBe('true'));
    await context.close();
  });

  it("is linked from the Administrator's settings", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await loginThroughForm(page, inject('adminEmail'), inject('password'));
    await page.goto('/setting/indexx');
    await page.getByRole('region', { name: 'Integrasi' }).getByRole('link', { name: 'Referensi API' }).click();
    await page.locator('.opblock').first().waitFor();
    expect(new URL(page.url()).pathname).toBe(API_REFERENCE);
    await context.close();
  });
});
