import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from './msw';
import { answerAdministrator, renderApp } from './renderApp';
import { ADMIN } from './session';

async function fillPerson(user: UserEvent, password = 'rahasia-123') {
  await user.type(await screen.findByLabelText(/^Nama lengkap/), 'Budi Santoso');
  await user.type(screen.getByLabelText(/^Email/), 'budi@majumotor.co.id');
  await user.type(screen.getByLabelText(/^Nomor telepon/), '0812 3456 7890');
  await user.type(screen.getByLabelText(/^Kata sandi/), password);
}

/** Answers the registration with `answer` and keeps what was sent. */
function answerRegister(answer: () => Response) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    mock.post('/api/user/v1/auth/register', async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return sent;
}

const submit = () => screen.getByRole('button', { name: 'Daftar' });

describe('the register page', () => {
  it('creates a new company, opens the session and the dashboard', async () => {
    answerAdministrator();
    const sent = answerRegister(() => HttpResponse.json({ data: [{ ...ADMIN, token: 'token-baru' }] }, { status: 201 }));
    const user = userEvent.setup();
    renderApp('/register');
    await fillPerson(user);
    await user.type(screen.getByLabelText(/^Nama perusahaan/), 'Maju Motor');
    await user.click(submit());

    expect(await screen.findByText('Selamat datang, Budi Santoso')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: 'Budi Santoso',
        email: 'budi@majumotor.co.id',
        phone_number: '0812 3456 7890',
        password: 'rahasia-123',
        company_name: 'Maju Motor',
      },
    ]);
    expect(Cookies.get('token')).toBe('token-baru');
  });

  it('joins with a company code and says the account waits for approval', async () => {
    const message = 'Pendaftaran berhasil. Akun anda menunggu persetujuan administrator perusahaan sebelum dapat digunakan.';
    const sent = answerRegister(() => HttpResponse.json({ data: [], message }, { status: 202 }));
    const user = userEvent.setup();
    renderApp('/register');
    await fillPerson(user);
    await user.click(screen.getByLabelText('Gabung dengan kode perusahaan'));
    expect(screen.queryByLabelText(/^Nama perusahaan/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Kode perusahaan/), 'MAJU01');
    await user.click(submit());

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke halaman masuk' })).toHaveAttribute('href', '/login');
    expect(sent[0]).toMatchObject({ company_code: 'MAJU01' });
    expect(sent[0]).not.toHaveProperty('company_name');
    expect(Cookies.get('token')).toBeUndefined();
    expect(window.location.pathname).toBe('/register');
  });

  it("opens on joining with the code filled in from the company's QR link", async () => {
    const sent = answerRegister(() => HttpResponse.json({ data: [], message: 'Menunggu persetujuan.' }, { status: 202 }));
    const user = userEvent.setup();
    renderApp('/register?kode=MAJU23');
    await fillPerson(user);
    expect(screen.getByLabelText('Gabung dengan kode perusahaan')).toBeChecked();
    expect(screen.getByLabelText(/^Kode perusahaan/)).toHaveValue('MAJU23');
    await user.click(submit());
    expect(await screen.findByText('Menunggu persetujuan.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ company_code: 'MAJU23' });
  });

  it('checks the fields before sending', async () => {
    const sent = answerRegister(() => HttpResponse.json({ data: [] }));
    const user = userEvent.setup();
    renderApp('/register');
    await user.type(await screen.findByLabelText(/^Nomor telepon/), '12');
    await user.type(screen.getByLabelText(/^Kata sandi/), 'pendek');
    await user.click(submit());

    expect(await screen.findByText('Kata sandi minimal 8 karakter.')).toBeInTheDocument();
    expect(screen.getByText('Nomor telepon tidak valid. Contoh: 0812 3456 7890.')).toBeInTheDocument();
    expect(screen.getByText('Nama wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Nama perusahaan wajib diisi.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the server's field errors beside their fields", async () => {
    answerRegister(() =>
      HttpResponse.json(
        { message: 'Data yang dikirim tidak valid.', errors: { company_code: 'Kode perusahaan tidak ditemukan.' } },
        { status: 422 },
      ),
    );
    const user = userEvent.setup();
    renderApp('/register');
    await fillPerson(user);
    await user.click(screen.getByLabelText('Gabung dengan kode perusahaan'));
    await user.type(screen.getByLabelText(/^Kode perusahaan/), 'SALAH');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Data yang dikirim tidak valid.');
    expect(screen.getByLabelText(/^Kode perusahaan/)).toHaveAccessibleDescription('Kode perusahaan tidak ditemukan.');
  });
});
