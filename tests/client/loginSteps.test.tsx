import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../domain/apiPaths';
import type { LoginStep } from '../../domain/schemas/securityRules';
import { server } from './msw';
import { answerAdministrator, renderApp } from './renderApp';
import { ADMIN } from './session';

const SESSION = { data: [{ ...ADMIN, token: 'token-dua-langkah' }] };
const SETUP = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Salesforce:budi%40majumotor.co.id?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Salesforce' };
const CODES = ['abcde-fghjk', 'mnpqr-stuvw', 'xyz23-45678', 'a2b3c-d4e5f', 'g6h7j-k8m9n', 'pqrst-uvwxy', 'z2345-6789a', 'bcdef-ghjkm', 'npqrs-tuvwx', 'yz234-56789'];

let posted: { path: string; body: Record<string, unknown> }[];
const keep = async (request: Request) => {
  const body = (await request.json()) as Record<string, unknown>;
  posted.push({ path: new URL(request.url).pathname, body });
  return body;
};
const stepAnswer = (step: LoginStep['step']) => ({ data: [], next: { step, challenge: 'tantangan-1', min_password_length: 10 } });

beforeEach(() => {
  posted = [];
  answerAdministrator();
});

async function logInWithPassword(first: LoginStep['step']) {
  server.use(mock.post(AUTH_PATHS.login, () => HttpResponse.json(stepAnswer(first))));
  const user = userEvent.setup();
  renderApp('/login');
  await user.type(await screen.findByLabelText(/^Email/), 'budi@majumotor.co.id');
  await user.type(await screen.findByLabelText(/^Kata sandi/), 'rahasia-123');
  await user.click(await screen.findByRole('button', { name: 'Masuk' }));
  return user;
}

describe("the login's second step", () => {
  it('asks for the code on a number pad with one-time-code autofill, then opens the app', async () => {
    server.use(mock.post(AUTH_PATHS.loginTwoStep, async ({ request }) => (await keep(request), HttpResponse.json(SESSION))));
    const user = await logInWithPassword('two_step');
    const code = await screen.findByRole('textbox', { name: /^Kode 6 angka/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByText('Selamat datang, Budi Santoso')).toBeInTheDocument();
    expect(posted).toEqual([{ path: AUTH_PATHS.loginTwoStep, body: { challenge: 'tantangan-1', code: '123456' } }]);
    expect(Cookies.get('token')).toBe('token-dua-langkah');
  });

  it('takes a recovery code instead, and shows why one is refused', async () => {
    let answers = [() => HttpResponse.json({ message: 'Kode tidak valid atau sudah dipakai.', errors: { recovery_code: 'Kode tidak valid atau sudah dipakai.' } }, { status: 401 }), () => HttpResponse.json(SESSION)];
    server.use(mock.post(AUTH_PATHS.loginTwoStep, async ({ request }) => {
      await keep(request);
      const [answer, ...rest] = answers;
      answers = rest;
      return answer();
    }));
    const user = await logInWithPassword('two_step');
    await user.click(await screen.findByRole('button', { name: 'Gunakan kode pemulihan' }));
    await user.type(await screen.findByRole('textbox', { name: /^Kode pemulihan/ }), 'salah-kode');
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect((await screen.findAllByText('Kode tidak valid atau sudah dipakai.')).length).toBeGreaterThan(0);
    const field = screen.getByRole('textbox', { name: /^Kode pemulihan/ });
    await user.clear(field);
    await user.type(field, CODES[0]);
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByText('Selamat datang, Budi Santoso')).toBeInTheDocument();
    expect(posted.map((call) => call.body)).toEqual([
      { challenge: 'tantangan-1', recovery_code: 'salah-kode' },
      { challenge: 'tantangan-1', recovery_code: CODES[0] },
    ]);
  });
});

describe('setting up an authenticator the company requires, at login', () => {
  it('shows the QR and the key, takes a code, shows the recovery codes once, then opens the app', async () => {
    server.use(
      mock.post(AUTH_PATHS.loginTwoStepSetup, async ({ request }) => (await keep(request), HttpResponse.json({ data: SETUP }))),
      mock.post(AUTH_PATHS.loginTwoStepConfirm, async ({ request }) => (await keep(request), HttpResponse.json({ ...SESSION, recovery_codes: CODES }))),
    );
    const user = await logInWithPassword('two_step_enroll');
    expect(await screen.findByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Kode dari aplikasi/ }), '654321');
    await user.click(screen.getByRole('button', { name: 'Aktifkan' }));

    const list = await screen.findByRole('list', { name: 'Kode pemulihan' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(screen.getByText(/^Kode ini hanya ditampilkan sekali/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salin kode' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unduh kode' })).toBeInTheDocument();
    // The app waits until the codes are saved.
    expect(window.location.pathname).toBe('/login');
    await user.click(screen.getByRole('button', { name: 'Saya sudah menyimpannya' }));
    expect(await screen.findByText('Selamat datang, Budi Santoso')).toBeInTheDocument();
    expect(posted).toEqual([
      { path: AUTH_PATHS.loginTwoStepSetup, body: { challenge: 'tantangan-1' } },
      { path: AUTH_PATHS.loginTwoStepConfirm, body: { challenge: 'tantangan-1', code: '654321' } },
    ]);
  });
});

describe('the forced password change', () => {
  it("asks for a new password of the company's length before opening the app", async () => {
    server.use(mock.post(AUTH_PATHS.loginPassword, async ({ request }) => (await keep(request), HttpResponse.json(SESSION))));
    const user = await logInWithPassword('change_password');
    expect(await screen.findByText(/^Kata sandi anda diatur oleh administrator\. .*minimal 10 karakter/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Kata sandi baru/), 'pendek-9c');
    await user.type(screen.getByLabelText(/^Konfirmasi/), 'pendek-9c');
    await user.click(screen.getByRole('button', { name: 'Simpan dan masuk' }));
    expect(await screen.findByText('Kata sandi minimal 10 karakter.')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.type(screen.getByLabelText(/^Kata sandi baru/), '-panjang');
    await user.clear(screen.getByLabelText(/^Konfirmasi/));
    await user.type(screen.getByLabelText(/^Konfirmasi/), 'pendek-9c-panjang');
    await user.click(screen.getByRole('button', { name: 'Simpan dan masuk' }));
    expect(await screen.findByText('Selamat datang, Budi Santoso')).toBeInTheDocument();
    expect(posted).toEqual([{ path: AUTH_PATHS.loginPassword, body: { challenge: 'tantangan-1', password: 'pendek-9c-panjang' } }]);
  });
});
