import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiSession, badge, bell, chipCount, launchBrowser, loginThroughForm, newContext, panel, rows, settingEntry, settledQueue } from './browser';

const password = inject('password');
/** Rizky asks for orders and Dedi, who leads his group, validates them: neither has a page open here. */
const RIZKY = 'rizky@majumotor.co.id';
const DEDI = 'dedi@majumotor.co.id';
const FAJAR = 'fajar@majumotor.co.id';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function loggedIn(email: string) {
  const page = await (await newContext(browser)).newPage();
  await loginThroughForm(page, email, password);
  return page;
}

const unreadRows = (page: Page) => rows(page).filter({ hasText: 'Belum dibaca' });

/** Rizky asks for an order on one of his open prospects, as the order form would. */
async function rizkyAsksForAnOrder() {
  const rizky = await apiSession(RIZKY, password);
  const [prospect] = await rizky.list<{ id: number; id_product: number }>('/api/prospect/v1/prospect', { status: 'Hot' });
  const created = await rizky.call<{ id: number; number: string }>('POST', '/api/order/v1/order', {
    id_prospect: prospect.id,
    id_product: prospect.id_product,
    qty: 1,
    discount: 0,
    payment: 'cash',
  });
  return created;
}

describe('the notification bell and panel (docs/product.md)', () => {
  it('shows the unread count, pages by five, marks all read, and receives a new one live', async () => {
    const page = await loggedIn(inject('adminEmail'));
    await expect.poll(async () => Number(await badge(page).textContent())).toBeGreaterThanOrEqual(7);

    await bell(page).click();
    await expect.poll(() => panel(page).getByRole('heading', { name: 'Notifikasi' }).isVisible()).toBe(true);
    await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(5);
    expect(await rows(page).first().textContent()).toMatch(/telah .+ pada (prospek|order) .+\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    // The next page comes when the last row is half in view.
    await rows(page).last().scrollIntoViewIfNeeded();
    await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(10);
    const box = await panel(page).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(414);
    expect(box?.height).toBeLessThanOrEqual(534);

    await panel(page).getByRole('button', { name: 'Tandai semua di baca' }).click();
    await expect.poll(() => unreadRows(page).count()).toBe(0);
    await expect.poll(() => badge(page).count()).toBe(0);
    await page.keyboard.press('Escape');

    // Someone else's action reaches the open page through the live stream, without a reload.
    const order = await rizkyAsksForAnOrder();
    await expect.poll(() => badge(page).textContent()).toBe('1');
    await bell(page).click();
    await expect
      .poll(() => rows(page).first().textContent())
      .toContain(`Rizky Maulana telah melakukan pengajuan order pada order ${order.number}`);

    // An unread row is read on the first click; a read row opens its record.
    await rows(page).first().click();
    await expect.poll(() => badge(page).count()).toBe(0);
    await rows(page).first().click();
    await page.waitForURL(`**/order/${order.id}/show`);
    await expect.poll(() => panel(page).count()).toBe(0);
    await page.context().close();
  });
});

describe('the user menu and logout (docs/product.md)', () => {
  it('names the user, role and group, lists the entries and the version', async () => {
    const page = await loggedIn(FAJAR);
    await page.getByRole('button', { name: 'Menu pengguna' }).click();
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.getByRole('heading', { name: 'Fajar Nugraha' }).isVisible()).toBe(true);
    expect(await menu.textContent()).toContain('Sales');
    expect(await menu.textContent()).toContain('Cabang Buah Batu');
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Kalender',
      'Profil',
      'Pengaturan',
      'Kebijakan Privasi',
      'Syarat Dan Ketentuan',
      'Beri Masukan',
      'Logout',
    ]);
    expect(await menu.textContent()).toMatch(/Versi \d+\.\d+\.\d+/);

    await menu.getByRole('menuitem', { name: 'Kebijakan Privasi' }).click();
    await page.waitForURL('**/privacy-policy');
    await page.context().close();
  });

  it('asks before logging out: Cancel stays, Logout ends the session', async () => {
    const page = await loggedIn(FAJAR);
    const logout = async () => {
      await page.getByRole('button', { name: 'Menu pengguna' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.textContent()).toContain('Apakah Anda Yakin Ingin Logout ?');
      return dialog;
    };
    await (await logout()).getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    await (await logout()).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.context().cookies()).toEqual([]);
    expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('token')])).toEqual([null, null]);
    await page.goto('/prospect');
    await page.waitForURL('**/login');
    await page.context().close();
  });
});

describe('the setting menu (docs/product.md, docs/sessions-and-access.md)', () => {
  const ADMIN_ONLY = ['Setting Task', 'Import Data', 'Distribusi Data', 'Motor', 'Approval Follow Up', 'Approval Order', 'Kelola Pengguna'];

  it('shows a Sales user only what their role opens', async () => {
    const page = await loggedIn(FAJAR);
    await page.goto('/setting');
    await expect.poll(() => settingEntry(page, 'Data Visum').isVisible()).toBe(true);
    for (const entry of ['Export Data', 'Approval Kolaborasi']) {
      expect(await settingEntry(page, entry).count()).toBe(1);
    }
    for (const entry of ADMIN_ONLY) {
      expect(await settingEntry(page, entry).count()).toBe(0);
    }
    // Not shown is not open either.
    await page.goto('/setting/orderApprove');
    await expect.poll(() => page.getByRole('heading', { name: 'Page Not Found', level: 1 }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Setujui' }).count()).toBe(0);
    await page.context().close();
  });

  it('shows an administrator every group, with approval chips that follow the queues live', async () => {
    const page = await loggedIn(inject('adminEmail'));
    await page.goto('/setting/orderApprove');
    for (const entry of [...ADMIN_ONLY, 'Data Visum', 'Export Data', 'Approval Kolaborasi']) {
      await expect.poll(() => settingEntry(page, entry).count()).toBe(1);
    }
    // Galih's registration waits in Proses Registrasi, folded under Kelola Pengguna.
    await expect.poll(() => chipCount(page, 'Kelola Pengguna')).toBeGreaterThan(0);

    const before = await settledQueue(page, 'Approval Order');
    const order = await rizkyAsksForAnOrder();
    await expect.poll(() => chipCount(page, 'Approval Order')).toBe(before + 1);

    const dedi = await apiSession(DEDI, password);
    await dedi.call('POST', `/api/order/v1/order/${order.id}/approve`, {});
    await expect.poll(() => chipCount(page, 'Approval Order')).toBe(before);
    await page.context().close();
  });
});
