import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { apiSession, baseUrl, browserForFile, field, loginThroughForm, PHONE_WIDTH, snackbar } from './browser';
import { CHROMIUM_ARGS } from './chromium';
import { violations } from './axe';
import { keptOnDevice } from './deviceStore';

/** Dewi sells for Cabang Buah Batu, which Rina supervises; Fajar sells there too. */
const DEWI = 'dewi@majumotor.co.id';
const RINA = 'rina@majumotor.co.id';
const FAJAR_NAME = 'Fajar Nugraha';
const PROSPECTS = '/api/prospect/v1/prospect';
const FOLLOW_UPS = '/api/prospect/v1/followup';

/** Her phone's browser profile: closing the browser and opening it again keeps what it stored. */
const profile = mkdtempSync(path.join(tmpdir(), 'sf-phone-'));
afterAll(() => rmSync(profile, { recursive: true, force: true }));

const openPhone = () =>
  chromium.launchPersistentContext(profile, {
    executablePath: inject('chromium'),
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL: baseUrl(),
    viewport: PHONE_WIDTH,
    locale: 'id-ID',
    serviceWorkers: 'allow',
  });

/** A real 1×1 PNG: the server takes a photo by what its bytes are. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const outboxButton = (page: Page) => page.getByRole('button', { name: /perubahan belum terkirim$/ });

/** Records a follow-up on the open prospect page, through its dialog, as a salesperson would. */
async function recordFollowUp(page: Page, result: string) {
  await page.getByRole('button', { name: 'Catat follow up' }).first().click();
  const dialog = page.getByRole('dialog');
  await field(page, 'Hasil').fill(result);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect.poll(() => snackbar(page).textContent()).toBe('Tersimpan di perangkat ini. Akan terkirim otomatis saat sinyal kembali.');
  await expect.poll(() => dialog.count()).toBe(0);
}

describe('changes made without signal', () => {
  const loggedIn = browserForFile();

  it('keep through a reload and a closed browser, arrive once when the signal returns, and a refused one shows its reason', async () => {
    let phone: BrowserContext = await openPhone();
    let page = phone.pages()[0] ?? (await phone.newPage());
    await loginThroughForm(page, DEWI, inject('password'));
    const dewiId = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { id: number }).id);
    // The shell is kept once the worker is active; from the next load on it serves the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // Two of her open prospects, read while there is signal.
    const rina = await apiSession(RINA, inject('password'));
    const [kept, movedAway] = await rina.list<{ id: number; name: string }>(PROSPECTS, { id_user: dewiId, status: 'Low' }, 2);
    for (const prospect of [kept, movedAway]) {
      await page.goto(`/prospect/${prospect.id}/show`);
      await expect.poll(() => page.getByText(prospect.name).first().isVisible()).toBe(true);
      await expect.poll(() => keptOnDevice(page, 'prospect', 'getOne', { id: String(prospect.id) })).toBe(true);
    }

    // No signal: she records a follow-up on each, and the page keeps them and says how many wait.
    const stamp = Date.now();
    await phone.setOffline(true);
    await page.goto(`/prospect/${kept.id}/show`);
    await recordFollowUp(page, `Ditemui di pameran ${stamp}`);
    await page.goto(`/prospect/${movedAway.id}/show`);
    await recordFollowUp(page, `Minta brosur ${stamp}`);
    // And a visit at an exhibition, with its photo.
    const visitedAt = Date.now();
    await page.goto('/setting/visum/create');
    await page.getByRole('radio', { name: 'Tanpa prospek' }).check();
    await field(page, 'Catatan').fill(`Stand pameran ${stamp}`);
    const picking = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Ambil foto' }).click();
    await (await picking).setFiles({ name: 'stand.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Simpan Visum' }).click();
    await expect.poll(() => snackbar(page).textContent()).toBe('Tersimpan di perangkat ini. Akan terkirim otomatis saat sinyal kembali.');
    const savedBy = Date.now();
    await expect.poll(() => outboxButton(page).getAttribute('aria-label')).toBe('3 perubahan belum terkirim');
    await page.reload();
    await expect.poll(() => outboxButton(page).getAttribute('aria-label')).toBe('3 perubahan belum terkirim');

    // Meanwhile her supervisor gives the second prospect to Fajar.
    const [fajar] = await rina.list<{ id: number }>('/api/user/v1/members', { q: FAJAR_NAME });
    await rina.call('PUT', `${PROSPECTS}/${movedAway.id}`, { id_user: fajar.id });

    // She closes the browser, and opens the app again, still without signal: the changes are there.
    await phone.close();
    phone = await openPhone();
    await phone.setOffline(true);
    page = phone.pages()[0] ?? (await phone.newPage());
    await page.goto('/dashboard');
    await expect.poll(() => outboxButton(page).getAttribute('aria-label')).toBe('3 perubahan belum terkirim');
    // The top bar with its count, and the notice of having no signal, pass axe-core's rules.
    await expect.poll(() => page.getByRole('status').filter({ hasText: /^Tanpa sinyal/ }).isVisible()).toBe(true);
    expect(await violations(page, 'the top bar without signal, three changes waiting', 'header')).toEqual([]);
    expect(await violations(page, 'the notice of having no signal', '.MuiAlert-root')).toEqual([]);

    // The signal returns: the first and the visit arrive, the second is refused and waits for her with the reason.
    await phone.setOffline(false);
    await expect.poll(() => outboxButton(page).getAttribute('aria-label')).toBe('1 perubahan belum terkirim');
    await outboxButton(page).click();
    const list = page.getByRole('dialog', { name: 'Perubahan di perangkat ini' });
    await expect.poll(() => list.getByText(/ · Ditolak server: Prospek tidak ditemukan atau bukan prospek yang anda tangani\.$/).count()).toBe(1);
    // Read once the dialog has faded in: half transparent, its text would fail the contrast rule.
    await expect.poll(() => list.evaluate((dialog) => getComputedStyle(dialog.closest('.MuiDialog-container') ?? dialog).opacity)).toBe('1');
    expect(await violations(page, 'the list of changes on the device, one refused', '[role="dialog"]')).toEqual([]);
    await list.getByRole('button', { name: `Buang Follow up ${movedAway.name}` }).click();
    await page.getByRole('dialog', { name: 'Buang' }).getByRole('button', { name: 'Buang' }).click();
    await expect.poll(() => outboxButton(page).count()).toBe(0);

    // Her supervisor sees the first follow-up once, and nothing of the refused one.
    const results = async (id: number) => (await rina.list<{ result: string }>(FOLLOW_UPS, { id_prospect: id }, 50)).map(({ result }) => result);
    expect((await results(kept.id)).filter((result) => result === `Ditemui di pameran ${stamp}`)).toHaveLength(1);
    expect((await results(movedAway.id)).filter((result) => result === `Minta brosur ${stamp}`)).toHaveLength(0);
    // The visit once, with its photo (the server takes an image only by its bytes) and the time she
    // recorded it, from her phone.
    const visits = await rina.list<{ photo: string | null; visited_at: string; time_from_device: boolean }>('/api/master/v1/visum', { q: `Stand pameran ${stamp}` }, 5);
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({ photo: expect.any(String), time_from_device: true });
    expect(Date.parse(visits[0].visited_at)).toBeGreaterThanOrEqual(visitedAt);
    expect(Date.parse(visits[0].visited_at)).toBeLessThanOrEqual(savedBy);
    await phone.close();
  });

  it("offers a refused new prospect in its form with what was typed, and the corrected one arrives in its place", async () => {
    const rina = await apiSession(RINA, inject('password'));
    // A phone of an open prospect the dealer already has: the server refuses a second prospect with
    // it (a closed one, Deal or Not Deal, frees its phone, and the demo's newest prospect may be closed).
    const [taken] = await rina.list<{ phone: string }>(PROSPECTS, { status: 'Low' }, 1);
    const page = await loggedIn(DEWI, PHONE_WIDTH);
    // From her list, as she would: the list's code is then at hand for the kept prospect to return to.
    await page.goto('/prospect');
    await page.locator('#root main a[href^="/prospect/"][href$="/show"]').first().waitFor();
    await page.getByRole('link', { name: 'Buat' }).click();
    const name = page.getByRole('textbox', { name: /^Nama/ }).first();
    const phoneField = () => page.getByRole('textbox', { name: /^Nomor telepon/ });
    await name.waitFor();

    const stamp = Date.now();
    await page.context().setOffline(true);
    await name.fill(`Pak Perbaiki ${stamp}`);
    await phoneField().fill(taken.phone);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => snackbar(page).textContent()).toBe('Tersimpan di perangkat ini. Akan terkirim otomatis saat sinyal kembali.');

    // The signal returns: the server refuses it, and it waits for her with the reason.
    await outboxButton(page).click();
    const list = page.getByRole('dialog', { name: 'Perubahan di perangkat ini' });
    await page.context().setOffline(false);
    await expect.poll(() => list.getByText(/ · Ditolak server: Nomor telepon ini sudah terdaftar/).count()).toBe(1);
    await list.getByRole('button', { name: `Perbaiki Prospek baru Pak Perbaiki ${stamp}` }).click();

    // Its form opens with what she typed; she corrects the phone and saves, with signal.
    await expect.poll(() => name.inputValue()).toBe(`Pak Perbaiki ${stamp}`);
    const corrected = `0813${String(stamp).slice(-8)}`;
    await phoneField().fill(corrected);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => outboxButton(page).count()).toBe(0);

    // Her supervisor sees the prospect once, with the corrected phone.
    const made = await rina.list<{ phone: string }>(PROSPECTS, { q: `Pak Perbaiki ${stamp}` }, 5);
    expect(made).toHaveLength(1);
    expect(made[0].phone.replace(/\D/g, '').slice(-8)).toBe(corrected.slice(-8));
    await page.context().close();
  });
});
