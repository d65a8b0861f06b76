import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { requestsInFlight, settledViolations, type Finding } from './axe';
import { apiSession, DESK_WIDTH, launchBrowser, loginThroughForm, newContext, PHONE_WIDTH } from './browser';
import { publicAddresses, samplesFor, sessionAddresses, whatsappSamples, type Samples } from './routeSamples';

/** Yudi sells for Cabang Dago; the Administrator sees every page, Yudi what a salesperson sees. */
const YUDI = 'yudi@majumotor.co.id';
const VIEWPORTS = { desktop: DESK_WIDTH, '360 px': PHONE_WIDTH };

let samples: { admin: Samples; sales: Samples };
beforeAll(async () => {
  // Made before any page logs in: an API login ends the user's other sessions.
  const yudi = await apiSession(YUDI, inject('password'));
  const whatsapp = await whatsappSamples(yudi, '+6281377770077', '+6281299990077');
  const admin = await samplesFor(await apiSession(inject('adminEmail'), inject('password')), whatsapp);
  samples = { admin, sales: await samplesFor(yudi, admin) };
});

/** Moves the open app to an address as its own links do, through the router's history, without a reload. */
const navigate = (page: Page, address: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);

/** Opens each address in turn, waits for it to settle and collects what axe-core finds, and how the page is named. */
async function scanEach(page: Page, addresses: string[]): Promise<Finding[]> {
  const inFlight = requestsInFlight(page);
  const findings: Finding[] = [];
  for (const [index, address] of addresses.entries()) {
    if (index === 0) await page.goto(address);
    else await navigate(page, address);
    findings.push(...(await settledViolations(page, inFlight, address)), ...(await namingFindings(page, address)));
  }
  return findings;
}

/**
 * WCAG 2.4.2: the tab names the page, then the app (axe-core only checks that it is not empty);
 * and exactly one h1, which names the page as the tab does (axe-core only checks that one exists).
 */
async function namingFindings(page: Page, address: string): Promise<Finding[]> {
  const title = await page.title();
  const headings = (await page.getByRole('heading', { level: 1 }).allTextContents()).map((text) => text.trim());
  const findings: Finding[] = [];
  if (!title.includes(' · ')) findings.push({ where: address, rule: 'page-titled', impact: 'serious', help: 'The tab names the page', nodes: [title] });
  if (headings.length !== 1 || !title.startsWith(`${headings[0]} · `)) {
    findings.push({ where: address, rule: 'one-h1-naming-the-page', impact: 'moderate', help: `One h1 names the page, as the tab does ("${title}")`, nodes: headings });
  }
  return findings;
}

/**
 * One browser for the file, and a browsing context per person: a signed-in one logs in once, and
 * its pages (a desktop's and a phone's) share that session, since a second login would end it.
 */
let browser: Browser;
const contexts = new Map<string, BrowserContext>();
beforeAll(async () => {
  browser = await launchBrowser();
  for (const email of [inject('adminEmail'), YUDI]) {
    const context = await newContext(browser);
    const page = await context.newPage();
    await loginThroughForm(page, email, inject('password'));
    await page.close();
    contexts.set(email, context);
  }
});
afterAll(() => browser?.close());

/** Scans the addresses in a new page at a viewport, signed in as `email` or as a visitor. */
async function scanAs(viewport: { width: number; height: number }, addresses: string[], email?: string) {
  const context = email ? contexts.get(email) : await newContext(browser);
  if (!context) throw new Error(`${email} was not signed in before the scans`);
  const page = await context.newPage();
  try {
    await page.setViewportSize(viewport);
    return await scanEach(page, addresses);
  } finally {
    await page.close();
  }
}

// Concurrent: a scan spends most of its time in axe-core inside one browser page, on one core, while
// the other waits; five at once take the machine's two cores.
describe.concurrent('every route passes axe-core’s WCAG 2.2 A/AA and best-practice rules at every impact, and has one h1 naming it', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`as a visitor, at ${name}`, { timeout: 900_000 }, async ({ expect }) => {
      expect(await scanAs(viewport, publicAddresses(samples.sales))).toEqual([]);
    });

    it(`as the Administrator, at ${name}`, { timeout: 900_000 }, async ({ expect }) => {
      expect(await scanAs(viewport, sessionAddresses(samples.admin), inject('adminEmail'))).toEqual([]);
    });
  }

  // A salesperson works on a phone: their pages (their own records, the pages their role does not
  // open) at 360 px; the Administrator's scan covers the same components on a desktop.
  it('as a salesperson, at 360 px', { timeout: 900_000 }, async ({ expect }) => {
    expect(await scanAs(PHONE_WIDTH, sessionAddresses(samples.sales), YUDI)).toEqual([]);
  });
});
