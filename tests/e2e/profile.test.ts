import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, fitsTheScreen, PHONE_WIDTH, snackbar } from './browser';
import { hasFocus, pressUntilFocused, tabTo } from './keyboard';

/** Rina supervises Cabang Cimahi; no other end-to-end file signs her in, so her profile is this file's. */
const RINA = 'rina@majumotor.co.id';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const loggedIn = browserForFile();

/** A few dozen key presses on a phone-sized page, each a round trip to the browser. */
const WHOLE_PROFILE = 120_000;

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const saidInSnackbar = (page: Page, text: string) => expect.poll(() => snackbar(page).textContent()).toContain(text);

describe('Profil on a 360 px phone, by keyboard alone', () => {
  it('is reached from the user menu and changes the numbers, the photo, a notification and the language', async () => {
    const page = await loggedIn(RINA, PHONE_WIDTH);

    // Profil in the user menu, by keyboard.
    await tabTo(page, page.getByRole('button', { name: /^Menu pengguna Rina Kurniawati/ }));
    await page.keyboard.press('Enter');
    const profil = page.getByRole('menuitem', { name: 'Profil' });
    await pressUntilFocused(page, profil, 'ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/profil');
    await card(page, 'Data diri').waitFor();
    expect(await fitsTheScreen(page)).toBe(true);

    // The WhatsApp number, typed and saved with Enter; it comes back as Indonesians read it.
    const whatsapp = card(page, 'Data diri').getByRole('textbox', { name: 'Nomor WhatsApp' });
    await tabTo(page, whatsapp);
    await page.keyboard.type('0857 1234 9876');
    await tabTo(page, card(page, 'Data diri').getByRole('button', { name: 'Simpan data diri' }));
    await page.keyboard.press('Enter');
    await saidInSnackbar(page, 'Data diri disimpan.');
    await expect.poll(() => whatsapp.inputValue()).toBe('0857-1234-9876');

    // The photo: Enter on the button opens the file picker. Playwright intercepts the picker once
    // it is waited for, without waiting itself: the wait starts before the keys are pressed.
    const picking = page.waitForEvent('filechooser');
    const upload = card(page, 'Foto').getByRole('button', { name: 'Unggah foto' });
    await page.keyboard.press('Shift+Tab');
    await pressUntilFocused(page, upload, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const picker = await picking;
    await picker.setFiles({ name: 'rina.png', mimeType: 'image/png', buffer: PNG });
    await saidInSnackbar(page, 'Foto profil disimpan.');
    await card(page, 'Foto').getByRole('button', { name: 'Ganti foto' }).waitFor();

    // A notification kind silenced with Space.
    const orders = card(page, 'Notifikasi').getByRole('switch', { name: 'Pengajuan dan keputusan order' });
    await tabTo(page, orders);
    await page.keyboard.press('Space');
    await expect.poll(() => orders.isChecked()).toBe(false);
    await saidInSnackbar(page, 'Pengaturan notifikasi disimpan.');

    // The language with the arrow keys: the page speaks English at once, and back.
    await tabTo(page, card(page, 'Bahasa').getByRole('radio', { name: 'Bahasa Indonesia' }));
    await page.keyboard.press('ArrowDown');
    await card(page, 'About me').waitFor();
    await expect.poll(() => hasFocus(card(page, 'Language').getByRole('radio', { name: 'English' }))).toBe(true);
    await page.keyboard.press('ArrowUp');
    await card(page, 'Data diri').waitFor();
    await expect.poll(() => hasFocus(card(page, 'Bahasa').getByRole('radio', { name: 'Bahasa Indonesia' }))).toBe(true);
    expect(await fitsTheScreen(page)).toBe(true);
  }, WHOLE_PROFILE);
});
