import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { EXPORTS, REPORTS } from '../../domain/apiPaths';
import type { ExportRecord } from '../../domain/schemas/exportJob';
import ReportRecordsPage from '../../src/pages/reports/ReportRecordsPage';
import ReportsPage from '../../src/pages/reports/ReportsPage';
import { renderInAdmin } from './approval/admin';
import { ANSWERS, answerReports } from './reportAnswers';
import { server } from './msw';
import { accessibilityFindings } from './accessibilityFindings';

const REPORT_URL = '/laporan?from=2021-03-01&to=2021-03-31&id_user=5';

describe('Laporan', () => {
  it('asks every figure for the period and filters of its URL and shows each as a table whose numbers open their records', async () => {
    const asked = answerReports();
    renderInAdmin(<ReportsPage />, REPORT_URL);

    const funnel = await screen.findByRole('region', { name: 'Corong penjualan' });
    const followedUp = await within(funnel).findByRole('row', { name: /Sudah di-follow-up/ });
    expect(within(followedUp).getByText('60%')).toBeInTheDocument();
    const link = within(followedUp).getByRole('link', { name: '3' });
    const target = new URL(link.getAttribute('href') ?? '', 'http://app');
    expect(target.pathname).toBe('/laporan/rincian');
    expect(Object.fromEntries(target.searchParams)).toEqual({ from: '2021-03-01', to: '2021-03-31', id_user: '5', figure: 'funnel', bucket: 'followed_up' });

    const sources = screen.getByRole('region', { name: 'Kinerja sumber prospek' });
    const pameran = within(sources).getByRole('row', { name: /pameran/ });
    expect(new URL(within(pameran).getByRole('link', { name: '1' }).getAttribute('href') ?? '', 'http://app').searchParams.get('source')).toBe('pameran');
    expect(await screen.findByText('Median waktu sampai follow-up pertama: 1 jam 15 menit')).toBeInTheDocument();
    expect(screen.getByText('Terlambat dari yang terjadwal: 50%')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Pesanan dibatalkan: Harga/ })).toBeInTheDocument();

    expect(await screen.findByRole('row', { name: /FIF: Penghasilan belum cukup/ })).toBeInTheDocument();
    const credit = screen.getByRole('region', { name: 'Penjualan kredit per sales' });
    expect(within(within(credit).getByRole('row', { name: /Budi Santoso/ })).getByText('75%')).toBeInTheDocument();

    await waitFor(() => expect(Object.keys(asked).sort()).toEqual(['credit', 'discipline', 'funnel', 'leasing', 'lost', 'sources', 'speed', 'targets']));
    for (const query of Object.values(asked)) {
      expect(Object.fromEntries(query)).toEqual({ from: '2021-03-01', to: '2021-03-31', id_user: '5' });
    }
    expect(await accessibilityFindings(document.body)).toEqual([]);
  });

  it('exports the report with the period and filters of its URL, as a workbook, up to the download', async () => {
    answerReports();
    const finished: ExportRecord = {
      id: 6,
      id_user: 7,
      kind: 'report',
      format: 'xlsx',
      filter: {},
      status: 'done',
      rows_total: 40,
      rows_done: 40,
      file: 'laporan.xlsx',
      error: null,
      created_at: '2026-11-29T03:00:00.000Z',
      finished_at: '2026-11-29T03:00:01.000Z',
    };
    const sent: unknown[] = [];
    server.use(
      mock.post(EXPORTS, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...finished, status: 'queued', rows_total: null, rows_done: 0, file: null, finished_at: null }, { status: 201 });
      }),
      mock.get(`${EXPORTS}/6`, () => HttpResponse.json(finished)),
      mock.post(`${EXPORTS}/6/link`, () => HttpResponse.json({ url: `${EXPORTS}/6/file?token=abc`, expires_at: '2026-11-29T03:02:00.000Z' })),
    );
    // The download follows a link, as a browser does: the click is recorded, not navigated (jsdom has no navigation).
    const followed: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(this.getAttribute('href') ?? '');
    });
    onTestFinished(() => click.mockRestore());
    renderInAdmin(<ReportsPage />, REPORT_URL);
    expect(await screen.findByRole('button', { name: 'Ekspor CSV: Laporan sesuai filter' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ekspor XLSX: Laporan sesuai filter' }));
    await waitFor(() => expect(sent).toEqual([{ kind: 'report', format: 'xlsx', filter: { from: '2021-03-01', to: '2021-03-31', id_user: '5' } }]));
    await userEvent.click(await screen.findByRole('button', { name: 'Unduh ekspor Laporan #6' }));
    await waitFor(() => expect(followed).toEqual([`${EXPORTS}/6/file?token=abc`]));
  });

  it('asks again with the lead source chosen, keeping the other filters', async () => {
    const asked = answerReports();
    renderInAdmin(<ReportsPage />, REPORT_URL);
    await screen.findByRole('region', { name: 'Corong penjualan' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Sumber prospek' }));
    await userEvent.click(await screen.findByRole('option', { name: 'website' }));
    await waitFor(() => expect(asked.funnel.get('source')).toBe('website'));
    expect(asked.funnel.get('id_user')).toBe('5');
  });

  it('says when a figure failed, with a retry, and when a period holds nothing', async () => {
    let failing = true;
    answerReports({
      speed: () => (failing ? HttpResponse.json({ code: 'server_error', message: 'Rusak' }, { status: 500 }) : HttpResponse.json({ data: ANSWERS.speed })),
      funnel: () => HttpResponse.json({ data: { steps: ANSWERS.funnel.steps.map((step) => ({ ...step, count: 0, conversion: null })) } }),
    });
    renderInAdmin(<ReportsPage />, REPORT_URL);
    const speed = await screen.findByRole('region', { name: 'Kecepatan menanggapi prospek' });
    expect(await within(speed).findByText(/Gagal memuat laporan/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Corong penjualan' })).getByText('Tidak ada data pada periode ini.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(speed).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(speed).findByRole('row', { name: /Dalam 1 jam/ })).toBeInTheDocument();
  });

  it('lists the prospects behind a number, with the same filters, page by page', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      mock.get(`${REPORTS}/records`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: [{ id: 41, name: 'Bu Sari', status: 'Hot', source: 'pameran', owner_name: 'Yudi', created_at: '2021-03-05T01:00:00.000Z' }], total: 26 });
      }),
    );
    renderInAdmin(<ReportRecordsPage />, '/laporan/rincian?from=2021-03-01&to=2021-03-31&id_user=5&figure=funnel&bucket=hot');
    expect(await screen.findByRole('link', { name: 'Bu Sari' })).toHaveAttribute('href', '/prospect/41/show');
    expect(screen.getByText('26 prospek')).toBeInTheDocument();
    expect(Object.fromEntries(asked[0])).toEqual({ from: '2021-03-01', to: '2021-03-31', id_user: '5', figure: 'funnel', bucket: 'hot', page: '1' });
    await userEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('2'));
    expect(await screen.findByText('Halaman 2 dari 2')).toBeInTheDocument();
    expect(await accessibilityFindings(document.body)).toEqual([]);
  });
});
