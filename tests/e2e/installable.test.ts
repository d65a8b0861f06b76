import { describe, expect, it } from 'vitest';
import { browserForFile, PHONE_WIDTH } from './browser';

/** Dewi sells for Cabang Buah Batu; no other end-to-end file signs her in while this one runs. */
const DEWI = 'dewi@majumotor.co.id';

const loggedIn = browserForFile();

describe('the installable app on a phone', () => {
  it('is installable, keeps its shell once signed in, and opens again with the network cut', async () => {
    const page = await loggedIn(DEWI, PHONE_WIDTH, { serviceWorkers: 'allow' });

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

    // No network: the page still opens, signed in, and says what it cannot load, with a way to retry.
    await page.context().setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Dasbor' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Coba lagi' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    // Back online, the retry loads the figures.
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await expect.poll(() => page.getByRole('link', { name: /^Total prospek/ }).isVisible()).toBe(true);
  });
});
