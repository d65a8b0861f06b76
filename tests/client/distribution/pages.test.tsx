import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DISTRIBUTION_PATHS } from '../../../domain/apiPaths';
import HistoryPage from '../../../src/pages/distribution/HistoryPage';
import MonitoringPage from '../../../src/pages/distribution/MonitoringPage';
import { server } from '../msw';
import { renderInAdmin } from '../approval/admin';
import { answerDistribution } from './answers';

const figures = (assigned: number, stale: number) => ({ assigned, untouched: stale, stale, followed_up: 0, overdue: 0, deals: 0, conversion: 0 });

describe('Monitoring User', () => {
  it('shows the figures per salesperson and group, flags the untouched past the threshold, and redistributes them', async () => {
    const sent = answerDistribution();
    const asked: string[] = [];
    server.use(
      mock.get(DISTRIBUTION_PATHS.monitoring, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          data: {
            users: [
              { id_user: 11, name: 'Yudi Permana', id_group: 1, group_name: 'Tim Bandung', ...figures(8, 3) },
              { id_user: 12, name: 'Neng Rahmawati', id_group: 1, group_name: 'Tim Bandung', ...figures(4, 0) },
            ],
            groups: [{ id_group: 1, name: 'Tim Bandung', members: 2, ...figures(12, 3) }],
          },
        });
      }),
    );
    renderInAdmin(<MonitoringPage />, '/setting/Monitoring', ['Distribusi Data'], 'Supervisor');
    const users = await screen.findByRole('table', { name: 'Per sales' });
    expect(within(users).getByText('3 prospek belum disentuh lebih dari 3 hari')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Per grup' })).getByText('12')).toBeInTheDocument();
    expect(within(users).getAllByRole('button', { name: 'Bagikan ulang' })).toHaveLength(1);

    await userEvent.click(within(users).getByRole('button', { name: 'Bagikan ulang' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bagikan ulang 3 prospek Yudi Permana yang belum disentuh' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Sales penerima' }));
    await userEvent.click(await screen.findByRole('option', { name: /Neng Rahmawati/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lihat pratinjau' }));
    await within(dialog).findByRole('table', { name: 'Pratinjau pembagian' });
    expect(sent[0].body).toMatchObject({ source: { kind: 'untouched', id_user: 11, days: 3 }, user_ids: [12] });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));

    const days = await screen.findByRole('spinbutton', { name: 'Tandai yang belum disentuh lebih dari (hari)' });
    await userEvent.clear(days);
    await userEvent.type(days, '7');
    await expect.poll(() => asked.at(-1)).toBe('?days=7');
  });
});

describe('Riwayat Distribusi', () => {
  it('lists the batches, opens one with its rows, and takes back its untouched prospects after a confirmation', async () => {
    const batch = {
      id: 4,
      created_at: '2026-11-20T03:00:00Z',
      id_user: null,
      actor_name: null,
      trigger: 'rule',
      method: 'rotation',
      total: 2,
      left_over: 0,
      undone_at: null,
      recipients: [{ id_user: 11, name: 'Yudi Permana', count: 2 }],
    };
    const item = (id: number, undoable: boolean) => ({
      id,
      id_prospect: 100 + id,
      prospect_name: `Calon ${id}`,
      id_user: 11,
      user_name: 'Yudi Permana',
      id_user_previous: null,
      previous_name: null,
      undone_at: null,
      undoable,
    });
    const undone: string[] = [];
    server.use(
      mock.get(DISTRIBUTION_PATHS.batches, () => HttpResponse.json({ data: [batch], count: 1 })),
      mock.get(`${DISTRIBUTION_PATHS.batches}/4`, () =>
        HttpResponse.json({ data: { batch: { ...batch, undoable: 1 }, items: [item(1, true), item(2, false)] }, count: 2 }),
      ),
      mock.post(`${DISTRIBUTION_PATHS.batches}/4/undo`, ({ request }) => {
        undone.push(request.url);
        return HttpResponse.json({ data: { returned: 1 } });
      }),
    );
    renderInAdmin(<HistoryPage />, '/setting/historyDistribution', ['Distribusi Data'], 'Supervisor');
    const list = await screen.findByRole('table', { name: 'Riwayat Distribusi' });
    expect(within(list).getByText('Distribusi otomatis')).toBeInTheDocument();
    expect(within(list).getByText('Yudi Permana (2)')).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: /^Rincian/ }));
    const dialog = await screen.findByRole('dialog');
    const rows = await within(dialog).findByRole('table', { name: 'Rincian' });
    expect(within(rows).getByText('Dapat dibatalkan')).toBeInTheDocument();
    expect(within(rows).getAllByText('Belum dibagikan')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batalkan' }));
    const confirm = await screen.findByText(/1 prospek yang belum disentuh penerimanya akan kembali/);
    await userEvent.click(within(confirm.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Batalkan' }));
    expect(await screen.findByText('1 prospek dikembalikan.')).toBeInTheDocument();
    expect(undone).toHaveLength(1);
  });
});
