import { afterAll, beforeAll, expect, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium';

export const baseUrl = () => inject('baseUrl');

/**
 * Debian's Chromium headless shell (or Chromium), with the flags this closed network needs
 * (tests/e2e/chromium.ts); `executablePath` names another, such as the whole browser.
 */
export function launchBrowser(executablePath = inject('chromium')): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** A desk's viewport. */
export const DESK_WIDTH = { width: 1280, height: 800 };

/**
 * `options`: what else the context grants, such as a position and the permission to read it. The
 * app's service worker is blocked unless `options` allow it (installable.test.ts does): each new
 * context would otherwise download and store the whole shell once more, for a test about something else.
 */
export async function newContext(browser: Browser, viewport = DESK_WIDTH, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), viewport, locale: 'id-ID', serviceWorkers: 'block', ...options });
}

/** A phone's viewport. */
export const PHONE_WIDTH = { width: 360, height: 740 };

/** Nothing wider than the phone: no sideways scrolling of the whole page. */
export const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * Holds back the entry script that `path` loads, as a slow network would, until the answered
 * function is called: what a page shows before the app's code has run.
 */
export async function holdEntryScript(page: Page, path: string): Promise<() => void> {
  const html = await (await fetch(`${baseUrl()}${path}`)).text();
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(entry).toMatch(/^\/assets\/index-/);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${entry}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A form input by its accessible name (its label); not the show-password button beside it. */
export const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Logs in through the login page, as a person would, and waits for the dashboard. */
export async function loginThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Kata sandi').fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL('**/dashboard');
}

/**
 * One browser for a test file (launched before its tests, closed after them; `executablePath` as in
 * launchBrowser); the function it answers opens a page of it logged in as `email` through the login
 * form, on the given viewport.
 */
export function browserForFile(executablePath?: string) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(executablePath);
  });
  afterAll(() => browser?.close());
  return async function loggedIn(email: string, viewport?: { width: number; height: number }, options?: BrowserContextOptions) {
    if (!browser) throw new Error('the browser is opened before the tests');
    const page = await (await newContext(browser, viewport, options)).newPage();
    await loginThroughForm(page, email, inject('password'));
    return page;
  };
}

/**
 * A call of the API with the page's own session (its cookie), for what the page's user does
 * outside the page, such as the demo's stand-ins: logging in again elsewhere would end that session.
 * Answers the parsed JSON body, or null when there is none.
 */
export const pageCall = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ([verb, target, payload]) => {
      const token = document.cookie.split('; ').find((cookie) => cookie.startsWith('token='))?.slice('token='.length) ?? '';
      const response = await fetch(target, {
        method: verb,
        headers: { Authorization: `Bearer ${decodeURIComponent(token)}`, 'X-App-Key': 'sf-web', ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      if (!response.ok) throw new Error(`${verb} ${target}: ${response.status}`);
      const text = await response.text();
      return text ? (JSON.parse(text) as unknown) : null;
    },
    [method, path, body] as const,
  );

/** The notification bell of the top bar, its unread badge (absent when all is read), its panel and the panel's rows. */
export const bell = (page: Page) => page.getByRole('button', { name: 'Notifikasi' });
export const badge = (page: Page) => bell(page).locator('.MuiBadge-badge:not(.MuiBadge-invisible)');
export const panel = (page: Page) => page.getByRole('region', { name: 'Notifikasi' });
export const rows = (page: Page) => panel(page).getByRole('list').getByRole('button');

/**
 * The text of the snackbar react-admin shows; not another alert of the page, such as the notice of a
 * part that has nothing kept on the device without signal.
 */
export const snackbar = (page: Page) => page.locator('.MuiSnackbar-root').locator('.MuiSnackbarContent-message, [role="alert"]').first();

/**
 * Another person working at the same time, through the API as the web app calls it. Logging in
 * ends that user's other sessions (one per user), so it is never the user of an open page.
 */
export async function apiSession(email: string, password: string) {
  const call = async <T = unknown>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: {
        'X-App-Key': 'sf-web',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  const login = await call<{ data: [{ id: number; token: string }] }>('POST', '/api/user/v1/auth/login', { email, password });
  const { id, token } = login.data[0];
  return {
    id,
    call: <T = unknown>(method: string, path: string, body?: unknown) => call<T>(method, path, body, token),
    /** The first rows of a react-admin list (ra-data-simple-rest's query). */
    list: <T = Record<string, unknown>>(path: string, filter: Record<string, unknown> = {}, count = 1) =>
      call<T[]>('GET', `${path}?${new URLSearchParams({ filter: JSON.stringify(filter), range: JSON.stringify([0, count - 1]) })}`, undefined, token),
  };
}

/** An entry of the setting menu by the start of its name: a page's link, or a sub-menu's button. */
export function settingEntry(page: Page, entry: string) {
  const menu = page.getByRole('navigation', { name: 'Menu pengaturan' });
  const name = new RegExp(`^${entry}`);
  return menu.getByRole('link', { name }).or(menu.getByRole('button', { name }));
}

/** The number the red chip of a setting-menu entry shows, 0 when it shows none. */
export async function chipCount(page: Page, entry: string): Promise<number> {
  const item = settingEntry(page, entry);
  const text = (await item.textContent({ timeout: 5_000 })) ?? '';
  const count = text.slice(entry.length).trim();
  return count ? Number(count) : 0;
}

/**
 * On an approval queue's page: how many requests wait, once the list and the chip of its menu
 * entry agree (the queue holds fewer than a page of 25 here). While the list loads, react-admin
 * draws a table of five placeholder rows: those are not requests.
 */
export async function settledQueue(page: Page, entry: string): Promise<number> {
  const table = page.getByRole('table');
  const rows = table.getByRole('row');
  const loading = table.locator('.RaPlaceholder-root');
  const empty = page.getByText('Tidak ada pengajuan yang menunggu.');
  const loaded = async () => ((await rows.count()) > 1 && (await loading.count()) === 0) || (await empty.count()) > 0;
  await expect.poll(loaded).toBe(true);
  const waiting = Math.max(0, (await rows.count()) - 1);
  await expect.poll(() => chipCount(page, entry)).toBe(waiting);
  return waiting;
}
