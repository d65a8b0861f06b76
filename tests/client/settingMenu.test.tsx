import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODULES } from '../../domain/permissions';
import { SETTING_SNACKBAR_MS } from '../../src/layout/AppNotification';
import { announcePengajuanChanged } from '../../src/notifications/pengajuanChanged';
import { answerQueue } from './approval/queueServer';
import { server } from './msw';
import { answerRole, renderApp } from './renderApp';
import { ADMIN, logIn } from './session';

const SALES = { id: 21, id_role: 3, id_company: 3, name: 'Yudi Permana' };

const everything = Object.fromEntries(MODULES.map((name) => [name, { access: 'enabled', import: 'enabled', export: 'all' }]));

/** The approval counts the server answers now, and the calls made for them. */
function answerCounts(counts: Record<string, number>) {
  const asked: string[] = [];
  server.use(
    mock.get('/api/dashboard/v1/notifikasi/pengajuan/:kind', ({ params, request }) => {
      const kind = String(params.kind);
      asked.push(`${kind}?${new URL(request.url).searchParams.toString()}`);
      return HttpResponse.json({ count: counts[kind] ?? 0 });
    }),
  );
  return asked;
}

const menu = () => screen.findByRole('navigation', { name: 'Menu pengaturan' });
const entry = (name: string | RegExp) => within(screen.getByRole('navigation', { name: 'Menu pengaturan' })).queryByRole('link', { name });

const GROUPS = ['Task', 'Visum', 'Data', 'Aktivitas', 'WhatsApp', 'Product', 'Pengajuan', 'Preference', 'Integrasi'];
const PAGES: [string, string][] = [
  ['Setting Task', '/setting/task'],
  ['Data Visum', '/setting/visum'],
  ['Import Data', '/setting/Import'],
  ['Export Data', '/setting/Export'],
  ['List Distribusi', '/setting/Assignment'],
  ['Monitoring User', '/setting/Monitoring'],
  ['Riwayat Distribusi', '/setting/historyDistribution'],
  ['Pengguna', '/setting/aktivitasUser'],
  ['Riwayat Pesan', '/setting/riwayatPesan'],
  ['Riwayat Pesan Siaran', '/setting/riwayatPesanSiaran'],
  ['Masukan Pengguna', '/setting/masukan'],
  ['Chat WhatsApp', '/setting/chat'],
  ['Pesan Siaran', '/setting/broadcast'],
  ['Pengaturan WhatsApp', '/setting/whatsapp-business'],
  ['Motor', '/setting/Product'],
  ['Mitra Leasing', '/setting/leasing'],
  ['Approval Kolaborasi', '/setting/collabApprove'],
  ['Approval Follow Up', '/setting/followUpApprove'],
  ['Approval Order', '/setting/orderApprove'],
  ['List Pengguna', '/setting/users'],
  ['Undang Pengguna', '/setting/users_register'],
  ['Proses Registrasi', '/setting/userApprove'],
  ['Kelola Grup', '/setting/group'],
  ['Hak Akses', '/setting/permission'],
  ['Pengaturan Template', '/setting/template'],
  ['Kunci Integrasi', '/setting/integration_keys'],
  ['Webhook', '/setting/webhooks'],
  ['Referensi API', '/api/reference'],
];

describe('the setting menu of an Administrator', () => {
  it('shows every group and every entry, with their routes', async () => {
    logIn();
    answerRole('Administrator', everything);
    answerCounts({});
    const user = userEvent.setup();
    renderApp('/setting/task');
    const list = await menu();
    expect(await within(list).findByRole('link', { name: 'Setting Task' })).toBeInTheDocument();
    for (const group of GROUPS) expect(within(list).getByText(group, { selector: 'li' })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Distribusi Data' }));
    await user.click(within(list).getByRole('button', { name: 'Kelola Pengguna' }));
    for (const [name, to] of PAGES) expect(entry(name)).toHaveAttribute('href', to);
  });

  it('shows the not-found page inside the setting layout for an unknown setting page', async () => {
    logIn();
    answerRole('Administrator', everything);
    answerCounts({});
    renderApp('/setting/tidakAda');
    expect(await screen.findByRole('heading', { name: 'Page Not Found', level: 1 })).toBeInTheDocument();
    expect(await menu()).toBeInTheDocument();
  });

  it('opens /setting on the first entry', async () => {
    logIn();
    answerRole('Administrator', everything);
    answerCounts({});
    renderApp('/setting');
    await waitFor(() => expect(window.location.pathname).toBe('/setting/task'));
  });
});

const salesRights = {
  Prospect: { access: 'enabled', import: 'none', export: 'own' },
  Collaboration: { access: 'enabled' },
  'Follow Up': { access: 'enabled' },
  Order: { access: 'enabled' },
};

describe('the setting menu of a Sales role', () => {

  it('shows Data Visum, Export Data and Approval Kolaborasi, and nothing it may not see', async () => {
    logIn(SALES, 'token-yudi');
    answerRole('Sales', salesRights, SALES);
    const asked = answerCounts({ collab: 2 });
    renderApp('/setting/visum');
    expect(await within(await menu()).findByRole('link', { name: 'Approval Kolaborasi 2' })).toBeInTheDocument();
    expect(entry('Data Visum')).toBeInTheDocument();
    expect(entry('Export Data')).toBeInTheDocument();
    for (const hidden of [
      'Setting Task',
      'Import Data',
      'Distribusi Data',
      'Pengguna',
      'Riwayat Pesan',
      'Riwayat Pesan Siaran',
      'Masukan Pengguna',
      'Motor',
      'Mitra Leasing',
      /^Approval Follow Up/,
      /^Approval Order/,
      'Kelola Pengguna',
      'Kelola Grup',
      'Hak Akses',
      'Pengaturan Template',
      'Kunci Integrasi',
      'Webhook',
      'Referensi API',
    ]) {
      expect(entry(hidden)).toBeNull();
    }
    for (const group of ['Task', 'Aktivitas', 'Product', 'Preference', 'Integrasi']) expect(screen.queryByText(group, { selector: 'li' })).toBeNull();
    // Only the queue it can see is counted.
    expect(asked).toEqual([`collab?id_user=${SALES.id}`]);
  });

  it('opens /setting on Data Visum when Task is hidden', async () => {
    logIn(SALES, 'token-yudi');
    answerRole('Sales', salesRights, SALES);
    answerCounts({});
    renderApp('/setting');
    await waitFor(() => expect(window.location.pathname).toBe('/setting/visum'));
  });
});

describe('the settings home, /setting/indexx', () => {
  const cards = async () => {
    await screen.findByRole('heading', { level: 1, name: 'Pengaturan' });
    return within(screen.getByRole('main')).getAllByRole('region').map((card) => ({
      name: within(card).getByRole('heading', { level: 2 }).textContent,
      links: within(card).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    }));
  };

  it('gives an Administrator a card for every group, each linking to its pages', async () => {
    logIn();
    answerRole('Administrator', everything);
    answerCounts({});
    renderApp('/setting/indexx');
    const shown = await cards();
    expect(shown.map((card) => card.name)).toEqual(GROUPS);
    expect(shown.flatMap((card) => card.links)).toEqual(PAGES);
  });

  it('gives a Sales user only the groups it may open, and a link opens its page', async () => {
    logIn(SALES, 'token-yudi');
    answerRole('Sales', salesRights, SALES);
    answerCounts({});
    const user = userEvent.setup();
    renderApp('/setting/indexx');
    expect(await cards()).toEqual([
      { name: 'Visum', links: [['Data Visum', '/setting/visum']] },
      { name: 'Data', links: [['Export Data', '/setting/Export']] },
      { name: 'Pengajuan', links: [['Approval Kolaborasi', '/setting/collabApprove']] },
    ]);
    await user.click(within(screen.getByRole('region', { name: 'Data' })).getByRole('link', { name: 'Export Data' }));
    await waitFor(() => expect(window.location.pathname).toBe('/setting/Export'));
  });
});

describe('approval count chips', () => {
  it("show counts above 0 only, the registrations of the company, and refresh on 'sf:pengajuan-changed'", async () => {
    logIn();
    answerRole('Administrator', everything);
    const counts = { collab: 3, followup: 0, order: 12, user: 2 };
    const asked = answerCounts(counts);
    // The page itself, whose queue is empty here.
    answerQueue('/api/user/v1/users', []);
    const user = userEvent.setup();
    renderApp('/setting/userApprove');
    const list = await menu();
    expect(await within(list).findByRole('link', { name: 'Approval Kolaborasi 3' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Approval Order 12' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Approval Follow Up' })).toBeInTheDocument();
    // Kelola Pengguna is open on one of its pages.
    expect(within(list).getByRole('link', { name: 'Proses Registrasi 2' })).toBeInTheDocument();
    expect(within(list).getAllByText(/^\d+$/).map((chip) => chip.closest('.MuiChip-colorError'))).not.toContain(null);
    expect(asked).toContain(`user?id_user=${ADMIN.id}&id_company=${ADMIN.id_company}`);

    Object.assign(counts, { collab: 0, followup: 5 });
    announcePengajuanChanged();
    expect(await within(list).findByRole('link', { name: 'Approval Follow Up 5' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Approval Kolaborasi' })).toBeInTheDocument();

    counts.order = 11;
    window.dispatchEvent(new CustomEvent('sf:pengajuan-changed', { detail: { kind: 'order' } }));
    expect(await within(list).findByRole('link', { name: 'Approval Order 11' })).toBeInTheDocument();
    // Folded away, the registrations still show: on the header of their sub-menu.
    await user.click(within(list).getByRole('button', { name: 'Kelola Pengguna' }));
    expect(entry(/^Proses Registrasi/)).toBeNull();
    expect(within(list).getByRole('button', { name: 'Kelola Pengguna 2' })).toBeInTheDocument();
  });
});

/** Longer than the snackbar's exit transition (MUI's leavingScreen, 195 ms). */
const EXIT_TRANSITION_MS = 500;

describe('the snackbar of the setting layout', () => {
  afterEach(() => vi.useRealTimers());

  it('hides after 1800 ms, where the default layout keeps it longer', async () => {
    // The snackbar's clock runs on with the real one and is moved on at once by the test, so no wait
    // of the test overshoots on a busy machine and reaches react-admin's default of 4000 ms.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const afterTheSettingTimeout = () => {
      act(() => void vi.advanceTimersByTime(SETTING_SNACKBAR_MS));
      // A snackbar closed by then has started its exit transition: let it finish.
      act(() => void vi.advanceTimersByTime(EXIT_TRANSITION_MS));
    };
    logIn();
    answerRole('Administrator', everything);
    answerCounts({});
    server.use(mock.get('/api/master/v1/notifikasi/unread', () => HttpResponse.json({ message: 'Sibuk' }, { status: 500 })));
    const message = 'Gagal memuat jumlah notifikasi belum terbaca : Sibuk';
    // The snackbar, not the polite live region that also says its text (and keeps it).
    const inSnackbar = { ignore: '[role="status"], script, style' };
    const { unmount } = renderApp('/setting/visum');
    expect(await screen.findByText(message, inSnackbar)).toBeInTheDocument();
    afterTheSettingTimeout();
    await waitFor(() => expect(screen.queryByText(message, inSnackbar)).not.toBeInTheDocument());
    unmount();

    renderApp('/dashboard');
    expect(await screen.findByText(message, inSnackbar)).toBeInTheDocument();
    afterTheSettingTimeout();
    expect(screen.getByText(message, inSnackbar)).toBeInTheDocument();
  });
});
