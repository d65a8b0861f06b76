import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, fitsTheScreen, PHONE_WIDTH, snackbar } from './browser';
import { cameraPhoto } from './cameraPhoto';

/** Neng sells for Cabang Dago, which Asep supervises. */
const NENG = 'neng@majumotor.co.id';
const NENG_NAME = 'Neng Rahmawati';
const ASEP = 'asep@majumotor.co.id';
const ADMIN = 'admin@majumotor.co.id';

/** Jl. Ir. H. Juanda, Dago: where Neng's phone says she is. */
const DAGO = { latitude: -6.8852, longitude: 107.6134, accuracy: 12 };

/** A phone camera's 12 megapixels: the app sends it at 1280 × 960 (src/records/photoFile.ts). */
const CAMERA_WIDTH = 4000;

const VISITS = 'Kunjungan (visum)';

const loggedIn = browserForFile();

/** The visits a progress bar inside `scope` counts, and the target it measures against. */
async function visitProgress(scope: Locator): Promise<{ actual: number; target: number }> {
  const bar = scope.getByRole('progressbar', { name: new RegExp(`^${VISITS.replace(/[()]/g, '\\$&')}:`) });
  const name = (await bar.getAttribute('aria-label')) ?? '';
  const [, actual, target] = /: ([\d.]+) dari target ([\d.]+)$/.exec(name) ?? [];
  return { actual: Number(actual?.replaceAll('.', '')), target: Number(target?.replaceAll('.', '')) };
}

const nengsCard = (page: Page) => page.getByRole('article', { name: NENG_NAME });
const targetCard = (page: Page) => page.getByRole('region', { name: 'Target bulan ini' });

describe('running the team', () => {
  it('the Administrator sets a visit target; Sales records a visum with photo and place on a phone; the Supervisor finds it on the map; both see the progress move', async () => {
    const admin = await loggedIn(ADMIN);
    const neng = await loggedIn(NENG, PHONE_WIDTH, { geolocation: DAGO, permissions: ['geolocation'] });
    const asep = await loggedIn(ASEP);

    // The Administrator gives Neng one visit to go this month.
    await admin.goto('/setting/task');
    await expect.poll(() => nengsCard(admin).count()).toBe(1);
    const before = await visitProgress(nengsCard(admin));
    await admin.getByRole('button', { name: `Atur target: ${NENG_NAME}` }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('spinbutton', { name: VISITS }).fill(String(before.actual + 1));
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => snackbar(admin).textContent()).toBe('Target disimpan.');
    await expect.poll(() => visitProgress(nengsCard(admin))).toEqual({ actual: before.actual, target: before.actual + 1 });

    // Neng's dashboard shows the same target.
    await neng.reload();
    await expect.poll(() => visitProgress(targetCard(neng))).toEqual({ actual: before.actual, target: before.actual + 1 });

    // On her phone: a new prospect's home, a photo from the camera, the phone's position.
    const notes = `Survei rumah uji ${Date.now()}`;
    await neng.goto('/setting/visum/create');
    await neng.getByRole('radio', { name: 'Prospek baru' }).check();
    await neng.getByLabel('Nama prospek baru').fill(`Prospek Visum ${Date.now()}`);
    await neng.getByLabel('Nomor telepon prospek baru').fill(`0813${String(Date.now()).slice(-8)}`);
    await neng.getByRole('combobox', { name: 'Tujuan kunjungan' }).click();
    await neng.getByRole('option', { name: 'Rumah prospek' }).click();
    await neng.getByLabel('Catatan').fill(notes);
    const taken = await cameraPhoto(neng, CAMERA_WIDTH);
    await neng.getByLabel('Ambil foto kunjungan').setInputFiles({ name: 'kunjungan.jpg', mimeType: 'image/jpeg', buffer: taken });
    await expect.poll(() => neng.getByRole('img', { name: 'Pratinjau foto kunjungan' }).count()).toBe(1);
    await expect.poll(() => neng.getByRole('status').filter({ hasText: 'Lokasi didapat' }).count()).toBe(1);
    expect(await fitsTheScreen(neng)).toBe(true);
    const upload = neng.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/master\/v1\/visum\/\d+\/photo$/.test(response.url()));
    await neng.getByRole('button', { name: 'Simpan Visum' }).click();
    // Chromium writes WebP, smaller on the phone's network than a JPEG of the same size and quality;
    // the server names a photo by the type it reads from its bytes.
    expect(((await (await upload).json()) as { photo: string }).photo).toMatch(/\.webp$/);
    await neng.waitForURL(/\/setting\/detail-visum\/\d+$/);
    await expect.poll(() => snackbar(neng).textContent()).toBe('Visum disimpan.');
    const detailPath = new URL(neng.url()).pathname;
    await expect.poll(() => neng.getByRole('region', { name: 'Peta lokasi kunjungan' }).count()).toBe(1);
    expect(await fitsTheScreen(neng)).toBe(true);

    // The Supervisor sees it first on the group's list, and on its detail the photo and the map.
    await asep.goto('/setting/visum');
    const row = asep.getByRole('row', { name: new RegExp(notes) });
    await expect.poll(() => row.count()).toBe(1);
    await row.click();
    await asep.waitForURL(`**${detailPath}`);
    await expect.poll(() => asep.getByText(notes).count()).toBe(1);
    const photo = asep.getByRole('img', { name: 'Foto kunjungan' });
    // It arrived made smaller for the phone's network: 1280 × 960 instead of the camera's 4000 × 3000.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && [img.naturalWidth, img.naturalHeight])).toEqual([1280, 960]);
    await expect.poll(() => asep.getByRole('region', { name: 'Peta lokasi kunjungan' }).count()).toBe(1);

    // The visit counts: the target is reached, on Neng's dashboard and on Setting Task.
    await neng.goto('/dashboard');
    await expect.poll(() => visitProgress(targetCard(neng))).toEqual({ actual: before.actual + 1, target: before.actual + 1 });
    await admin.reload();
    await expect.poll(() => visitProgress(nengsCard(admin))).toEqual({ actual: before.actual + 1, target: before.actual + 1 });
  });
});
