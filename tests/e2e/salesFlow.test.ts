import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, chipCount, fitsTheScreen, PHONE_WIDTH, settledQueue, snackbar } from './browser';

/** Neng sells for Cabang Dago, which Asep supervises. */
const NENG = 'neng@majumotor.co.id';
const ASEP = 'asep@majumotor.co.id';

const loggedIn = browserForFile();

/** The number a dashboard card shows, read from the link to the list it counts. */
async function figure(page: Page, label: string): Promise<number> {
  const link = page.getByRole('link', { name: new RegExp(`^${label}`) });
  const text = (await link.textContent()) ?? '';
  return Number(text.slice(label.length).replace(/\D/g, ''));
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

describe('a sale from prospect to approved order', () => {
  it('Sales records a prospect, a follow-up and an order on a phone; the Supervisor approves it; both see it live', async () => {
    const neng = await loggedIn(NENG, PHONE_WIDTH);
    const asep = await loggedIn(ASEP);
    const prospectsBefore = await figure(neng, 'Total prospek');
    const dealsBefore = await figure(neng, 'Deal bulan ini');
    await asep.goto('/setting/orderApprove');
    const queueBefore = await settledQueue(asep, 'Approval Order');

    // A new prospect, typed on the phone.
    const name = `Prospek Uji ${Date.now()}`;
    await neng.goto('/prospect/create');
    await field(neng, 'Nama').fill(name);
    await field(neng, 'Nomor telepon').fill(`0812${String(Date.now()).slice(-8)}`);
    await field(neng, 'Motor diminati').fill('BeAT');
    await neng.getByRole('option').first().click();
    expect(await fitsTheScreen(neng)).toBe(true);
    await neng.getByRole('button', { name: 'Simpan' }).click();
    await neng.waitForURL(/\/prospect\/\d+\/show$/);
    await expect.poll(() => neng.getByText(name).filter({ visible: true }).count()).toBeGreaterThan(0);
    expect(await fitsTheScreen(neng)).toBe(true);

    // A follow-up: Sales' follow-ups wait for the supervisor by default.
    await neng.getByRole('button', { name: 'Catat follow up' }).click();
    const dialog = neng.getByRole('dialog');
    await dialog.getByLabel('Telepon').check();
    await field(neng, 'Hasil').fill('Minta simulasi kredit, datang Sabtu');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => snackbar(neng).textContent()).toBe('Follow up tersimpan dan menunggu persetujuan supervisor.');

    // The order, prefilled from the prospect: motorcycle and its OTR price.
    await neng.getByRole('link', { name: 'Buat order' }).click();
    await neng.waitForURL('**/order/create?**');
    await expect.poll(() => field(neng, 'Harga').inputValue()).toMatch(/\d/);
    await neng.getByRole('button', { name: 'Simpan' }).click();
    await neng.waitForURL(/\/order\/\d+\/show$/);
    const title = await neng.getByText(/^Order SPK\//).filter({ visible: true }).first().textContent();
    const number = title?.match(/SPK\/\d{4}\/\d{2}\/\d+/)?.[0] ?? '';
    expect(number).not.toBe('');
    await expect.poll(() => neng.getByText('Menunggu Validasi').filter({ visible: true }).count()).toBeGreaterThan(0);
    expect(await fitsTheScreen(neng)).toBe(true);

    // The supervisor's queue receives it live; approving it drops the chip.
    await expect.poll(() => chipCount(asep, 'Approval Order')).toBe(queueBefore + 1);
    await asep.getByRole('button', { name: 'Muat ulang' }).click();
    const row = asep.getByRole('row').filter({ hasText: number });
    await row.getByRole('button', { name: 'Setujui' }).click();
    await asep.getByRole('dialog').getByRole('button', { name: 'Setujui' }).click();
    await expect.poll(() => row.count()).toBe(0);
    await expect.poll(() => chipCount(asep, 'Approval Order')).toBe(queueBefore);

    // Neng hears of it at once, without reloading.
    const bell = neng.getByRole('button', { name: 'Notifikasi' });
    await expect.poll(() => bell.locator('.MuiBadge-badge:not(.MuiBadge-invisible)').count()).toBe(1);
    await bell.click();
    await expect
      .poll(() => neng.getByRole('region', { name: 'Notifikasi' }).getByRole('button').filter({ hasText: number }).first().textContent())
      .toContain(`Asep Sunandar telah melakukan persetujuan order pada order ${number}`);
    await neng.keyboard.press('Escape');

    // The order made the prospect a Deal, and the dashboard counts both.
    await neng.goto('/dashboard');
    await expect.poll(() => figure(neng, 'Total prospek')).toBe(prospectsBefore + 1);
    expect(await figure(neng, 'Deal bulan ini')).toBe(dealsBefore + 1);
    expect(await fitsTheScreen(neng)).toBe(true);
    await neng.context().close();
    await asep.context().close();
  });

  it('the approval queues fit a phone: a wide table scrolls in its own box, not the page', async () => {
    const asep = await loggedIn(ASEP, PHONE_WIDTH);
    for (const queue of ['/setting/collabApprove', '/setting/followUpApprove', '/setting/orderApprove']) {
      await asep.goto(queue);
      await asep.getByRole('table').or(asep.getByText('Tidak ada pengajuan yang menunggu.')).first().waitFor();
      expect(await fitsTheScreen(asep)).toBe(true);
    }
    // The demo's follow-up queue always holds rows, wider than a phone.
    await asep.goto('/setting/followUpApprove');
    const wrapper = asep.locator('.RaDataTable-tableWrapper');
    await wrapper.waitFor();
    expect(await wrapper.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    expect(await fitsTheScreen(asep)).toBe(true);
    await asep.context().close();
  });
});
