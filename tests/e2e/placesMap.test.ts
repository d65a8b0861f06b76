import { describe, expect, inject, it } from 'vitest';
import { apiSession, browserForFile, fitsTheScreen, PHONE_WIDTH } from './browser';
import { violations } from './axe';
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

  it('a salesperson places a prospect by moving the map under the pin, with the keyboard alone, and the place is saved', async () => {
    // Before her page logs in, which ends this API session of hers; Asep's stays his own.
    const { id: nengId } = await apiSession(NENG, inject('password'));
    const asep = await apiSession(ASEP, inject('password'));
    const { data: hers } = await asep.call<{ data: { id: number; latitude: number; longitude: number }[] }>(
      'GET',
      `/api/prospect/v1/prospect/places?filter=${encodeURIComponent(JSON.stringify({ id_user: nengId }))}`,
    );
    const prospect = hers[0];
    const page = await loggedIn(NENG, PHONE_WIDTH);

    await page.goto(`/prospect/${prospect.id}`);
    const pick = page.getByRole('button', { name: 'Pilih di peta' });
    await page.locator('body').focus();
    await tabTo(page, pick);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Pilih lokasi di peta' });
    const chosen = dialog.getByRole('status');
    const shown = async () => (await chosen.textContent())?.match(/^Titik terpilih: (-?[\d.]+), (-?[\d.]+)$/)?.slice(1).map(Number);
    await expect.poll(shown).toEqual([prospect.latitude, prospect.longitude]);
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await violations(page, 'the map picker')).toEqual([]);

    // The map takes the focus; each arrow moves it a step east, and the pin stays in the middle.
    const map = dialog.locator('.leaflet-container');
    await tabTo(page, map);
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await shown())?.[1] ?? 0).toBeGreaterThan(prospect.longitude);

    await tabTo(page, dialog.getByRole('button', { name: 'Gunakan titik ini' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    // The form now holds the point under the pin: east of where it was, on the same latitude.
    const held = async (name: string) => Number(await page.getByRole('spinbutton', { name, exact: true }).inputValue());
    const [latitude, longitude] = [await held('Latitude'), await held('Longitude')];
    expect(longitude).toBeGreaterThan(prospect.longitude);
    expect(latitude).toBeCloseTo(prospect.latitude, 5);

    const save = page.getByRole('button', { name: 'Simpan' });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/prospect/${prospect.id}/show`);

    const saved = await asep.call<{ latitude: number; longitude: number }>('GET', `/api/prospect/v1/prospect/${prospect.id}`);
    expect(saved.latitude).toBeCloseTo(latitude, 6);
    expect(saved.longitude).toBeCloseTo(longitude, 6);
  });
});
