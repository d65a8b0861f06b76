import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PLAN } from '../../domain/apiPaths';
import type { Plan } from '../../src/dataProvider/planApi';
import { server } from './msw';
import { answerAdministrator, answerRole, renderApp } from './renderApp';
import { logIn } from './session';
import { accessibilityFindings } from './accessibilityFindings';

const BASIC: Plan = {
  name: 'Paket Dasar',
  limits: [
    { limit: 'users', max: 25, used: 12 },
    { limit: 'prospects', max: 500, used: 460 },
    { limit: 'whatsapp_numbers', max: null, used: 3 },
    { limit: 'storage_mb', max: 100, used: 100 },
  ],
};

let answers: (() => Response)[];
let asked = 0;

beforeEach(() => {
  logIn();
  asked = 0;
  answers = [() => HttpResponse.json({ data: BASIC })];
  answerAdministrator();
  server.use(
    mock.get(PLAN, () => {
      asked += 1;
      return (answers.shift() ?? (() => HttpResponse.json({ data: BASIC })))();
    }),
  );
});

describe('Paket Berlangganan', () => {
  it('shows the plan, each limit as a bar read out in words, a warning near and at a limit, and none where there is no limit', async () => {
    const { container } = renderApp('/setting/paket');
    expect(await screen.findByText('Paket anda: Paket Dasar')).toBeInTheDocument();

    const users = screen.getByRole('progressbar', { name: 'Pengguna aktif' });
    expect(users).toHaveAttribute('aria-valuenow', '12');
    expect(users).toHaveAttribute('aria-valuemax', '25');
    expect(users).toHaveAttribute('aria-valuetext', '12 dari 25 pengguna aktif');

    const prospects = screen.getByRole('progressbar', { name: 'Prospek' });
    expect(prospects).toHaveAttribute('aria-valuetext', '460 dari 500 prospek');
    expect(prospects.className).toMatch(/colorWarning/);
    expect(users.className).toMatch(/colorPrimary/);
    const storage = screen.getByRole('progressbar', { name: 'Penyimpanan' });
    expect(storage).toHaveAttribute('aria-valuetext', '100 dari 100 MB penyimpanan');
    expect(storage.className).toMatch(/colorError/);
    const items = within(screen.getByRole('list', { name: 'Batas dan pemakaian' })).getAllByRole('listitem');
    expect(within(items[1]).getByText('· Hampir penuh', { exact: false })).toBeInTheDocument();
    expect(within(items[3]).getByText('· Penuh', { exact: false })).toBeInTheDocument();

    expect(screen.queryByRole('progressbar', { name: 'Nomor WhatsApp terhubung' })).not.toBeInTheDocument();
    expect(within(items[2]).getByText('3 nomor WhatsApp terpakai, tanpa batas')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Jika batas tercapai' })).toBeInTheDocument();
    expect(screen.getByText('Untuk menambah paket, hubungi penyedia layanan aplikasi ini.')).toBeInTheDocument();
    expect(await accessibilityFindings(container)).toEqual([]);
  });

  it('without a plan says so and shows the usage without limits', async () => {
    answers = [() => HttpResponse.json({ data: { name: null, limits: BASIC.limits.map((l) => ({ ...l, max: null })) } })];
    renderApp('/setting/paket');
    expect(await screen.findByText('Perusahaan anda belum memiliki paket: semua pemakaian tanpa batas.')).toBeInTheDocument();
    const limits = screen.getByRole('list', { name: 'Batas dan pemakaian' });
    expect(within(limits).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(limits).getByText('460 prospek terpakai, tanpa batas')).toBeInTheDocument();
  });

  it('says why the plan could not be loaded and loads it again on request', async () => {
    const user = userEvent.setup();
    // A refusal is final (not retried behind the user's back), so the error shows at once.
    answers = [() => HttpResponse.json({ code: 'forbidden', params: {}, message: 'Anda tidak memiliki akses untuk tindakan ini.' }, { status: 403 })];
    renderApp('/setting/paket');
    expect(await screen.findByText('Gagal memuat paket berlangganan: Anda tidak memiliki akses untuk tindakan ini.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Paket anda: Paket Dasar')).toBeInTheDocument();
  });

  it('is not there for a salesperson, who asks for nothing', async () => {
    answerRole('Sales', { Prospect: { access: 'enabled' } });
    renderApp('/setting/paket');
    expect(await screen.findByText('Halaman yang anda cari mungkin tidak ada atau telah dipindahkan.')).toBeInTheDocument();
    expect(asked).toBe(0);
  });
});
