import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { API_DOCUMENT, API_REFERENCE } from '../../domain/apiPaths';
import { violations, type Finding } from './axe';
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

type Operation = {
  tags?: string[];
  requestBody?: { content?: Record<string, unknown> };
  parameters?: { in: string; schema?: { enum?: unknown[] } }[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
/** An operation as Swagger UI lists it: by its method and path. */
type Listed = { method: string; path: string; operation: Operation };

/** Every operation of the API document. */
async function documentedOperations(): Promise<Listed[]> {
  const document = (await (await fetch(`${baseUrl()}${API_DOCUMENT}`)).json()) as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ method, path, operation })));
}

const mediaTypes = (content: Record<string, unknown> | undefined) => Object.keys(content ?? {}).join(' + ') || 'no content';

/**
 * What Swagger UI renders in an opened operation, as the parts that differ between operations: its
 * request body's media types (or none), each parameter's place (with a list of values or not), and
 * each response's status and media types; with `withTag`, the tag it is listed under as well.
 */
function kindsOf({ operation }: Listed, withTag: boolean): string[] {
  const parameters = operation.parameters ?? [];
  return [
    ...(withTag ? [`tag ${operation.tags?.[0] ?? 'none'}`] : []),
    operation.requestBody ? `body ${mediaTypes(operation.requestBody.content)}` : 'no body',
    ...(parameters.length ? parameters.map((parameter) => `parameter in ${parameter.in}${parameter.schema?.enum ? ' with values' : ''}`) : ['no parameter']),
    ...Object.entries(operation.responses ?? {}).map(([status, response]) => `response ${status} ${mediaTypes(response.content)}`),
  ];
}

/**
 * The operations to scan open: in the document's order, each one that shows a kind of part no
 * operation before it showed. Every operation is drawn by the same Swagger UI components, filled
 * with its own text: one opened operation of each kind of body, parameter and response (and, on a
 * desktop, of each tag) puts each of those components on the page in each of its forms, so the
 * rest would scan the same components again. A new kind of part in the API is sampled without a
 * change here.
 */
function operationOfEachKind(operations: Listed[], withTag: boolean): Listed[] {
  const covered = new Set<string>();
  return operations.filter((listed) => {
    const kinds = kindsOf(listed, withTag).filter((kind) => !covered.has(kind));
    for (const kind of kinds) covered.add(kind);
    return kinds.length > 0;
  });
}

/**
 * Swagger UI renders only the operations near the window (a virtual list): in a window this tall
 * it renders every folded operation and a batch of open ones (up to 12,000 px each at 360 px, with
 * their error answers), always from the top of the page.
 */
const TALL = 60_000;

/**
 * Opens the reference in a window of the usual height, then stretches it to TALL. In one CI run
 * beside the other suites, Chromium aborted the navigation of a window that tall (net::ERR_ABORTED,
 * no answer missing on the server's side); such an abort is tried once more.
 */
async function openStretched(page: Page, width: number) {
  const open = () => page.goto(API_REFERENCE, { waitUntil: 'commit' });
  await open().catch((error: unknown) => {
    if (!String(error).includes('net::ERR_ABORTED')) throw error;
    return open();
  });
  await page.setViewportSize({ width, height: TALL });
}

/** Waits until the page shows as many folded and open operations as asked. */
const rendered = (page: Page, expected: (shown: number, open: number) => boolean) =>
  vi.waitFor(
    async () => {
      const [shown, open] = await Promise.all([page.locator('.opblock').count(), page.locator('.opblock .opblock-body').count()]);
      if (!expected(shown, open)) throw new Error(`${shown} operations shown, ${open} open`);
    },
    { timeout: 120_000, interval: 200 },
  );

/** Clicks the toggles of these operations, each where Swagger UI lists it first (an operation with two tags is listed twice). */
const toggle = (page: Page, operations: Listed[]) =>
  page.evaluate(
    (listed) =>
      listed.forEach(({ method, path }) =>
        [...document.querySelectorAll(`.opblock-${method}`)]
          .find((block) => block.querySelector('.opblock-summary-path')?.getAttribute('data-path') === path)
          ?.querySelector<HTMLButtonElement>('.opblock-summary-control')
          ?.click(),
      ),
    operations.map(({ method, path }) => ({ method, path })),
  );

/**
 * Opens the operations `batch` at a time, scanning what each batch shows once open (the folded page
 * is scanned whole before); answers the findings and how many operations were seen open.
 */
async function scanOperationsOpen(page: Page, operations: Listed[], batch: number) {
  const findings: Finding[] = [];
  const seenOpen = new Set<string>();
  for (let first = 0; first < operations.length; first += batch) {
    const opened = operations.slice(first, first + batch);
    await toggle(page, opened);
    await rendered(page, (_, open) => open === opened.length);
    for (const id of await page.locator('.opblock:has(.opblock-body)').evaluateAll((blocks) => blocks.map((block) => block.id))) seenOpen.add(id);
    const where = `${API_REFERENCE}, ${opened.map(({ method, path }) => `${method.toUpperCase()} ${path}`).join(', ')} open`;
    findings.push(...(await violations(page, where, '.opblock-body')));
    await toggle(page, opened);
    await rendered(page, (_, open) => open === 0);
  }
  return { findings, seenOpen: seenOpen.size };
}

describe('the API reference', () => {
  // On a desktop one operation of each kind and of each tag, six open at a time (about 7,000 px
  // each); at 360 px one of each kind, three at a time (up to 12,000 px each): the same parts,
  // narrower, under tag headings the folded page's scan has read. One after the other: side by side,
  // the desktop's page did not even start loading within 30 s, every time.
  it.each([
    ['desktop', DESK_WIDTH, true, 6],
    ['360 px', PHONE_WIDTH, false, 3],
  ])('is served by the app alone, under its CSP, and passes WCAG 2.2 AA and best practices, operations folded and open (%s)', { timeout: 600_000 }, async (_, { width }, withTag, batch) => {
    const context = await newContext(browser, { width, height: DESK_WIDTH.height });
    const page = await context.newPage();
    const seen = watch(page);
    // Drawing every operation into a window 60,000 px tall is the slow part: `rendered` waits for
    // it, not the load event with its 30 s deadline.
    await openStretched(page, width);
    const operations = await documentedOperations();
    await rendered(page, (shown) => shown === operations.length);
    expect(await page.title()).toBe('Referensi API · Salesforce Dealer');
    expect(await violations(page, API_REFERENCE)).toEqual([]);
    const sample = operationOfEachKind(operations, withTag);
    const { findings, seenOpen } = await scanOperationsOpen(page, sample, batch);
    expect(findings).toEqual([]);
    expect(seenOpen).toBe(sample.length);
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
    // Opening draws the operation whole; with both cores busy that took over Vitest's 1 s default.
    await vi.waitFor(async () => expect(await toggle.getAttribute('aria-expanded')).toBe('true'), { timeout: 30_000, interval: 200 });
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
