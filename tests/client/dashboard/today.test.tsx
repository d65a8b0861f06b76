import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DASHBOARD_SUMMARY } from '../../../domain/apiPaths';
import type { Today } from '../../../domain/schemas/today';
import type { DashboardSummary } from '../../../src/dataProvider/types';
import DashboardPage from '../../../src/pages/dashboard/DashboardPage';
import { renderInAdmin } from '../approval/admin';
import { server } from '../msw';
import { answerNoTargets } from '../targetAnswers';
import { answerToday, NOTHING_TODAY } from '../todayAnswers';

const summaryOf = (scope: DashboardSummary['scope']): DashboardSummary => ({
  scope,
  prospects_total: 3,
  prospects_by_status: [{ status: 'Hot', count: 3 }],
  new_prospects_month: 1,
  deals_month: 0,
  followups_due_today: 1,
  followups_overdue: 1,
  orders_by_status: [],
  funnel: [],
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const SITI = { name: 'Siti Aminah', phone: '+6285306045797', whatsapp: null, status: 'Hot' as const, id_user: 9, owner_name: 'Yudi Permana' };

const TODAY: Today = {
  due: { total: 35, items: [{ ...SITI, id: 41, next_follow_up: '2025-01-02T03:00:00.000Z' }] },
  new_leads: { total: 1, items: [{ ...SITI, id: 42, name: 'Agus Lead', whatsapp: '+6281200001111', assigned_at: minutesAgo(5) }] },
  planned: NOTHING_TODAY.planned,
  awaiting: { total: 1, items: [{ kind: 'order', id: 7, id_prospect: 41, prospect_name: 'Siti Aminah', created_at: minutesAgo(120) }] },
};

const answer = (scope: DashboardSummary['scope'], today = TODAY) =>
  server.use(answerNoTargets, answerToday(today), mock.get(DASHBOARD_SUMMARY, () => HttpResponse.json({ data: summaryOf(scope) })));

const section = (name: RegExp) => screen.findByRole('region', { name });

beforeEach(() => answer('own'));

describe('"Hari ini" on the dashboard', () => {
  it('opens a salesperson’s dashboard on whom to contact today, above the figures', async () => {
    renderInAdmin(<DashboardPage />, '/dashboard', ['Prospect'], 'Sales');
    const due = await section(/^Follow up jatuh tempo \(35\)/);
    expect(within(due).getByRole('link', { name: 'Siti Aminah' })).toHaveAttribute('href', '/prospect/41/show');
    // In the device's time zone: 10:00 in Jakarta, 03:00 on a UTC machine.
    expect(within(due).getByText(/^Terlambat sejak 02-01-2025 \d\d:00$/)).toBeInTheDocument();
    expect(within(due).getByRole('link', { name: 'Telepon Siti Aminah' })).toHaveAttribute('href', 'tel:+6285306045797');
    expect(within(due).getByRole('link', { name: 'WhatsApp Siti Aminah' })).toHaveAttribute('href', 'https://wa.me/6285306045797');
    expect(within(due).getByText(/Menampilkan 1 dari 35/)).toBeInTheDocument();
    expect(within(due).getByRole('link', { name: 'Lihat semua' })).toHaveAttribute('href', '/prospect/fu');
    // Their own prospects: no owner repeated on every row.
    expect(within(due).queryByText(/Pemilik/)).not.toBeInTheDocument();

    const leads = await section(/^Prospek baru untuk anda \(1\)/);
    expect(within(leads).getByText('Dibagikan 5 menit yang lalu')).toBeInTheDocument();
    expect(within(leads).getByRole('link', { name: 'WhatsApp Agus Lead' })).toHaveAttribute('href', 'https://wa.me/6281200001111');
    expect(within(await section(/^Jadwal hari ini \(0\)/)).getByText('Tidak ada jadwal lagi hari ini.')).toBeInTheDocument();
    expect(within(await section(/^Menunggu keputusan \(1\)/)).getByText('Order · diajukan 2 jam yang lalu')).toBeInTheDocument();

    const figure = await screen.findByRole('link', { name: /^Total prospek/ });
    expect(due.compareDocumentPosition(figure) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('records a follow-up from the row, in the dialog of the follow-up page', async () => {
    renderInAdmin(<DashboardPage />, '/dashboard', ['Prospect'], 'Sales');
    const due = await section(/^Follow up jatuh tempo/);
    // The button comes once the role's right to record one is known.
    await userEvent.click(await within(due).findByRole('button', { name: 'Catat follow up: Siti Aminah' }));
    expect(await screen.findByRole('dialog', { name: /Siti Aminah/ })).toBeInTheDocument();
  });

  it('gives a supervisor the figures first and "Hari ini" of their group a tab away, with each prospect’s owner', async () => {
    answer('group');
    renderInAdmin(<DashboardPage />, '/dashboard', ['Prospect'], 'Supervisor');
    const figures = await screen.findByRole('tab', { name: 'Ringkasan' });
    expect(figures).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('region', { name: /Follow up jatuh tempo/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Hari ini' }));
    const due = await section(/^Follow up jatuh tempo/);
    expect(within(due).getByText(/Pemilik: Yudi Permana/)).toBeInTheDocument();
  });

  it('says what an empty day means', async () => {
    answer('own', NOTHING_TODAY);
    renderInAdmin(<DashboardPage />, '/dashboard', ['Prospect'], 'Sales');
    expect(await screen.findByText('Tidak ada follow up yang jatuh tempo. Bagus!')).toBeInTheDocument();
    expect(screen.getByText('Tidak ada prospek baru yang belum dihubungi.')).toBeInTheDocument();
    expect(screen.getByText('Tidak ada pengajuan anda yang menunggu.')).toBeInTheDocument();
  });
});
