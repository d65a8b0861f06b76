import { describe, expect, it } from 'vitest';
import { baseUrl, browserForFile, PHONE_WIDTH } from './browser';
import { explainingFailures, pageErrors } from './pageState';

/** Yudi sells for Cabang Dago. */
const YUDI = 'yudi@majumotor.co.id';
const loggedIn = browserForFile();

describe('a page of the app opened before its code has arrived', () => {
  it('shows the app’s frame, saying that it loads, until the app draws the page', async () => {
    // Without the service worker, which would serve the code from the device at once.
    const page = await loggedIn(YUDI, PHONE_WIDTH, { serviceWorkers: 'block' });
    const errors = pageErrors(page);
    const explained = explainingFailures(page);
    const html = await (await fetch(`${baseUrl()}/prospect`)).text();
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toMatch(/^\/assets\/index-/);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${entry}`, async (route) => {
      await held;
      await route.continue();
    });

    await page.goto('/prospect', { waitUntil: 'commit' });
    const loading = page.getByRole('status').filter({ hasText: 'Memuat aplikasi…' });
    await loading.waitFor();

    release();
    await explained(() => page.locator('main a[href^="/prospect/"][href$="/show"]').first().waitFor());
    expect(await loading.isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
