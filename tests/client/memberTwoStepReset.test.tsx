import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { UserStatusActions } from '../../src/resources/users/UserStatusActions';
import { renderInAdmin } from './approval/admin';
import { server } from './msw';
import { renderUserActions } from './renderUserActions';

const USERS = '/api/user/v1/users';
const YUDI = { id: 21, name: 'Yudi Permana', status: 'active' };
const BUDI = { id: 7, name: 'Budi Santoso', status: 'active' };

/** The server's side: each member's two-step login, and the resets it received. */
function answerTwoStep(states: Record<number, { enabled: boolean; required: boolean }>) {
  const asked: number[] = [];
  const reset: number[] = [];
  server.use(
    mock.get(`${USERS}/:id/two_step`, ({ params }) => {
      asked.push(Number(params.id));
      return HttpResponse.json({ data: states[Number(params.id)] });
    }),
    mock.post(`${USERS}/:id/two_step/reset`, ({ params }) => {
      const id = Number(params.id);
      reset.push(id);
      states[id] = { ...states[id], enabled: false };
      return HttpResponse.json({ data: states[id], message: 'ok' });
    }),
  );
  return { asked, reset };
}

const renderFor = (user: Record<string, unknown>, roleName = 'Administrator') => renderUserActions(user, roleName);

describe("Nonaktifkan verifikasi dua langkah (an Administrator, another member's)", () => {
  it('confirms, explaining that the rule makes the member set it up again, then turns it off', async () => {
    const { reset } = answerTwoStep({ 21: { enabled: true, required: true } });
    renderFor(YUDI);
    await userEvent.click(await screen.findByRole('button', { name: 'Nonaktifkan verifikasi dua langkah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nonaktifkan verifikasi dua langkah Yudi Permana?' });
    expect(within(dialog).getByText(/Yudi Permana harus menyiapkannya lagi saat login berikutnya/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(reset).toEqual([]);

    await userEvent.click(await screen.findByRole('button', { name: 'Nonaktifkan verifikasi dua langkah' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Nonaktifkan' }));
    expect(await screen.findByText('Verifikasi dua langkah Yudi Permana telah dinonaktifkan.')).toBeInTheDocument();
    expect(reset).toEqual([21]);
    // It is off now: nothing left to turn off.
    expect(screen.queryByRole('button', { name: 'Nonaktifkan verifikasi dua langkah' })).toBeNull();
  });

  it('says the member logs in with the password alone where no rule covers them', async () => {
    answerTwoStep({ 21: { enabled: true, required: false } });
    renderFor(YUDI);
    await userEvent.click(await screen.findByRole('button', { name: 'Nonaktifkan verifikasi dua langkah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nonaktifkan verifikasi dua langkah Yudi Permana?' });
    expect(within(dialog).getByText(/login hanya dengan kata sandi sampai menyiapkannya lagi di Profil/)).toBeInTheDocument();
  });

  it("is not offered on one's own account, nor to a member whose two-step login is off", async () => {
    const { asked } = answerTwoStep({ 7: { enabled: true, required: false }, 22: { enabled: false, required: false } });
    renderInAdmin(
      <>
        <RecordContextProvider value={BUDI}>
          <UserStatusActions />
        </RecordContextProvider>
        <RecordContextProvider value={{ id: 22, name: 'Neng Rahmawati', status: 'active' }}>
          <UserStatusActions />
        </RecordContextProvider>
      </>,
      '/setting/users',
      ['user_management'],
      'Administrator',
    );
    // Neng's deactivation shows once the identity is known; only her two-step state is asked for.
    expect(await screen.findAllByRole('button', { name: 'Nonaktifkan' })).toHaveLength(1);
    await vi.waitFor(() => expect(asked).toEqual([22]));
    expect(screen.queryByRole('button', { name: 'Nonaktifkan verifikasi dua langkah' })).toBeNull();
  });

  it('is not offered to anyone but an Administrator, who alone may turn it off', async () => {
    const { asked } = answerTwoStep({ 21: { enabled: true, required: false } });
    renderFor(YUDI, 'Supervisor');
    expect(await screen.findByRole('button', { name: 'Nonaktifkan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nonaktifkan verifikasi dua langkah' })).toBeNull();
    expect(asked).toEqual([]);
  });
});
