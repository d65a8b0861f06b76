import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, fitsTheScreen, pageCall, PHONE_WIDTH, snackbar } from './browser';
import { cameraPhoto } from './cameraPhoto';
import { violations } from './axe';

/** Neng sells for Cabang Dago, which Asep supervises. */
const NENG = 'neng@majumotor.co.id';
const ASEP = 'asep@majumotor.co.id';

const loggedIn = browserForFile();

type Partner = { id: number; name: string; short_name: string; categories: string[]; rates: unknown[] };

/** A prospect of Neng's who wants a scooter on credit, made through the API the page itself calls. */
async function creditProspect(page: Page) {
  const [motor] = (await pageCall(page, 'GET', `/api/master/v1/product?filter=${encodeURIComponent(JSON.stringify({ active: true, category: 'matic' }))}`)) as { id: number }[];
  const prospect = (await pageCall(page, 'POST', '/api/prospect/v1/prospect', {
    name: `Kredit Uji ${Date.now()}`,
    phone: `0813${String(Date.now()).slice(-8)}`,
    id_product: motor.id,
    address: 'Jl. Dago 12, Bandung',
    payment: 'kredit',
    down_payment: 4_000_000,
    tenor: 35,
  })) as { id: number; name: string };
  return prospect;
}

const card = (page: Page, partner: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: partner, exact: true }) });

async function photographDocuments(page: Page, application: Locator) {
  const photo = await cameraPhoto(page, 1600);
  const inputs = application.locator('input[type="file"]');
  const count = await inputs.count();
  for (let i = 0; i < count; i += 1) {
    await inputs.nth(i).setInputFiles({ name: 'dokumen.jpg', mimeType: 'image/jpeg', buffer: photo });
    // Each photo taken turns its line to 'Sudah difoto' and its button to 'Ganti foto …'.
    await expect.poll(() => application.getByText('Sudah difoto').count()).toBe(i + 1);
  }
}

async function scheduleSurvey(page: Page, application: Locator) {
  await application.getByRole('button', { name: 'Jadwalkan survei' }).click();
  const dialog = page.getByRole('dialog', { name: /Jadwalkan survei/ });
  await dialog.getByLabel('Jadwal survei').fill('2026-12-05T10:00');
  await dialog.getByLabel('Nama surveyor').fill('Pak Dedi');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect.poll(() => application.getByText('Survei', { exact: true }).count()).toBe(1);
}

describe('a credit sale on a phone, from the simulation to the Deal', () => {
  it('Sales simulates and sends it, submits the order to two partners with documents photographed; the Supervisor decides; the down payment makes the Deal; the SPK prints', async () => {
    const neng = await loggedIn(NENG, PHONE_WIDTH);
    // WhatsApp opens outside the app; here it answers nothing but a page.
    await neng.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
    const prospect = await creditProspect(neng);
    const partners = ((await pageCall(neng, 'GET', '/api/master/v1/leasing?range=[0,99]')) as Partner[]).filter((p) => p.rates.length && !p.categories.length);

    // The simulation: every partner side by side, the cheapest marked, in two taps.
    await neng.goto(`/prospect/${prospect.id}/show`);
    await neng.getByRole('button', { name: 'Simulasi Kredit' }).click();
    const sheet = neng.getByRole('dialog', { name: /Simulasi kredit/ });
    const results = sheet.getByRole('list', { name: 'Hasil simulasi' });
    await expect.poll(() => results.getByRole('heading').count()).toBeGreaterThanOrEqual(3);
    expect(await results.getByText('Termurah').count()).toBe(1);
    expect(await fitsTheScreen(neng)).toBe(true);
    expect(await violations(neng, 'Simulasi kredit', '[role="dialog"]')).toEqual([]);
    const whatsapp = neng.context().waitForEvent('page');
    await sheet.getByRole('link', { name: 'Kirim lewat WhatsApp' }).click();
    const opened = await whatsapp;
    expect(opened.url()).toMatch(/^https:\/\/wa\.me\/62813\d+\?text=Halo/);
    await opened.close();
    // As a PDF too: this browser cannot share files, so the PDF is saved for sending.
    const saved = neng.waitForEvent('download');
    await sheet.getByRole('button', { name: 'Kirim PDF' }).click();
    expect((await saved).suggestedFilename()).toMatch(/^simulasi-kredit-\d+\.pdf$/);
    await sheet.getByRole('button', { name: 'Tutup' }).click();
    const history = neng.getByRole('region', { name: 'Simulasi kredit' });
    await expect.poll(() => history.getByText('Dikirim lewat WhatsApp', { exact: false }).count()).toBe(1);
    await expect.poll(() => history.getByText('Dikirim sebagai PDF', { exact: false }).count()).toBe(1);
    // A kept simulation's PDF goes again from the history.
    const again = neng.waitForEvent('download');
    await history.getByRole('button', { name: /^Kirim PDF simulasi / }).first().click();
    expect((await again).suggestedFilename()).toMatch(/^simulasi-kredit-\d+\.pdf$/);

    // The order, from the prospect, with its leasing partner.
    await neng.getByRole('link', { name: 'Buat order' }).click();
    await neng.waitForURL('**/order/create?**');
    await expect.poll(() => neng.getByLabel('Harga', { exact: true }).inputValue()).toMatch(/\d/);
    await neng.getByRole('combobox', { name: 'Leasing' }).fill(partners[0].name);
    await neng.getByRole('option', { name: partners[0].name, exact: true }).click();
    await neng.getByRole('combobox', { name: 'Warna' }).click();
    await neng.getByRole('option').nth(1).click();
    await neng.getByRole('button', { name: 'Simpan' }).click();
    await neng.waitForURL(/\/order\/\d+\/show$/);
    const orderPath = new URL(neng.url()).pathname;

    // Submitted to two partners at once, each with its documents photographed, then surveyed.
    await neng.getByRole('button', { name: 'Ajukan ke leasing' }).click();
    const submit = neng.getByRole('dialog', { name: 'Ajukan ke mitra leasing' });
    for (const partner of partners.slice(0, 2)) await submit.getByRole('checkbox', { name: new RegExp(`^${partner.short_name} ·`) }).check();
    await submit.getByRole('button', { name: 'Ajukan' }).click();
    await expect.poll(() => snackbar(neng).textContent()).toBe('Order diajukan ke 2 mitra leasing.');
    const [first, second] = partners.slice(0, 2).map((p) => card(neng, p.short_name));
    await expect.poll(() => first.getByText('Diajukan', { exact: true }).count()).toBe(1);
    for (const application of [first, second]) {
      await photographDocuments(neng, application);
      await scheduleSurvey(neng, application);
    }
    expect(await fitsTheScreen(neng)).toBe(true);
    expect(await violations(neng, 'Pengajuan leasing')).toEqual([]);

    // The supervisor records one rejection and one approval on his phone.
    const asep = await loggedIn(ASEP, PHONE_WIDTH);
    await asep.goto(`${orderPath}`);
    const rejected = card(asep, partners[1].short_name);
    await rejected.getByRole('button', { name: 'Tolak' }).click();
    const reject = asep.getByRole('dialog', { name: /Tolak/ });
    await reject.getByLabel('Alasan').fill('Penghasilan belum cukup');
    await reject.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => rejected.getByText('Ditolak', { exact: true }).count()).toBe(1);
    const approved = card(asep, partners[0].short_name);
    await approved.getByRole('button', { name: 'Setujui' }).click();
    const approve = asep.getByRole('dialog', { name: /Setujui/ });
    await approve.getByLabel('Uang muka disetujui').fill('5000000');
    await approve.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => approved.getByText('Disetujui', { exact: true }).count()).toBe(1);

    // Neng hears of it, records the down payment, and the sale is a Deal with the leasing's figures.
    await expect.poll(() => neng.getByRole('button', { name: 'Notifikasi' }).locator('.MuiBadge-badge:not(.MuiBadge-invisible)').count()).toBe(1);
    await neng.reload();
    await neng.getByRole('button', { name: 'Uang muka sudah dibayar' }).click();
    await expect.poll(() => snackbar(neng).textContent()).toBe('Deal! Prospek menjadi Deal dengan angka dari leasing.');
    const after = (await pageCall(neng, 'GET', `/api/prospect/v1/prospect/${prospect.id}`)) as { status: string };
    expect(after.status).toBe('Deal');
    const order = (await pageCall(neng, 'GET', `/api/order/v1/order/${orderPath.split('/')[2]}`)) as { down_payment: number; id_leasing_partner: number };
    expect(order).toMatchObject({ down_payment: 5_000_000, id_leasing_partner: partners[0].id });
    expect(await fitsTheScreen(neng)).toBe(true);

    // The SPK: the booking fee received, marked complete, and printed.
    const spk = neng.getByRole('region', { name: 'SPK' });
    await spk.getByLabel('Tanda jadi (booking fee)').fill('500000');
    await spk.getByLabel('Tanda jadi sudah diterima').check();
    await spk.getByRole('button', { name: 'Simpan data SPK' }).click();
    await expect.poll(() => snackbar(neng).textContent()).toBe('Data SPK disimpan.');
    await spk.getByRole('button', { name: 'Tandai lengkap' }).click();
    await expect.poll(() => spk.getByText('Lengkap', { exact: true }).count()).toBe(1);
    const printed = neng.waitForEvent('download');
    await spk.getByRole('button', { name: 'Cetak SPK (A4)' }).click();
    expect((await printed).suggestedFilename()).toMatch(/^SPK-\d{4}-\d{2}-\d+\.pdf$/);
    expect(await fitsTheScreen(neng)).toBe(true);
    expect(await violations(neng, 'SPK')).toEqual([]);
    await neng.context().close();
    await asep.context().close();
  });
});
