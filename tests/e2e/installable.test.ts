import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, PHONE_WIDTH } from './browser';
import { keptOnDevice, storedOnDevice } from './deviceStore';
import { explainingFailures } from './pageState';

/** Dewi sells for Cabang Buah Batu; no other end-to-end file signs her in while this one runs. */
const DEWI = 'dewi@majumotor.co.id';

// The whole browser: the headless shell the other files drive never judges whether a page is installable.
const loggedIn = browserForFile(inject('browserChromium'));

const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: /^Tanpa sinyal/ });
const figures = (page: Page) => page.getByRole('link', { name: /^Total prospek/ });
/** Her prospects as a phone lists them: a link per prospect, its name over its phone number. */
const prospectCards = (page: Page) => page.getByRole('link').filter({ hasText: /\d{4}-\d{3,4}/ });

describe('the installable app on a phone', () => {
  it('is installable, keeps its shell and what was read once signed in, and opens again with the network cut, saying so', async () => {
    const page = await loggedIn(DEWI, PHONE_WIDTH, { serviceWorkers: 'allow' });
    const explained = explainingFailures(page);

    // Chromium's own verdict on the manifest, its icons and the page; a test's browser context is
    // incognito, where Chromium never offers to install.
    const devtools = await page.context().newCDPSession(page);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);

    // The worker is active once it has stored the shell; from the next load on it serves the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // Read online: the dashboard, then her prospects.
    await expect.poll(() => figures(page).isVisible()).toBe(true);
    await page.goto('/prospect');
    await expect.poll(() => prospectCards(page).count()).toBeGreaterThan(0);
    const listed = await prospectCards(page).allTextContents();
    await expect.poll(() => keptOnDevice(page, 'prospect', 'getList')).toBe(true);

    // No network: the app opens signed in and shows what she last read.
    await page.context().setOffline(true);
    await page.reload();
    await explained(() => expect.poll(() => prospectCards(page).allTextContents()).toEqual(listed));
    await expect.poll(() => offlineNotice(page).isVisible()).toBe(true);
    await page.goto('/dashboard');
    await explained(() => expect.poll(() => figures(page).isVisible()).toBe(true));

    // The signal returns: the notice goes, and the page reads from the server again.
    await page.context().setOffline(false);
    await expect.poll(() => offlineNotice(page).isVisible()).toBe(false);

    // Logging out deletes what she read from the device.
    await page.getByRole('button', { name: /^Menu pengguna/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await expect.poll(async () => (await storedOnDevice(page)).includes('prospect')).toBe(false);

    // Without signal the worker serves /login drawn, from its copy of login.html.
    await page.context().setOffline(true);
    const drawn = await page.goto('/login', { waitUntil: 'commit' });
    expect(drawn?.fromServiceWorker()).toBe(true);
    expect(await drawn?.text()).toContain('name="password"');
  });
});
