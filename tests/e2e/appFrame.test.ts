import { describe, expect, it } from 'vitest';
import { browserForFile, holdEntryScript, PHONE_WIDTH } from './browser';
import { explainingFailures, pageErrors } from './pageState';

/** Yudi sells for Cabang Dago. */
const YUDI = 'yudi@majumotor.co.id';
const loggedIn = browserForFile();

describe('a page of the app opened before its code has arrived', () => {
  it('shows the app’s frame, saying that it loads, until the app draws the page', async () => {
    const page = await loggedIn(YUDI, PHONE_WIDTH);
    const errors = pageErrors(page);
    const explained = explainingFailures(page);
    const release = await holdEntryScript(page, '/prospect');

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
