import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { MENU_REDIRECTS } from '../../src/menuRedirects';
import { browserForFile, DESK_WIDTH, PHONE_WIDTH } from './browser';

/** Dewi sells for Cabang Buah Batu: the seeded Sales role, without Master Target. No other test opens her pages. */
const DEWI = 'dewi@majumotor.co.id';
const NOT_FOUND = 'Page Not Found';

const loggedIn = browserForFile();

/** A menu as the salesperson meets it: the page it is opened on, and how its entries (links) are shown. */
type Menu = { name: string; on: string; entries: (page: Page) => Promise<Locator>; onEveryPage?: true };

const MENUS: Menu[] = [
  // The default layout has no side menu: the top bar's links are its navigation.
  { name: 'the top bar', on: '/dashboard', entries: async (page) => page.getByRole('banner').locator('a[href]') },
  {
    name: 'the user menu',
    on: '/dashboard',
    entries: async (page) => {
      await page.getByRole('button', { name: /^Menu pengguna/ }).click();
      return page.getByRole('menu').locator('a[href]');
    },
  },
  {
    // On a phone the setting menu is a drawer; its sub-menus unfold their entries.
    name: 'the setting menu',
    on: '/setting/indexx',
    entries: async (page) => {
      // The drawer's state is remembered: after following an entry it opens already open.
      const menu = page.getByRole('navigation', { name: 'Menu pengaturan' });
      const toggle = page.getByRole('button', { name: 'Buka atau tutup menu pengaturan' });
      await expect.poll(async () => (await menu.isVisible()) || (await toggle.isVisible())).toBe(true);
      if (!(await menu.isVisible())) await toggle.click();
      await expect.poll(() => menu.isVisible()).toBe(true);
      const folded = menu.locator('[aria-expanded="false"]');
      while ((await folded.count()) > 0) await folded.first().click();
      return menu.getByRole('link');
    },
  },
  {
    // In the top bar of every page: each entry is opened from the page the one before led to.
    name: 'the main menu',
    on: '/dashboard',
    onEveryPage: true,
    entries: async (page) => {
      await page.getByRole('button', { name: 'Buka menu utama' }).click();
      const links = page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link');
      // The entries come with the user's rights, which may still be on their way just after login.
      await links.first().waitFor();
      return links;
    },
  },
  { name: 'the settings home', on: '/setting/indexx', entries: async (page) => page.getByRole('main').getByRole('region').getByRole('link') },
];

/** The tab names the page once it has rendered (layout/documentTitle.ts): 'Page · app'. */
async function namedTitle(page: Page, other = ''): Promise<string> {
  await expect.poll(() => page.title()).toMatch(/ · /);
  if (other) await expect.poll(() => page.title()).not.toBe(other);
  return page.title();
}

async function openOn(page: Page, path: string) {
  await page.goto(path);
  return namedTitle(page);
}

/** Follows each entry of the menu in turn, from the page it is opened on: none may lead to the 404 page. */
async function followEveryEntry(page: Page, menu: Menu) {
  await openOn(page, menu.on);
  const count = await (await menu.entries(page)).count();
  expect(count, `${menu.name} shows entries`).toBeGreaterThan(0);

  for (let index = 0; index < count; index += 1) {
    const source = menu.onEveryPage && index > 0 ? await namedTitle(page) : await openOn(page, menu.on);
    const from = new URL(page.url()).pathname;
    const entry = (await menu.entries(page)).nth(index);
    const name = (await entry.textContent()) || (await entry.getAttribute('aria-label')) || '';
    const href = (await entry.getAttribute('href')) ?? '';
    // An older menu's path leads on to its route, the root to the dashboard.
    const landing = href === '/' ? '/dashboard' : (MENU_REDIRECTS[href] ?? href);
    await entry.click();
    await page.waitForURL((url) => url.pathname === landing);
    // A page of its own names the tab after itself; the 404 page would name it 'Page Not Found'.
    const title = landing === from ? source : await namedTitle(page, source);
    expect(title, `${menu.name}: ${name} (${href}) → ${page.url()}`).not.toMatch(new RegExp(`^${NOT_FOUND}`));
    expect(await page.getByRole('heading', { name: NOT_FOUND }).count(), `${name} (${href})`).toBe(0);
  }
  return count;
}

describe('every menu entry a salesperson sees leads to a page', () => {
  it.each(MENUS)('$name, on a phone', async (menu) => {
    const page = await loggedIn(DEWI, PHONE_WIDTH);
    await followEveryEntry(page, menu);
    await page.context().close();
  }, 300_000);

  it('Pengaturan opens her own targets of the month, which she reads but cannot change', async () => {
    const page = await loggedIn(DEWI, PHONE_WIDTH);
    await page.getByRole('button', { name: /^Menu pengguna/ }).click();
    await page.getByRole('menuitem', { name: 'Pengaturan' }).click();
    await page.waitForURL('**/setting/task');
    const own = page.getByRole('article', { name: 'Dewi Anggraeni' });
    await expect.poll(() => own.isVisible()).toBe(true);
    expect(await own.getByRole('progressbar').count()).toBeGreaterThan(0);
    expect(await page.getByRole('article').count()).toBe(1);
    expect(await page.getByRole('button', { name: /Atur target|Bagi rata|Salin bulan lalu/ }).count()).toBe(0);
    await page.context().close();
  });
});

/** Asep leads Cabang Dago's group. */
const ASEP = 'asep@majumotor.co.id';
const MAIN_MENU = MENUS.find((menu) => menu.name === 'the main menu') as Menu;
/** The second menu's entries that are pages: all but Kirim Masukan, which opens a dialog. The Administrator sees each. */
const MAIN_MENU_PAGES = 19;

describe("the main menu's entries lead to pages for each demo role, on a phone and on a desktop", () => {
  it.each([
    { who: 'the Administrator', email: inject('adminEmail'), viewport: PHONE_WIDTH, seesAll: true },
    { who: 'the Administrator', email: inject('adminEmail'), viewport: DESK_WIDTH, seesAll: true },
    { who: 'a supervisor', email: ASEP, viewport: PHONE_WIDTH, seesAll: false },
  ])('$who at $viewport.width px', async ({ email, viewport, seesAll }) => {
    const page = await loggedIn(email, viewport);
    const count = await followEveryEntry(page, MAIN_MENU);
    expect(count === MAIN_MENU_PAGES).toBe(seesAll);
    await page.context().close();
  }, 300_000);
});
