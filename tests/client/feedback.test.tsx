import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK } from '../../domain/apiPaths';
import type { Feedback } from '../../domain/records';
import { RESOURCES } from '../../domain/resources';
import { server } from './msw';
import { answerAdministrator, renderApp } from './renderApp';
import { logIn } from './session';

const MASUKAN = RESOURCES['setting/masukan'].path;

beforeEach(() => {
  logIn();
  answerAdministrator();
});
afterEach(() => vi.unstubAllEnvs());

async function openFeedback(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Menu pengguna/ }));
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Beri Masukan' }));
}

describe('Beri Masukan', () => {
  it('opens the dealer’s own form in a new tab when VITE_FEEDBACK_URL is set', async () => {
    vi.stubEnv('VITE_FEEDBACK_URL', 'https://forms.example.id/masukan');
    renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Menu pengguna/ }));
    const entry = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Beri Masukan' });
    expect(entry).toHaveAttribute('href', 'https://forms.example.id/masukan');
    expect(entry).toHaveAttribute('target', '_blank');
    expect(entry.getAttribute('rel')).toContain('noopener');
  });

  it('without it, sends the message and the current page from a dialog, refusing a too short one first', async () => {
    vi.stubEnv('VITE_FEEDBACK_URL', '');
    const sent: unknown[] = [];
    server.use(
      mock.post(FEEDBACK, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ id: 4 }, { status: 201 });
      }),
    );
    renderApp('/dashboard');
    const user = userEvent.setup();
    await openFeedback(user);
    const dialog = await screen.findByRole('dialog', { name: 'Beri Masukan' });
    const field = within(dialog).getByRole('textbox', { name: /Masukan/ });
    await user.type(field, 'pendek');
    await user.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    expect(await within(dialog).findByText(/Masukan minimal 10 karakter\./)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(field, ' sekali, tolong perbesar huruf.');
    await user.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('Terima kasih atas masukan anda.')).toBeInTheDocument();
    expect(sent).toEqual([{ message: 'pendek sekali, tolong perbesar huruf.', page: '/dashboard' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Beri Masukan' })).toBeNull());
  });
});

describe('Masukan Pengguna', () => {
  it('shows the feedback newest first and marks one read', async () => {
    const rows: Feedback[] = [
      { id: 2, id_user: 8, user_name: 'Yudi Pratama', message: 'Tolong tambahkan filter kota.', page: '/prospect', read_at: null, created_at: '2026-03-02T03:00:00Z' },
      { id: 1, id_user: null, user_name: null, message: 'Aplikasi sudah bagus.', page: null, read_at: '2026-03-01T05:00:00Z', created_at: '2026-03-01T03:00:00Z' },
    ];
    const marked: unknown[] = [];
    server.use(
      mock.get(MASUKAN, () => HttpResponse.json(rows, { headers: { 'Content-Range': 'feedback 0-1/2' } })),
      mock.put(`${MASUKAN}/2`, async ({ request }) => {
        marked.push(await request.json());
        rows[0] = { ...rows[0], read_at: '2026-03-03T03:00:00Z' };
        return HttpResponse.json(rows[0]);
      }),
    );
    renderApp('/setting/masukan');
    const first = await screen.findByRole('article', { name: 'Yudi Pratama' });
    expect(within(first).getByText('Tolong tambahkan filter kota.')).toBeInTheDocument();
    expect(within(first).getByText('Dari halaman /prospect')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Pengguna terhapus' })).getByText('Sudah dibaca')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(first).getByRole('button', { name: 'Tandai masukan dari Yudi Pratama sudah dibaca' }));
    expect(await screen.findByText('Masukan ditandai sudah dibaca.')).toBeInTheDocument();
    expect(marked).toEqual([{ read: true }]);
  });
});
