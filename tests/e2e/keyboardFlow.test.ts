import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { requestsInFlight, violations, settled } from './axe';
import { browserForFile, chipCount, DESK_WIDTH, settledQueue, snackbar } from './browser';
import { focusIsIn, hasFocus, missingFocusIndicator, pressUntilFocused, tabTo } from './keyboard';

/** Neng sells for Cabang Dago, which Asep supervises. */
const NENG = 'neng@majumotor.co.id';
const ASEP = 'asep@majumotor.co.id';

const loggedIn = browserForFile();

/**
 * Two sessions and some 150 key presses, each a round trip to the browser: 20–30 s, and once over
 * the 60 s default on a machine busy with other work.
 */
const WHOLE_SALE = 120_000;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (within: Page | Locator, name: string) => within.getByRole('button', { name, exact: true });

describe('the sale from prospect to approved order by keyboard alone', () => {
  it('Sales records a prospect, moves it on the board, records a follow-up and an order; the Supervisor approves it', async () => {
    const neng = await loggedIn(NENG, DESK_WIDTH);
    const asep = await loggedIn(ASEP, DESK_WIDTH);
    const nengLoading = requestsInFlight(neng);
    const asepLoading = requestsInFlight(asep);
    await asep.goto('/setting/orderApprove');
    const queueBefore = await settledQueue(asep, 'Approval Order');

    // A new prospect, typed; the motorcycle chosen from the suggestions with the arrow keys.
    const name = `Prospek Keyboard ${Date.now()}`;
    await neng.goto('/prospect/create');
    await field(neng, 'Nama').focus();
    await neng.keyboard.type(name);
    await tabTo(neng, field(neng, 'Nomor telepon'));
    await neng.keyboard.type(`0813${String(Date.now()).slice(-8)}`);
    const motorcycle = neng.getByRole('combobox', { name: 'Motor diminati' });
    await tabTo(neng, motorcycle);
    await neng.keyboard.type('BeAT');
    // The suggestions open on focus with every motorcycle; the arrow keys wait for the search's.
    const suggested = async () => (await neng.getByRole('option').allTextContents()).join('|');
    await expect.poll(suggested).toMatch(/^[^|]*BeAT[^|]*(\|[^|]*BeAT[^|]*)*$/i);
    await neng.keyboard.press('ArrowDown');
    await neng.keyboard.press('Enter');
    // The chosen motorcycle's whole label, not the typed search.
    await expect.poll(() => motorcycle.inputValue()).toMatch(/^Honda BeAT .+\(HND-BEAT-/);
    await tabTo(neng, button(neng, 'Simpan'));
    await neng.keyboard.press('Enter');
    await neng.waitForURL(/\/prospect\/\d+\/show$/);
    const prospectPage = new URL(neng.url()).pathname;

    // On the board the new prospect is the first card of Low; its menu moves it to Medium, and the
    // focus goes along to the card's link there.
    await neng.goto('/prospect/index_copy');
    const column = (status: string) => neng.getByRole('region', { name: status, exact: true });
    await tabTo(neng, column('Low').getByRole('button', { name: `Pindahkan ${name}` }));
    await neng.keyboard.press('Enter');
    await pressUntilFocused(neng, neng.getByRole('menuitem', { name: 'Pindahkan ke Medium' }), 'ArrowDown');
    await neng.keyboard.press('Enter');
    const moved = column('Medium').getByRole('link', { name });
    await expect.poll(() => hasFocus(moved)).toBe(true);
    expect(await column('Low').getByText(name).count()).toBe(0);
    expect(await missingFocusIndicator(neng)).toBe('');

    // Back to the prospect from that link.
    await neng.keyboard.press('Enter');
    await neng.waitForURL(`**${prospectPage}`);

    // A follow-up in the dialog: it takes the focus, and gives it back to its button when saved.
    const record = button(neng, 'Catat follow up');
    await tabTo(neng, record);
    await neng.keyboard.press('Enter');
    const dialog = neng.getByRole('dialog');
    await expect.poll(() => focusIsIn(dialog)).toBe(true);
    // The dialog open passes the same rules as every page (docs/accessibility.md).
    await settled(neng, nengLoading);
    expect(await violations(neng, 'the follow-up dialog')).toEqual([]);
    await tabTo(neng, dialog.getByRole('radio', { checked: true }));
    await pressUntilFocused(neng, dialog.getByRole('radio', { name: 'Telepon' }), 'ArrowDown');
    expect(await dialog.getByRole('radio', { name: 'Telepon' }).isChecked()).toBe(true);
    await tabTo(neng, dialog.getByLabel('Hasil', { exact: true }));
    await neng.keyboard.type('Minta simulasi kredit, datang Sabtu');
    await tabTo(neng, button(dialog, 'Simpan'));
    await neng.keyboard.press('Enter');
    await expect.poll(() => snackbar(neng).textContent()).toBe('Follow up tersimpan dan menunggu persetujuan supervisor.');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => hasFocus(record)).toBe(true);

    // The order, prefilled from the prospect, saved with the keyboard.
    await tabTo(neng, neng.getByRole('link', { name: 'Buat order' }));
    await neng.keyboard.press('Enter');
    await neng.waitForURL('**/order/create?**');
    await expect.poll(() => field(neng, 'Harga').inputValue()).toMatch(/\d/);
    await tabTo(neng, button(neng, 'Simpan'));
    await neng.keyboard.press('Enter');
    await neng.waitForURL(/\/order\/\d+\/show$/);
    const title = await neng.getByText(/^Order SPK\//).filter({ visible: true }).first().textContent();
    const number = title?.match(/SPK\/\d{4}\/\d{2}\/\d+/)?.[0] ?? '';
    expect(number).not.toBe('');
    const status = (text: string) => neng.getByText(text, { exact: true }).filter({ visible: true }).count();
    await expect.poll(() => status('Menunggu Validasi')).toBeGreaterThan(0);

    // The supervisor approves it from his queue, confirming in the dialog, by keyboard.
    await expect.poll(() => chipCount(asep, 'Approval Order')).toBe(queueBefore + 1);
    await tabTo(asep, button(asep, 'Muat ulang'));
    await asep.keyboard.press('Enter');
    const row = asep.getByRole('row').filter({ hasText: number });
    await tabTo(asep, button(row, 'Setujui'));
    await asep.keyboard.press('Enter');
    const confirm = asep.getByRole('dialog');
    await expect.poll(() => focusIsIn(confirm)).toBe(true);
    await settled(asep, asepLoading);
    expect(await violations(asep, 'the approval’s confirmation')).toEqual([]);
    await tabTo(asep, button(confirm, 'Setujui'));
    await asep.keyboard.press('Enter');
    await expect.poll(() => row.count()).toBe(0);
    await expect.poll(() => chipCount(asep, 'Approval Order')).toBe(queueBefore);

    // Neng's order is approved.
    await neng.reload();
    await expect.poll(() => status('Disetujui')).toBeGreaterThan(0);
    expect(await status('Menunggu Validasi')).toBe(0);
    await neng.context().close();
    await asep.context().close();
  }, WHOLE_SALE);
});
