import { describe, expect, inject, it } from 'vitest';
import { apiSession, browserForFile, DESK_WIDTH, fitsTheScreen, PHONE_WIDTH, snackbar } from './browser';
import { requestsInFlight, settledViolations } from './axe';
import { hasFocus, pressUntilFocused, tabTo } from './keyboard';

/** Rizky sells in Tim Pameran; no other end-to-end file signs him in, so his calendar is this file's. */
const RIZKY = 'rizky@majumotor.co.id';
const ADMIN = 'admin@majumotor.co.id';

const loggedIn = browserForFile();

/** His phone's clock is West Indonesia Time, as the days asked of the server are: "today" is the same day for both. */
const IN_JAKARTA = { timezoneId: 'Asia/Jakarta' };

/** A day in West Indonesia Time, `offset` days from today. */
const jakartaDay = (offset = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(Date.now() + offset * 86_400_000);
const asShown = (day: string) => day.split('-').reverse().join('-');

describe('Kalender', () => {
  it('on a 360 px phone, by keyboard alone: today’s agenda, an entry opened and moved to tomorrow at the same hour', { timeout: 180_000 }, async () => {
    const rizky = await apiSession(RIZKY, inject('password'));
    const prospect = await rizky.call<{ id: number }>('POST', '/api/prospect/v1/prospect', {
      name: 'Pak Kalender',
      phone: '081377700001',
      next_follow_up: `${jakartaDay()}T15:00:00+07:00`,
    });
    const page = await loggedIn(RIZKY, PHONE_WIDTH, IN_JAKARTA);
    const inFlight = requestsInFlight(page);

    await tabTo(page, page.getByRole('button', { name: /^Menu pengguna Rizky Maulana/ }));
    await page.keyboard.press('Enter');
    await pressUntilFocused(page, page.getByRole('menuitem', { name: 'Kalender' }), 'ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/kalender');
    const entry = page.getByRole('link', { name: /Kontak berikutnya: Pak Kalender/ });
    await entry.waitFor();
    // The day's agenda and the week's, each a button of its own name.
    expect(await page.getByRole('button', { name: 'Hari', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Minggu', exact: true }).getAttribute('aria-pressed')).toBe('false');
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await settledViolations(page, inFlight, '/kalender, today at 360 px')).toEqual([]);

    await tabTo(page, entry);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Kontak berikutnya: Pak Kalender' });
    const day = dialog.getByLabel('Pindahkan ke tanggal');
    await day.waitFor();
    expect(await settledViolations(page, inFlight, '/kalender, an entry opened at 360 px')).toEqual([]);
    await tabTo(page, day);
    // A date field takes its digits in the order it shows them; fill sets the value as a picker does.
    await day.fill(jakartaDay(1));
    await tabTo(page, dialog.getByRole('button', { name: 'Pindahkan' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => snackbar(page).textContent()).toContain(`Jadwal Pak Kalender dipindahkan ke ${asShown(jakartaDay(1))}.`);
    await expect.poll(() => dialog.isVisible()).toBe(false);

    const admin = await apiSession(ADMIN, inject('password'));
    const moved = await admin.call<{ next_follow_up: string }>('GET', `/api/prospect/v1/prospect/${prospect.id}`);
    expect(new Date(moved.next_follow_up).toISOString()).toBe(new Date(`${jakartaDay(1)}T15:00:00+07:00`).toISOString());

    const next = page.getByRole('button', { name: 'Berikutnya' });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await entry.waitFor();
    expect(await hasFocus(next)).toBe(true);
    await page.context().close();
  });

  it('on a desktop: the month, the week and the agenda pass axe', { timeout: 180_000 }, async () => {
    const rizky = await apiSession(RIZKY, inject('password'));
    await rizky.call('POST', '/api/prospect/v1/prospect', { name: 'Bu Desktop', phone: '081377700002', next_follow_up: `${jakartaDay()}T10:00:00+07:00` });
    const page = await loggedIn(RIZKY, DESK_WIDTH, IN_JAKARTA);
    const inFlight = requestsInFlight(page);
    await page.goto(`${new URL(page.url()).origin}/kalender`);
    const entry = page.getByRole('link', { name: /Kontak berikutnya: Bu Desktop/ });
    for (const view of ['Bulan', 'Minggu', 'Agenda']) {
      await page.getByRole('button', { name: view, exact: true }).click();
      await entry.waitFor();
      expect(await settledViolations(page, inFlight, `/kalender, ${view}`)).toEqual([]);
    }
    await page.context().close();
  });
});
