import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { onlineManager } from '@tanstack/react-query';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_CALENDAR } from '../../domain/apiPaths';
import type { CalendarEvent } from '../../domain/schemas/calendar';
import CalendarPage from '../../src/pages/calendar/CalendarPage';
import { renderInAdmin } from './approval/admin';
import { server } from './msw';

const atToday = (hour: number) => dayjs().hour(hour).minute(0).second(0).millisecond(0).toISOString();

const ENTRIES: CalendarEvent[] = [
  { kind: 'next_contact', id: 41, id_prospect: 41, title: 'Bu Sari', at: atToday(9), all_day: false, owner_name: 'Yudi Permana', detail: 'Hot', movable: true },
  { kind: 'visit', id: 7, id_prospect: null, title: 'pameran', at: atToday(11), all_day: false, owner_name: 'Yudi Permana', detail: 'pameran', movable: false },
];

/** Answers Kalender with `entries`, recording the days asked; records the moves. */
function answerCalendar(entries: CalendarEvent[] = ENTRIES) {
  const spans: { from: string | null; to: string | null }[] = [];
  const moves: { url: string; body: unknown }[] = [];
  server.use(
    mock.get(DASHBOARD_CALENDAR, ({ request }) => {
      const query = new URL(request.url).searchParams;
      spans.push({ from: query.get('from'), to: query.get('to') });
      return HttpResponse.json({ data: entries, truncated: false });
    }),
    mock.put('/api/prospect/v1/prospect/:id', async ({ request, params }) => {
      const body = await request.json();
      moves.push({ url: new URL(request.url).pathname, body });
      return HttpResponse.json({ id: Number(params.id), ...(body as object) });
    }),
    mock.put('/api/order/v1/order/:id/delivery', async ({ request, params }) => {
      const body = await request.json();
      moves.push({ url: new URL(request.url).pathname, body });
      return HttpResponse.json({ id: Number(params.id), ...(body as object) });
    }),
  );
  return { spans, moves };
}

describe('Kalender', () => {
  it('asks for the six weeks of this month and shows each entry with its kind; a kind unticked leaves', async () => {
    const { spans } = answerCalendar();
    renderInAdmin(<CalendarPage />, '/kalender');

    expect(await screen.findByText('Kontak berikutnya: Bu Sari')).toBeInTheDocument();
    expect(screen.getByText('Kunjungan: pameran')).toBeInTheDocument();
    const { from, to } = spans[0];
    expect(dayjs(to).diff(dayjs(from), 'day')).toBe(41);
    expect(dayjs().isBefore(dayjs(to).add(1, 'day')) && !dayjs().isBefore(dayjs(from))).toBe(true);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Kunjungan' }));
    await waitFor(() => expect(screen.queryByText('Kunjungan: pameran')).not.toBeInTheDocument());
    expect(screen.getByText('Kontak berikutnya: Bu Sari')).toBeInTheDocument();
  });

  it('opens an entry from the keyboard and moves it to another day at the same time', async () => {
    const { moves } = answerCalendar();
    renderInAdmin(<CalendarPage />, '/kalender');

    const entry = (await screen.findByText('Kontak berikutnya: Bu Sari')).closest('a');
    expect(entry).not.toBeNull();
    entry?.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Kontak berikutnya: Bu Sari' });
    expect(within(dialog).getByRole('link', { name: 'Buka prospek' })).toHaveAttribute('href', '/prospect/41/show');

    const day = within(dialog).getByLabelText(/Pindahkan ke tanggal/);
    const target = dayjs().add(3, 'day');
    await userEvent.clear(day);
    await userEvent.type(day, target.format('YYYY-MM-DD'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pindahkan' }));

    expect(await screen.findByText(`Jadwal Bu Sari dipindahkan ke ${target.format('DD-MM-YYYY')}.`)).toBeInTheDocument();
    expect(moves).toEqual([{ url: '/api/prospect/v1/prospect/41', body: { next_follow_up: dayjs(ENTRIES[0].at).add(3, 'day').toISOString() } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("moves a delivery to another day through its SPK's delivery call", async () => {
    const delivery: CalendarEvent = {
      kind: 'delivery',
      id: 9,
      id_prospect: 41,
      title: 'SPK/2026/11/000009 · Bu Sari',
      at: dayjs().startOf('day').toISOString(),
      all_day: true,
      owner_name: 'Yudi Permana',
      detail: 'approved',
      movable: true,
    };
    const { moves } = answerCalendar([delivery]);
    renderInAdmin(<CalendarPage />, '/kalender');

    (await screen.findByText(`Pengiriman: ${delivery.title}`)).closest('a')?.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: `Pengiriman: ${delivery.title}` });
    const target = dayjs().add(2, 'day');
    await userEvent.clear(within(dialog).getByLabelText(/Pindahkan ke tanggal/));
    await userEvent.type(within(dialog).getByLabelText(/Pindahkan ke tanggal/), target.format('YYYY-MM-DD'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pindahkan' }));

    expect(await screen.findByText(`Jadwal ${delivery.title} dipindahkan ke ${target.format('DD-MM-YYYY')}.`)).toBeInTheDocument();
    expect(moves).toEqual([{ url: '/api/order/v1/order/9/delivery', body: { delivery_date: target.format('YYYY-MM-DD') } }]);
  });

  it('without signal, says at once that the entry could not be moved and keeps the dialog to try again', async () => {
    const { moves } = answerCalendar();
    renderInAdmin(<CalendarPage />, '/kalender');
    (await screen.findByText('Kontak berikutnya: Bu Sari')).closest('a')?.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Kontak berikutnya: Bu Sari' });
    await userEvent.clear(within(dialog).getByLabelText(/Pindahkan ke tanggal/));
    await userEvent.type(within(dialog).getByLabelText(/Pindahkan ke tanggal/), dayjs().add(3, 'day').format('YYYY-MM-DD'));
    server.use(mock.put('/api/prospect/v1/prospect/:id', () => HttpResponse.error()));
    act(() => onlineManager.setOnline(false));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pindahkan' }));

    expect(await screen.findByText('Jadwal tidak dapat dipindahkan: Gagal berkomunikasi dengan server')).toBeInTheDocument();
    expect(moves).toEqual([]);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Pindahkan' })).toBeEnabled());
  });

  it('says a visit stays where it is, and leads to its record', async () => {
    answerCalendar();
    renderInAdmin(<CalendarPage />, '/kalender');

    await userEvent.click(await screen.findByText('Kunjungan: pameran'));
    const dialog = await screen.findByRole('dialog', { name: 'Kunjungan: pameran' });
    expect(within(dialog).getByText('Jadwal ini tidak dapat dipindahkan dari kalender.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Pindahkan ke tanggal/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Buka visum' })).toHaveAttribute('href', '/setting/detail-visum/7');
  });

  it('says why the calendar could not load, and tries again', async () => {
    let calls = 0;
    server.use(
      mock.get(DASHBOARD_CALENDAR, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'Server sibuk.' }, { status: 503 }) : HttpResponse.json({ data: ENTRIES, truncated: false });
      }),
    );
    renderInAdmin(<CalendarPage />, '/kalender');

    expect(await screen.findByText(/Gagal memuat kalender: Server sibuk\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Kontak berikutnya: Bu Sari')).toBeInTheDocument();
  });
});
