import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { UserStatusActions } from '../../src/resources/users/UserStatusActions';
import { renderInAdmin } from './approval/admin';
import { server } from './msw';
import { renderUserActions } from './renderUserActions';

const USERS = '/api/user/v1/users';
const YUDI = { id: 21, name: 'Yudi Permana', status: 'active' };
const people = [
  { id: 7, name: 'Budi Santoso', status: 'active' },
  YUDI,
  { id: 22, name: 'Neng Rahmawati', status: 'active' },
];

/**
 * The server's side of the dialog: the open prospects of the user, the active users, and the
 * deactivation; beside it, the user's two-step login (off), which the page asks an Administrator for.
 */
function answerDeactivation(open: number) {
  const sent: unknown[] = [];
  const listed: string[] = [];
  server.use(
    mock.get(`${USERS}/:id/open_prospects`, () => HttpResponse.json({ data: { open_prospects: open } })),
    mock.get(`${USERS}/:id/two_step`, () => HttpResponse.json({ data: { enabled: false, required: false } })),
    mock.get(USERS, ({ request }) => {
      listed.push(new URL(request.url).searchParams.get('filter') ?? '');
      return HttpResponse.json(people, { headers: { 'Content-Range': `users 0-2/3` } });
    }),
    mock.post(`${USERS}/:id/deactivate`, async ({ request, params }) => {
      const body = (await request.json()) as { id_handover_user: number | null };
      sent.push({ id: Number(params.id), ...body });
      return HttpResponse.json({ data: { id: Number(params.id), status: 'disabled', handed_over: body.id_handover_user ? open : 0 }, message: 'ok' });
    }),
  );
  return { sent, listed };
}

const render = (user: Record<string, unknown>) => renderUserActions(user);

describe('Nonaktifkan', () => {
  it('confirms, shows the open prospects, hands them to a chosen active user, then the result', async () => {
    const { sent, listed } = answerDeactivation(4);
    render(YUDI);
    await userEvent.click(await screen.findByRole('button', { name: 'Nonaktifkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nonaktifkan Yudi Permana?' });
    expect(await within(dialog).findByText('Prospek terbuka milik Yudi Permana: 4')).toBeInTheDocument();
    expect(listed[0]).toBe(JSON.stringify({ status: 'active' }));

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Serahkan prospek terbuka kepada' }));
    const options = await screen.findAllByRole('option');
    // The leaving user is not offered their own prospects.
    expect(options.map((option) => option.textContent)).toEqual(['Tidak diserahkan (tetap milik Yudi Permana)', 'Budi Santoso', 'Neng Rahmawati']);
    await userEvent.click(screen.getByRole('option', { name: 'Neng Rahmawati' }));
    expect(sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));

    expect(await within(dialog).findByText('Yudi Permana telah dinonaktifkan; 4 prospek diserahkan kepada Neng Rahmawati.')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 21, id_handover_user: 22 }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the prospects with the user when nobody is chosen, and cancelling sends nothing', async () => {
    const { sent } = answerDeactivation(2);
    render(YUDI);
    await userEvent.click(await screen.findByRole('button', { name: 'Nonaktifkan' }));
    let dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Prospek terbuka milik Yudi Permana: 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Nonaktifkan' }));
    dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Prospek terbuka milik Yudi Permana: 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    expect(await within(dialog).findByText('Yudi Permana telah dinonaktifkan.')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 21, id_handover_user: null }]);
  });

  it('offers no deactivation of oneself, and reactivation for a deactivated user', async () => {
    const reactivated: string[] = [];
    server.use(
      mock.get(`${USERS}/:id/two_step`, () => HttpResponse.json({ data: { enabled: false, required: false } })),
      mock.post(`${USERS}/:id/reactivate`, ({ params }) => {
        reactivated.push(String(params.id));
        return HttpResponse.json({ data: { id: Number(params.id), status: 'active', handed_over: 0 }, message: 'ok' });
      }),
    );
    // Oneself beside another user: once the other's action shows, the identity is known.
    const { unmount } = renderInAdmin(
      <>
        <RecordContextProvider value={{ id: 7, name: 'Budi Santoso', status: 'active' }}>
          <UserStatusActions />
        </RecordContextProvider>
        <RecordContextProvider value={YUDI}>
          <UserStatusActions />
        </RecordContextProvider>
      </>,
      '/setting/users',
      ['user_management'],
    );
    expect(await screen.findAllByRole('button', { name: 'Nonaktifkan' })).toHaveLength(1);
    unmount();

    render({ ...YUDI, status: 'disabled' });
    await userEvent.click(await screen.findByRole('button', { name: 'Aktifkan kembali' }));
    expect(await screen.findByText('Yudi Permana telah diaktifkan kembali.')).toBeInTheDocument();
    expect(reactivated).toEqual(['21']);
  });
});
