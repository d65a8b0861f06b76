import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { EXPORTS } from '../../domain/apiPaths';
import { MODULES } from '../../domain/permissions';
import type { ExportRecord } from '../../domain/schemas/exportJob';
import { startDownload } from '../../src/pages/export/startDownload';
import { server } from './msw';
import { answerLayout, renderApp, USER_DETAIL } from './renderApp';
import { ADMIN, logIn } from './session';

vi.mock('../../src/pages/export/startDownload', () => ({ startDownload: vi.fn() }));

const EXPORT: ExportRecord = {
  id: 5,
  id_user: 7,
  kind: 'prospect',
  format: 'xlsx',
  filter: {},
  status: 'queued',
  rows_total: null,
  rows_done: 0,
  file: null,
  error: null,
  created_at: '2026-11-24T03:00:00.000Z',
  finished_at: null,
};

/** A supervisor whose role exports prospects (group), orders (own) and leasing applications (group), and nothing else. */
function answerSupervisor() {
  logIn(ADMIN);
  answerLayout();
  const exportOf: Record<string, string> = { Prospect: 'group', Order: 'own', Leasing: 'group' };
  server.use(
    mock.post('/api/user/v1/user/detail', () => HttpResponse.json({ data: [{ ...USER_DETAIL, role_name: 'Supervisor' }] })),
    mock.post('/api/user/v1/roles/get_permission', () =>
      HttpResponse.json({
        data: MODULES.map((name_module) => ({ name_module, access: 'enabled', import: 'none', export: exportOf[name_module] ?? 'Not Set' })),
      }),
    ),
    mock.get('/api/user/v1/members', () =>
      HttpResponse.json([{ id: 9, name: 'Sari Wulandari', id_group: 2, id_role: 3, photo: null }], { headers: { 'Content-Range': 'members 0-0/1' } }),
    ),
    mock.get('/api/user/v1/group', () => HttpResponse.json([{ id: 2, name: 'Cabang Depok' }], { headers: { 'Content-Range': 'group 0-0/1' } })),
  );
}

/** The export calls: the recent list and the export's state follow `states`, one step per poll. */
function answerExports(states: Partial<ExportRecord>[]) {
  const sent: unknown[] = [];
  let started = false;
  let step = 0;
  const current = () => ({ ...EXPORT, ...states[Math.min(step++, states.length - 1)] });
  server.use(
    mock.get(EXPORTS, () => HttpResponse.json({ data: started ? [current()] : [] })),
    mock.post(EXPORTS, async ({ request }) => {
      sent.push(await request.json());
      started = true;
      return HttpResponse.json(EXPORT, { status: 201 });
    }),
    mock.get(`${EXPORTS}/5`, () => HttpResponse.json(current())),
    mock.post(`${EXPORTS}/5/link`, () => HttpResponse.json({ url: `${EXPORTS}/5/file?token=abc`, expires_at: '2026-11-24T03:02:00.000Z' })),
  );
  return sent;
}

describe('Export Data (/setting/Export)', () => {
  it('offers only the kinds the role may export, sends the filters and format, follows the progress and downloads', async () => {
    answerSupervisor();
    const sent = answerExports([
      { status: 'running', rows_total: 1000, rows_done: 400 },
      { status: 'done', rows_total: 1000, rows_done: 1000, file: 'f.xlsx' },
    ]);
    const user = userEvent.setup();
    renderApp('/setting/Export');

    expect(await screen.findByText('Belum ada ekspor dalam 24 jam terakhir.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Jenis data' }));
    const kinds = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(kinds).toEqual(['Prospek', 'Order', 'Pengajuan Leasing']);
    await user.click(screen.getByRole('option', { name: 'Prospek' }));

    await user.type(screen.getByLabelText('Dari tanggal'), '2026-11-01');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Hot' }));
    await user.click(screen.getByRole('combobox', { name: 'Grup' }));
    await user.click(await screen.findByRole('option', { name: 'Cabang Depok' }));
    await user.click(screen.getByRole('combobox', { name: 'Pemilik' }));
    await user.click(await screen.findByRole('option', { name: 'Sari Wulandari' }));
    await user.click(screen.getByRole('radio', { name: 'XLSX' }));
    await user.click(screen.getByRole('button', { name: 'Mulai ekspor' }));

    await waitFor(() => expect(sent).toEqual([{ kind: 'prospect', format: 'xlsx', filter: { created_from: '2026-11-01', status: 'Hot', id_group: 2, id_user: 9 } }]));
    // The bar and its words read in the same render: the next poll may already bring the end.
    await waitFor(() => {
      expect(screen.getByRole('progressbar', { name: 'Kemajuan ekspor Prospek #5' })).toHaveAttribute('aria-valuenow', '40');
      expect(screen.getByText('400 dari 1.000 baris (40%)')).toBeInTheDocument();
    });

    await user.click(await screen.findByRole('button', { name: 'Unduh ekspor Prospek #5' }));
    await waitFor(() => expect(startDownload).toHaveBeenCalledWith(`${EXPORTS}/5/file?token=abc`));
    expect(screen.getByText('Selesai: 1.000 baris.')).toBeInTheDocument();
  });

  it('exports leasing applications with their own states to filter on', async () => {
    answerSupervisor();
    const sent = answerExports([{ status: 'queued' }]);
    const user = userEvent.setup();
    renderApp('/setting/Export');
    await user.click(await screen.findByRole('combobox', { name: 'Jenis data' }));
    await user.click(screen.getByRole('option', { name: 'Pengajuan Leasing' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const states = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(states).toEqual(['Semua', 'Diajukan', 'Survei', 'Disetujui', 'Ditolak', 'Dibatalkan']);
    await user.click(screen.getByRole('option', { name: 'Ditolak' }));
    await user.click(screen.getByRole('button', { name: 'Mulai ekspor' }));
    await waitFor(() => expect(sent).toEqual([{ kind: 'leasing', format: 'csv', filter: { status: 'rejected' } }]));
  });

  it('says why an export failed, in the interface language', async () => {
    answerSupervisor();
    answerExports([{ status: 'failed', error: 'export.not_allowed' }]);
    renderApp('/setting/Export');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Mulai ekspor' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ekspor gagal. Peran anda tidak diizinkan mengekspor data ini.');
  });
});
