import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from './msw';
import { answerAdministrator, renderApp } from './renderApp';
import { ADMIN } from './session';

/** Answers `path` with `answer` and keeps the JSON bodies sent to it. */
function answerPost(path: string, answer: () => Response) {
  const sent: unknown[] = [];
  server.use(
    mock.post(path, async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

describe('forgotten password', () => {
  it("sends the email and shows the server's answer", async () => {
    const message = 'Jika email terdaftar, tautan atur ulang kata sandi telah dikirim.';
    const sent = answerPost('/api/user/v1/auth/forgot_password', () => HttpResponse.json({ data: [], message }));
    const user = userEvent.setup();
    renderApp('/forgot_password');
    await user.type(await screen.findByLabelText(/^Email/), 'budi@majumotor.co.id');
    await user.click(screen.getByRole('button', { name: 'Kirim tautan' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'budi@majumotor.co.id' }]);
  });
});

describe('e-mail confirmation link', () => {
  it('changes nothing until the button is pressed, then sends the token and says the e-mail changed', async () => {
    const sent = answerPost('/api/user/v1/auth/confirm_email', () => HttpResponse.json({ message: 'Email anda telah diubah.' }));
    const user = userEvent.setup();
    renderApp('/confirm_email/token-konfirmasi-1');
    const confirm = await screen.findByRole('button', { name: 'Konfirmasi email' });
    expect(screen.getByRole('heading', { level: 1, name: 'Konfirmasi Email' })).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(confirm);
    expect(await screen.findByText('Email anda telah diubah. Gunakan email baru saat login.')).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'token-konfirmasi-1' }]);
  });

  it('says why a used or expired link changed nothing', async () => {
    const refusal = { code: 'profile.email_link_invalid', params: {}, message: 'Tautan konfirmasi email tidak valid, sudah dipakai, atau sudah kedaluwarsa.' };
    answerPost('/api/user/v1/auth/confirm_email', () => HttpResponse.json(refusal, { status: 422 }));
    renderApp('/confirm_email/token-lama');
    await userEvent.click(await screen.findByRole('button', { name: 'Konfirmasi email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal.message);
  });
});

describe('password reset link', () => {
  it('says the link is incomplete without its id', async () => {
    renderApp('/forgot_password/budi%40majumotor.co.id');
    expect(await screen.findByText(/Tautan atur ulang kata sandi tidak lengkap/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Minta tautan baru' })).toHaveAttribute('href', '/forgot_password');
  });

  it('asks for a matching confirmation, then sends email, id and the new password', async () => {
    const message = 'Kata sandi berhasil diubah. Silakan login.';
    const sent = answerPost('/api/user/v1/auth/reset_password', () => HttpResponse.json({ data: [], message }));
    const user = userEvent.setup();
    renderApp('/forgot_password/budi%40majumotor.co.id/kode-reset-1');
    expect(await screen.findByText('Buat kata sandi baru untuk budi@majumotor.co.id.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Kata sandi baru/), 'rahasia-baru');
    await user.type(screen.getByLabelText(/^Konfirmasi kata sandi/), 'rahasia-lain');
    await user.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
    expect(await screen.findByText('Konfirmasi kata sandi tidak sama dengan kata sandi.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText(/^Konfirmasi kata sandi/));
    await user.type(screen.getByLabelText(/^Konfirmasi kata sandi/), 'rahasia-baru');
    await user.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'budi@majumotor.co.id', id: 'kode-reset-1', password: 'rahasia-baru' }]);
  });
});

describe('invitation link', () => {
  it('keeps the invited email, registers and opens the dashboard', async () => {
    answerAdministrator();
    const sent = answerPost('/api/user/v1/auth/register_invited', () => HttpResponse.json({ data: [{ ...ADMIN, token: 'token-undangan' }] }));
    const user = userEvent.setup();
    renderApp('/register_invited/budi%40majumotor.co.id/3/undangan-9');
    const email = await screen.findByLabelText(/^Email/);
    expect(email).toHaveValue('budi@majumotor.co.id');
    expect(email).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText(/^Nama lengkap/), 'Budi Santoso');
    await user.type(screen.getByLabelText(/^Nomor telepon/), '081234567890');
    await user.type(screen.getByLabelText(/^Kata sandi/), 'rahasia-123');
    await user.click(screen.getByRole('button', { name: 'Daftar dan masuk' }));
    expect(await screen.findByText('Selamat datang, Budi Santoso')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        email: 'budi@majumotor.co.id',
        idcompany: 3,
        idinvited: 'undangan-9',
        name: 'Budi Santoso',
        phone_number: '081234567890',
        password: 'rahasia-123',
      },
    ]);
  });

  it('says the link is incomplete without the company and invitation', async () => {
    renderApp('/register_invited/budi%40majumotor.co.id');
    expect(await screen.findByText(/Tautan undangan tidak lengkap/)).toBeInTheDocument();
  });
});

describe('privacy policy', () => {
  it('is public and names the rights of UU PDP', async () => {
    renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { name: 'Kebijakan Privasi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '8. Hak anda menurut UU PDP' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/privacy-policy');
  });
});
