import { describe, expect, inject, it } from 'vitest';
import { apiSession, browserForFile, fitsTheScreen, PHONE_WIDTH } from './browser';
import { tabTo } from './keyboard';

/** Neng sells for Cabang Dago, near the Dago of the demo's addresses; Asep supervises her group. */
const NENG = 'neng@majumotor.co.id';
const ASEP = 'asep@majumotor.co.id';
const DAGO = { latitude: -6.885, longitude: 107.613 };

const loggedIn = browserForFile();

describe('Peta on a phone', () => {
  it('a salesperson finds the map from her prospects, sees her own placed ones, finds where she is, and opens one by keyboard', async () => {
    // Before her page logs in, which ends this API session of hers; Asep's stays his own.
    const { id: nengId } = await apiSession(NENG, inject('password'));
    const asep = await apiSession(ASEP, inject('password'));
    const page = await loggedIn(NENG, PHONE_WIDTH, { geolocation: DAGO, permissions: ['geolocation'] });

    await page.goto('/prospect');
    await page.getByRole('link', { name: 'Peta' }).click();
    await page.waitForURL('**/peta');
    const summary = page.getByRole('status').filter({ hasText: 'di peta' });
    await expect.poll(() => summary.textContent()).toMatch(/^\d+ di peta · \d+ belum punya lokasi$/);
    const placed = Number((await summary.textContent())?.split(' ')[0]);
    expect(placed).toBeGreaterThan(0);

    // Her supervisor sees the same places of hers, through the same filter.
    const hers = await asep.call<{ data: { id: number }[] }>('GET', `/api/prospect/v1/prospect/places?filter=${encodeURIComponent(JSON.stringify({ id_user: nengId }))}`);
    const list = page.getByRole('region', { name: /^Di area peta ini/ });
    const links = list.getByRole('link');
    await expect.poll(() => links.count()).toBeGreaterThan(0);
    const shown = await links.evaluateAll((anchors) => anchors.map((anchor) => Number(anchor.getAttribute('href')?.split('/')[2])));
    const hersIds = new Set(hers.data.map((place) => place.id));
    expect(shown.filter((id) => hersIds.has(id)).length).toBeGreaterThan(0);
    expect(await fitsTheScreen(page)).toBe(true);

    // 'Dekat saya': the map goes to where the phone is, and marks it.
    await page.getByRole('button', { name: 'Dekat saya' }).click();
    await page.locator('[title="Posisi saya"]').waitFor();

    // By keyboard alone: from the page's top to the first prospect of the list, and into it.
    const first = links.first();
    const name = (await first.locator('.MuiListItemText-primary').textContent()) ?? '';
    await page.locator('body').focus();
    await tabTo(page, first);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/prospect\/\d+\/show$/);
    await expect.poll(() => page.getByText(name, { exact: true }).first().isVisible()).toBe(true);
  });
});
