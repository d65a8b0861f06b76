import { describe, expect, it } from 'vitest';
import { violations } from './axe';
import { browserForFile, holdEntryScript, PHONE_WIDTH } from './browser';
import { explainingFailures, pageErrors } from './pageState';

/** Yudi sells for Cabang Dago. */
const YUDI = 'yudi@majumotor.co.id';
const loggedIn = browserForFile();
const LIST_CALL = /\/api\/prospect\/v1\/prospect\?/;

describe('a page of the app opened before its code has arrived', () => {
  it('shows the app’s frame, saying that it loads, until the app draws the page', async () => {
    const page = await loggedIn(YUDI, PHONE_WIDTH);
    const errors = pageErrors(page);
    const explained = explainingFailures(page);
    const release = await holdEntryScript(page, '/dashboard');

    await page.goto('/dashboard', { waitUntil: 'commit' });
    const loading = page.getByRole('status').filter({ hasText: 'Memuat aplikasi…' });
    await loading.waitFor();

    release();
    await explained(() => page.getByRole('heading', { name: 'Hari ini' }).waitFor());
    expect(await loading.isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens a link to the prospect list on the salesperson’s own rows, drawn by the server, until the app draws them', async () => {
    const page = await loggedIn(YUDI, PHONE_WIDTH);
    const errors = pageErrors(page);
    const explained = explainingFailures(page);
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (LIST_CALL.test(request.url())) listCalls.push(request.url());
    });
    const release = await holdEntryScript(page, '/prospect');

    await page.goto('/prospect', { waitUntil: 'commit' });
    const drawn = page.locator('#app-frame main');
    await drawn.getByRole('heading', { name: 'Prospek' }).waitFor();
    const drawnNames = await drawn.locator('li .name').allTextContents();
    expect(drawnNames.length).toBeGreaterThan(0);
    expect(await page.getByRole('status').filter({ hasText: 'Memuat aplikasi…' }).isVisible()).toBe(true);
    expect(await violations(page, 'the server’s first rows at 360 px')).toEqual([]);

    release();
    const appRows = page.locator('#root main a[href^="/prospect/"][href$="/show"]');
    await explained(() => appRows.first().waitFor());
    expect(await page.locator('#app-frame').count()).toBe(0);
    expect(await appRows.first().textContent()).toContain(drawnNames[0]);
    // The app showed the rows the page came with instead of asking for them again.
    expect(listCalls).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens a drawn row’s prospect when tapped before the app has run', async () => {
    const page = await loggedIn(YUDI, PHONE_WIDTH);
    const release = await holdEntryScript(page, '/prospect');
    await page.goto('/prospect', { waitUntil: 'commit' });
    const firstRow = page.locator('#app-frame main li a').first();
    const name = (await firstRow.locator('.name').textContent()) ?? '';
    await firstRow.click();
    await page.waitForURL(/\/prospect\/\d+\/show$/, { waitUntil: 'commit' });

    release();
    await page.locator('#root main').getByText(name).first().waitFor();
    await page.context().close();
  });
});
