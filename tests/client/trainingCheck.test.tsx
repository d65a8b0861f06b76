import { act, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTrainingStatus } from '../../src/authProvider/training';
import { providerApi } from '../../src/dataProvider/providerApi';
import { server } from './msw';
import { answerAdministrator, renderApp } from './renderApp';
import { ADMIN, logIn } from './session';

afterEach(() => vi.restoreAllMocks());

/** The training check's answers, counting the calls. */
function answerTraining(answer: () => Response) {
  const asked: string[] = [];
  server.use(
    mock.get('/api/user/v1/user/check_user_training', ({ request }) => {
      asked.push(new URL(request.url).searchParams.toString());
      return answer();
    }),
  );
  return asked;
}

describe('the training check', () => {
  it('runs once per session when the app opens with one, and records api_status', async () => {
    logIn();
    answerAdministrator();
    const asked = answerTraining(() => HttpResponse.json({ api_status: false }));
    const { unmount } = renderApp('/dashboard');
    await screen.findByText('Selamat datang, Budi Santoso');
    unmount();
    renderApp('/dashboard');
    await screen.findByText('Selamat datang, Budi Santoso');
    expect(asked).toEqual([`id_user=${ADMIN.id}`]);
    await expect(loadTrainingStatus(ADMIN.id, () => undefined)).resolves.toBe(false);
    expect(window.location.pathname).toBe('/dashboard');
  });

  it("runs after login, and says 'Server error : ' with the server's message", async () => {
    answerAdministrator();
    server.use(mock.post('/api/user/v1/auth/login', () => HttpResponse.json({ data: [{ ...ADMIN, token: 'token-baru' }] })));
    const asked = answerTraining(() => HttpResponse.json({ message: 'Layanan pelatihan tidak tersedia.' }, { status: 503 }));
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText(/^Email/), 'budi@majumotor.co.id');
    await user.type(await screen.findByLabelText(/^Kata sandi/), 'rahasia-123');
    await user.click(await screen.findByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Server error : Layanan pelatihan tidak tersedia.')).toBeInTheDocument();
    expect(asked).toEqual([`id_user=${ADMIN.id}`]);
  });

  it('without an answer says nothing, and asks again once the signal returns', async () => {
    logIn();
    answerAdministrator();
    let answered = false;
    const asked = answerTraining(() => (answered ? HttpResponse.json({ api_status: false }) : HttpResponse.error()));
    renderApp('/dashboard');
    await waitFor(() => expect(asked).toHaveLength(1));
    await screen.findByText('Selamat datang, Budi Santoso');

    answered = true;
    act(() => onlineManager.setOnline(false));
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(asked).toHaveLength(2));
    await expect(loadTrainingStatus(ADMIN.id, () => undefined)).resolves.toBe(false);
    expect(screen.queryByText(/^Server error/)).toBeNull();
  });

  it("says 'Sintaks error : ' for an exception in the client's own code", async () => {
    logIn();
    answerAdministrator();
    vi.spyOn(providerApi, 'checkUserTraining').mockRejectedValue(new TypeError("Cannot read properties of undefined (reading 'api_status')"));
    renderApp('/dashboard');
    expect(
      await screen.findByText("Sintaks error : Cannot read properties of undefined (reading 'api_status')"),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  });
});
