import { afterAll, describe, expect, inject, it } from 'vitest';
import { WA_CLOUD_ACCOUNT, WA_CLOUD_DEMO_INCOMING } from '../../domain/apiPaths';
import { RESOURCES } from '../../domain/resources';
import { apiSession, browserForFile, fitsTheScreen, pageCall, PHONE_WIDTH, snackbar } from './browser';
import type { Page } from 'playwright-core';

/**
 * The business number on the Cloud API, against the fake Meta the demo server starts (docs/whatsapp.md,
 * The Cloud API): the Administrator connects it on a phone, a template is approved, a broadcast runs
 * with its live progress, and a customer's reply opens the 24-hour window in the chat.
 */
const ADMIN = 'admin@majumotor.co.id';
/** Dewi makes the prospects through the API: the Administrator's own session stays the page's. */
const DEWI = 'dewi@majumotor.co.id';

const loggedIn = browserForFile();
let admin: Page | undefined;

afterAll(async () => {
  // The demo dealer goes back to its linked phones for the files after this one.
  if (admin) await pageCall(admin, 'DELETE', WA_CLOUD_ACCOUNT);
});

describe('WhatsApp Business (Cloud API)', () => {
  it('connects the business number on a phone, broadcasts an approved template with live progress, and answers a reply within the 24-hour window', async () => {
    const stamp = String(Date.now()).slice(-6);
    const prefix = `Awan ${stamp}`;
    const dewi = await apiSession(DEWI, inject('password'));
    for (let i = 1; i <= 3; i += 1) {
      await dewi.call('POST', RESOURCES.prospect.path, { name: `${prefix} ${i}`, phone: `0815${stamp}${String(i).padStart(2, '0')}` });
    }

    const page = await loggedIn(ADMIN, PHONE_WIDTH);
    admin = page;
    await page.goto('/setting/whatsapp-business');
    await page.getByRole('textbox', { name: 'Phone number ID' }).fill(`1${stamp}`);
    await page.getByRole('textbox', { name: 'WhatsApp Business Account ID' }).fill(`2${stamp}`);
    await page.getByLabel('Access token permanen').fill('token-demo');
    await page.getByLabel('App secret').fill('rahasia-demo');
    await page.getByRole('button', { name: 'Hubungkan nomor' }).click();
    await expect.poll(() => page.getByText('1.000 penerima unik per 24 jam').count()).toBe(1);
    expect(await page.getByText(/\/api\/whatsapp\/v1\/cloud\/webhook\/\d+$/).count()).toBe(1);
    expect(await fitsTheScreen(page)).toBe(true);

    await page.goto('/setting/template');
    await page.getByRole('link', { name: /Promo akhir bulan/ }).click();
    await page.getByRole('button', { name: /^Ajukan (ulang )?ke Meta$/ }).click();
    await expect.poll(() => snackbar(page).textContent()).toBe('Template diajukan ke Meta.');
    await expect
      .poll(async () => {
        await page.reload();
        await page.getByRole('heading', { name: 'Persetujuan Meta' }).waitFor();
        return page.getByText(/^Disetujui Meta/).count();
      })
      .toBe(1);
    expect(await fitsTheScreen(page)).toBe(true);

    await page.goto('/setting/broadcast/create');
    await page.getByText(/1\.000 penerima per 24 jam/).waitFor();
    await page.getByLabel('Nama siaran').fill(`Promo Awan ${stamp}`);
    await page.getByRole('combobox', { name: 'Template pesan' }).click();
    // Only what Meta approved is offered through the business number.
    expect(await page.getByRole('option').allTextContents()).toEqual(['Promo akhir bulan']);
    await page.getByRole('option', { name: 'Promo akhir bulan' }).click();
    await page.getByLabel('Cari prospek (nama atau nomor)').fill(prefix);
    await page.getByRole('button', { name: 'Pratinjau' }).click();
    const preview = page.getByRole('region', { name: 'Pratinjau penerima' });
    await expect.poll(() => preview.getByRole('status').textContent()).toBe('3 penerima akan dikirimi pesan, 0 dilewati (dari 3).');
    expect(await preview.getByText(/^Dikirim lewat nomor WhatsApp Business perusahaan/).count()).toBe(1);
    await page.getByRole('button', { name: 'Kirim sekarang' }).click();
    await page.waitForURL('**/setting/broadcast');
    // The list follows the run by itself while it lasts.
    await expect.poll(() => page.getByText(/^3 dari 3 · terkirim 3/).count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByText('Lewat nomor WhatsApp Business').count()).toBeGreaterThan(0);
    expect(await fitsTheScreen(page)).toBe(true);

    // The first prospect answers the promotion: the reply opens the 24-hour window in the chat.
    const question = `Cicilannya berapa? ${stamp}`;
    await pageCall(page, 'POST', WA_CLOUD_DEMO_INCOMING, { from: `+62815${stamp}01`, body: question, name: 'Pelanggan' });
    await page.goto('/setting/chat');
    await page.getByRole('link', { name: new RegExp(`${prefix} 1`) }).click();
    const conversation = page.getByRole('list', { name: 'Pesan' });
    await expect.poll(() => conversation.getByText(question).count()).toBe(1);
    expect(await page.getByText(/^Pesan bebas bisa dikirim sampai/).count()).toBe(1);
    await page.getByLabel('Tulis balasan').fill('Mulai 800 ribu per bulan, Kak.');
    await page.getByRole('button', { name: 'Kirim', exact: true }).click();
    await expect.poll(() => conversation.getByText('Mulai 800 ribu per bulan, Kak.').count()).toBe(1);
    await expect.poll(() => conversation.getByRole('listitem').last().getByRole('img', { name: /^(Terkirim|Sampai)$/ }).count()).toBe(1);
    expect(await fitsTheScreen(page)).toBe(true);
  });
});
