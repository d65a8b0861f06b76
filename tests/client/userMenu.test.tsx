import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TARGET_PATHS } from '../../domain/apiPaths';
import type { UserDetail } from '../../src/dataProvider/types';
import { server } from './msw';
import { answerAdministrator, answerRole, renderApp, USER_DETAIL } from './renderApp';
import { logIn } from './session';

vi.mock('../../src/version/build', () => ({ appVersion: () => '1.4.2', runningBuild: () => undefined }));

const FEEDBACK = 'https://forms.example.id/masukan-dealer';

beforeEach(() => {
  logIn();
  answerAdministrator();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

function answerDetail(detail: Partial<UserDetail>) {
  server.use(mock.post('/api/user/v1/user/detail', () => HttpResponse.json({ data: [{ ...USER_DETAIL, ...detail }] })));
}

async function openUserMenu(user = userEvent.setup()) {
  await user.click(await screen.findByRole('button', { name: /^Menu pengguna/ }));
  return { user, menu: await screen.findByRole('menu') };
}

describe('the user menu', () => {
  it('shows name, role and group, then the entries in order and the version', async () => {
    vi.stubEnv('VITE_FEEDBACK_URL', FEEDBACK);
    renderApp('/dashboard');
    await screen.findByText('Selamat datang, Budi Santoso');
    const { menu } = await openUserMenu();
    expect(within(menu).getByText('Budi Santoso')).toBeInTheDocument();
    expect(within(menu).getByText('Administrator')).toBeInTheDocument();
    expect(within(menu).getByText('Cabang Depok')).toBeInTheDocument();
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Kalender',
      'Profil',
      'Pengaturan',
      'Kebijakan Privasi',
      'Syarat Dan Ketentuan',
      'Beri Masukan',
      'Logout',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Kalender' })).toHaveAttribute('href', '/kalender');
    expect(within(menu).getByRole('menuitem', { name: 'Profil' })).toHaveAttribute('href', '/profil');
    expect(within(menu).getByRole('menuitem', { name: 'Pengaturan' })).toHaveAttribute('href', '/setting/task');
    expect(within(menu).getByRole('menuitem', { name: 'Kebijakan Privasi' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(menu).getByRole('menuitem', { name: 'Syarat Dan Ketentuan' })).toHaveAttribute('href', '/terms');
    const feedback = within(menu).getByRole('menuitem', { name: 'Beri Masukan' });
    expect(feedback).toHaveAttribute('href', FEEDBACK);
    expect(feedback).toHaveAttribute('target', '_blank');
    expect(within(menu).getByText('Versi 1.4.2')).toBeInTheDocument();
  });

  it('keeps Beri Masukan without a feedback form, as an entry that opens the built-in dialog', async () => {
    vi.stubEnv('VITE_FEEDBACK_URL', '');
    renderApp('/dashboard');
    const { menu } = await openUserMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Beri Masukan' })).not.toHaveAttribute('href');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(7);
  });

  it('opens the settings and the terms page', async () => {
    renderApp('/dashboard');
    const { user, menu } = await openUserMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Pengaturan' }));
    await waitFor(() => expect(window.location.pathname).toBe('/setting/task'));
    const again = await openUserMenu(user);
    await user.click(within(again.menu).getByRole('menuitem', { name: 'Syarat Dan Ketentuan' }));
    expect(await screen.findByRole('heading', { name: 'Syarat Dan Ketentuan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2. Akun dan keamanan' })).toBeInTheDocument();
  });

  it("leads a salesperson without Master Target from Pengaturan to their own targets, not to a 404", async () => {
    const SALES = { id: 21, id_role: 3, id_company: 3, name: 'Yudi Permana' };
    logIn(SALES, 'token-yudi');
    answerRole('Sales', { Prospect: { access: 'enabled' }, Visum: { access: 'enabled' } }, SALES);
    const none = { prospects: 0, follow_ups: 0, visits: 0, orders: 0, deals: 0 };
    server.use(
      mock.get(TARGET_PATHS.progress, ({ request }) =>
        HttpResponse.json({
          data: {
            month: new URL(request.url).searchParams.get('month'),
            scope: 'own',
            headline: { target: { ...none, orders: 4 }, actual: { ...none, orders: 1 } },
            groups: [],
            users: [{ id_user: SALES.id, name: SALES.name, id_group: 2, target: { id: 9, ...none, orders: 4 }, actual: { ...none, orders: 1 } }],
          },
        }),
      ),
    );
    renderApp('/dashboard');
    const { user, menu } = await openUserMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Pengaturan' }));
    await waitFor(() => expect(window.location.pathname).toBe('/setting/task'));
    const own = await screen.findByRole('article', { name: 'Yudi Permana' });
    expect(within(own).getByText('1 / 4')).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the initials when the user has no photo', async () => {
    renderApp('/dashboard');
    const button = await screen.findByRole('button', { name: 'Menu pengguna Budi Santoso, inisial BS' });
    expect(within(button).getByText('BS')).toBeInTheDocument();
  });

  it('shows the photo from the user image path', async () => {
    answerDetail({ photo: 'budi.jpg' });
    renderApp('/dashboard');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Menu pengguna/ }).querySelector('img')).toHaveAttribute(
        'src',
        '/files/users/budi.jpg',
      ),
    );
  });
});

describe('logout', () => {
  it('asks first; Cancel closes the question and keeps the session', async () => {
    const logout = vi.fn(() => HttpResponse.json({ data: [] }));
    server.use(mock.post('/api/user/v1/auth/logout', logout));
    renderApp('/dashboard');
    const { user, menu } = await openUserMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apakah Anda Yakin Ingin Logout ?' });
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel', 'Logout']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/dashboard');
    expect(Cookies.get('token')).toBe('token-budi');
    expect(logout).not.toHaveBeenCalled();
  });

  it('Logout ends the session on the server, clears cookies and the stored user, and opens /login', async () => {
    const logout = vi.fn(() => HttpResponse.json({ data: [] }));
    server.use(mock.post('/api/user/v1/auth/logout', logout));
    Cookies.set('token_fcm', 'push-token');
    renderApp('/dashboard');
    const { user, menu } = await openUserMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apakah Anda Yakin Ingin Logout ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Masuk' })).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(Cookies.get()).toEqual({});
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('the footer', () => {
  it('shows the current year and the company', async () => {
    answerDetail({ company_name: 'PT Maju Motor Sejahtera' });
    renderApp('/dashboard');
    expect(await screen.findByText(`© ${new Date().getFullYear()} PT Maju Motor Sejahtera`)).toBeInTheDocument();
  });

  it('shows the year alone while the server does not name the company', async () => {
    renderApp('/dashboard');
    await screen.findByText('Selamat datang, Budi Santoso');
    expect(screen.getByText(`© ${new Date().getFullYear()}`)).toBeInTheDocument();
  });
});
