import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardSummary } from '../../../src/dataProvider/types';
import { i18nProvider } from '../../../src/i18n';
import DashboardPage from '../../../src/pages/dashboard/DashboardPage';
import { renderInAdmin } from '../approval/admin';
import { server } from '../msw';
import { answerNoTargets } from '../targetAnswers';
import { answerToday } from '../todayAnswers';

const SUMMARY = '/api/dashboard/v1/summary';

const FIGURES: DashboardSummary = {
  scope: 'group',
  prospects_total: 319,
  prospects_by_status: [
    { status: 'Low', count: 120 },
    { status: 'Medium', count: 90 },
    { status: 'Hot', count: 61 },
    { status: 'Deal', count: 40 },
    { status: 'Not Deal', count: 8 },
  ],
  new_prospects_month: 27,
  deals_month: 9,
  followups_due_today: 14,
  followups_overdue: 6,
  orders_by_status: [
    { status: 'pending', count: 5 },
    { status: 'approved', count: 31 },
    { status: 'completed', count: 12 },
  ],
  funnel: [
    { stage: 'Prospek', count: 319 },
    { stage: 'Hot', count: 101 },
    { stage: 'Order', count: 48 },
    { stage: 'Deal', count: 40 },
  ],
};

/** The react-admin list URL the figure must open. */
const listHref = (resource: string, filter: object) => `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

const answerSummary = () => server.use(mock.get(SUMMARY, () => HttpResponse.json({ data: FIGURES })));

const region = (name: string) => screen.findByRole('region', { name });

// The target card under the figures (tests/client/targets.test.tsx tests it) and "Hari ini" (today.test.tsx).
beforeEach(() => server.use(answerNoTargets, answerToday()));

afterEach(async () => {
  vi.useRealTimers();
  await i18nProvider.changeLocale('id');
});

describe('the dashboard', () => {
  it('greets the user and shows each figure with a link to the list it counts', async () => {
    // 03:00 on 1 April in Jakarta, still 31 March in UTC: "this month" is the dealers' month.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-31T20:00:00Z'));
    answerSummary();
    renderInAdmin(<DashboardPage />, '/dashboard');

    expect(await screen.findByText('Selamat datang, Budi Santoso')).toBeInTheDocument();
    expect(await screen.findByText('Angka grup anda')).toBeInTheDocument();
    const cards: [string, string, string][] = [
      ['Total prospek', '319', listHref('prospect', {})],
      ['Prospek baru bulan ini', '27', listHref('prospect', { created_from: '2025-04-01' })],
      ['Deal bulan ini', '9', listHref('order', { status: ['approved', 'indent', 'completed'], decided_from: '2025-04-01' })],
      ['Follow up hari ini', '14', listHref('prospect', { follow_up: 'today' })],
      ['Follow up terlambat', '6', listHref('prospect', { follow_up: 'overdue' })],
    ];
    for (const [label, count, href] of cards) {
      const link = screen.getByRole('link', { name: new RegExp(`^${label}`) });
      expect(link).toHaveTextContent(count);
      expect(link).toHaveAttribute('href', href);
    }
  });

  it('links each status and each funnel stage to its filtered list', async () => {
    answerSummary();
    renderInAdmin(<DashboardPage />, '/dashboard');

    const prospects = await region('Prospek per status');
    for (const { status, count } of FIGURES.prospects_by_status) {
      const link = within(prospects).getByRole('link', { name: new RegExp(`^${status}\\s*${count}$`) });
      expect(link).toHaveAttribute('href', listHref('prospect', { status }));
    }

    const orders = await region('Order per status');
    const orderLinks: [string, string, number][] = [
      ['Menunggu Validasi', 'pending', 5],
      ['Disetujui', 'approved', 31],
      ['Ditolak', 'rejected', 0],
      ['Indent', 'indent', 0],
      ['Selesai', 'completed', 12],
      ['Batal', 'cancelled', 0],
    ];
    for (const [label, status, count] of orderLinks) {
      const link = within(orders).getByRole('link', { name: new RegExp(`^${label}\\s*${count}$`) });
      expect(link).toHaveAttribute('href', listHref('order', { status }));
    }

    const funnel = await region('Funnel penjualan');
    const stages: [string, number, string][] = [
      ['Prospek', 319, listHref('prospect', {})],
      ['Hot', 101, listHref('prospect', { status: ['Hot', 'Deal'] })],
      ['Order', 48, listHref('order', {})],
      ['Deal', 40, listHref('prospect', { status: 'Deal' })],
    ];
    for (const [label, count, href] of stages) {
      expect(within(funnel).getByRole('link', { name: new RegExp(`^${label}\\s*${count}$`) })).toHaveAttribute('href', href);
    }
  });

  it('shows its shape while the figures load', async () => {
    server.use(
      mock.get(SUMMARY, async () => {
        await delay('infinite');
        return HttpResponse.json({ data: FIGURES });
      }),
    );
    renderInAdmin(<DashboardPage />, '/dashboard');
    expect(await screen.findByRole('status', { name: 'Memuat dasbor' })).toBeInTheDocument();
    expect(screen.queryByText('Total prospek')).toBeNull();
  });

  it("says why the figures failed to load, and tries again on request", async () => {
    let calls = 0;
    server.use(
      mock.get(SUMMARY, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Server sedang sibuk.' }, { status: 503 })
          : HttpResponse.json({ data: FIGURES });
      }),
    );
    const user = userEvent.setup();
    renderInAdmin(<DashboardPage />, '/dashboard');
    expect(await screen.findByText('Gagal memuat dasbor: Server sedang sibuk.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('link', { name: /^Total prospek/ })).toHaveTextContent('319');
    expect(screen.queryByText(/Gagal memuat dasbor/)).toBeNull();
    expect(calls).toBe(2);
  });

  it('says it in English when that is the interface language, from the error code', async () => {
    server.use(
      mock.get(SUMMARY, () =>
        HttpResponse.json(
          { code: 'server_error', params: {}, message: 'Terjadi kesalahan pada server. Silakan coba lagi.' },
          { status: 500 },
        ),
      ),
    );
    renderInAdmin(<DashboardPage />, '/dashboard', undefined, undefined, 'en');
    expect(
      await screen.findByText('The dashboard could not be loaded: Something went wrong on the server. Please try again.'),
    ).toBeInTheDocument();
  });
});
