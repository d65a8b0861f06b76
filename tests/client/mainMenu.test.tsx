import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK } from '../../domain/apiPaths';
import { MODULES } from '../../domain/permissions';
import { server } from './msw';
import { answerRole, renderApp } from './renderApp';
import { logIn } from './session';

const SALES = { id: 21, id_role: 3, id_company: 3, name: 'Yudi Permana' };
const everything = Object.fromEntries(MODULES.map((name) => [name, { access: 'enabled', import: 'enabled', export: 'all' }]));
const salesRights = { Prospect: { access: 'enabled', import: 'none', export: 'own' }, 'Follow Up': { access: 'enabled' }, Order: { access: 'enabled' } };

/** The second menu of docs/product.md, in its order, with the route each entry opens. */
const ENTRIES: [string, string][] = [
  ['Dashboard', '/'],
  ['Prospek', '/prospect'],
  ['Order', '/orders'],
  ['Import Data', '/import'],
  ['Export Data', '/export'],
  ['Distribusi Data', '/assignment'],
  ['Users', '/setting/user'],
  ['Group', '/setting/group'],
  ['Permission', '/setting/permission'],
  ['Studio', '/studio'],
  ['Kalender', '/kalender'],
  ['Laporan', '/laporan'],
  ['Profil', '/profil'],
  ['Catatan Perangkat', '/setting/perangkat'],
  ['Pengaturan Instansi', '/setting/instansi'],
  ['Paket Berlangganan', '/setting/paket'],
  ['Aturan Keamanan', '/setting/keamanan'],
  ['Panduan Pengguna', '/panduan'],
  ['Bantuan', '/bantuan'],
];

afterEach(() => vi.unstubAllEnvs());

async function openMainMenu(user = userEvent.setup()) {
  await user.click(await screen.findByRole('button', { name: 'Buka menu utama' }));
  return { user, menu: await screen.findByRole('navigation', { name: 'Menu utama' }) };
}

describe('the main menu', () => {
  it("holds every entry of the second menu in the spec's order for an Administrator, then Kirim Masukan", async () => {
    logIn();
    answerRole('Administrator', everything);
    renderApp('/dashboard');
    const { menu } = await openMainMenu();
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(ENTRIES);
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('button', { name: 'Kirim Masukan' })).toBeInTheDocument();
  });

  it("shows a salesperson only the entries the setting menu's rules give her role", async () => {
    logIn(SALES, 'token-yudi');
    answerRole('Sales', salesRights, SALES);
    renderApp('/dashboard');
    const { menu } = await openMainMenu();
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Prospek',
      'Order',
      'Export Data',
      'Kalender',
      'Laporan',
      'Profil',
      'Catatan Perangkat',
      'Panduan Pengguna',
      'Bantuan',
    ]);
  });

  it('follows an entry and closes, giving the keyboard back to the hamburger', async () => {
    logIn();
    answerRole('Administrator', everything);
    renderApp('/dashboard');
    const { user, menu } = await openMainMenu();
    await user.click(within(menu).getByRole('link', { name: 'Kalender' }));
    await waitFor(() => expect(window.location.pathname).toBe('/kalender'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu utama' })).toBeNull());
    await openMainMenu(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buka menu utama' })).toHaveFocus());
  });

  it('Kirim Masukan opens the feedback dialog, and sends the message with the page it was written on', async () => {
    vi.stubEnv('VITE_FEEDBACK_URL', '');
    logIn();
    answerRole('Administrator', everything);
    const sent: unknown[] = [];
    server.use(
      mock.post(FEEDBACK, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { id: 1 } }, { status: 201 });
      }),
    );
    renderApp('/dashboard');
    const { user, menu } = await openMainMenu();
    await user.click(within(menu).getByRole('button', { name: 'Kirim Masukan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beri Masukan' });
    await user.type(within(dialog).getByRole('textbox'), 'Menu utamanya memudahkan saya di lapangan.');
    await user.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(sent).toEqual([{ message: 'Menu utamanya memudahkan saya di lapangan.', page: '/dashboard' }]));
  });
});
