import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { DEVICES } from '../../domain/apiPaths';
import type { DeviceSession } from '../../src/dataProvider/devicesApi';
import { formatDateTime } from '../../src/format';
import { server } from './msw';
import { answerAdministrator, answerRole, renderApp } from './renderApp';
import { ADMIN, logIn } from './session';

const session = (fields: Partial<DeviceSession>): DeviceSession => ({
  id: 11,
  id_user: ADMIN.id,
  user_name: ADMIN.name,
  device: { browser: 'Chrome 142', os: 'Android', type: 'mobile', model: null },
  user_agent: 'Mozilla/5.0 (Linux; Android 10; K) Chrome/142.0.0.0 Mobile Safari/537.36',
  ip: '36.72.10.20',
  created_at: '2026-11-24T01:05:00Z',
  last_used_at: '2026-11-24T03:30:00Z',
  expires_at: '2026-12-24T01:05:00Z',
  current: false,
  ...fields,
});

const CURRENT = session({ id: 10, current: true, device: { browser: 'Firefox 128', os: 'Windows', type: 'desktop', model: null }, ip: '127.0.0.1' });
const OTHER = session({ id: 11 });
const SARI = session({ id: 12, id_user: 8, user_name: 'Sari Dewi', device: { browser: 'Safari 17', os: 'iOS', type: 'mobile', model: 'iPhone' } });

let sessions: DeviceSession[];
let asked: URLSearchParams[];
let ended: string[];
let fail: boolean;

beforeEach(() => {
  logIn();
  sessions = [CURRENT, OTHER];
  asked = [];
  ended = [];
  fail = false;
  server.use(
    mock.get(DEVICES, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      // A refusal, which the app does not retry: the failure shows at once.
      if (fail) return HttpResponse.json({ message: 'Permintaan tidak dapat dibaca oleh server.' }, { status: 400 });
      const shown = sessions.filter((row) => !query.has('id_user') || String(row.id_user) === query.get('id_user'));
      return HttpResponse.json({ data: shown, count: shown.length });
    }),
    mock.delete(`${DEVICES}/:id`, ({ params }) => {
      ended.push(String(params.id));
      sessions = sessions.filter((row) => String(row.id) !== params.id);
      return HttpResponse.json({ message: 'Sesi telah diakhiri.' });
    }),
    mock.get('/api/user/v1/members', () =>
      HttpResponse.json([{ id: 7, name: 'Budi Santoso' }, { id: 8, name: 'Sari Dewi' }], { headers: { 'Content-Range': 'members 0-1/2' } }),
    ),
  );
});

const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('Catatan Perangkat', () => {
  it('lists one’s own sessions with device, address, first and last use, the current one marked', async () => {
    answerRole('Sales', { Prospect: { access: 'enabled' } });
    renderApp('/setting/perangkat');
    const list = await screen.findByRole('list', { name: 'Daftar sesi perangkat' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Perangkat dan browser tempat akun anda sedang login. Akhiri sesi di perangkat yang tidak anda kenali.')).toBeInTheDocument();

    const current = cardOf('Firefox 128 di Windows');
    expect(within(current).getByText('Perangkat ini')).toBeInTheDocument();
    expect(within(current).getByText('Komputer')).toBeInTheDocument();
    expect(within(current).getByText('127.0.0.1')).toBeInTheDocument();

    const other = cardOf('Chrome 142 di Android');
    expect(within(other).queryByText('Perangkat ini')).not.toBeInTheDocument();
    expect(within(other).getByText('Ponsel')).toBeInTheDocument();
    expect(within(other).getByText('Alamat IP')).toBeInTheDocument();
    expect(within(other).getByText('36.72.10.20')).toBeInTheDocument();
    // DD-MM-YYYY HH:mm in the browser's zone, as every date of the app.
    expect(within(other).getByText('Pertama dipakai').nextElementSibling).toHaveTextContent(formatDateTime(OTHER.created_at));
    expect(within(other).getByText('Terakhir dipakai').nextElementSibling).toHaveTextContent(formatDateTime(OTHER.last_used_at));
    expect(formatDateTime(OTHER.created_at)).toMatch(/^24-11-2026 \d\d:05$/);
    // A salesperson sees no user filter and no names: every session is theirs.
    expect(screen.queryByRole('combobox', { name: 'Pengguna' })).not.toBeInTheDocument();
    expect(asked.every((query) => !query.has('id_user'))).toBe(true);
  });

  it('ends another session only after the confirmation, then lists what is left', async () => {
    const user = userEvent.setup();
    answerRole('Sales', { Prospect: { access: 'enabled' } });
    renderApp('/setting/perangkat');
    await user.click(await screen.findByRole('button', { name: 'Akhiri sesi Chrome 142 di Android' }));
    const confirm = await screen.findByRole('dialog', { name: 'Akhiri sesi di Chrome 142 di Android?' });
    expect(within(confirm).getByText('Perangkat itu langsung keluar dari aplikasi. Untuk masuk lagi, perangkat itu harus login ulang.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(ended).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Akhiri sesi Chrome 142 di Android' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Akhiri sesi' }));
    await waitFor(() => expect(ended).toEqual(['11']));
    expect(await screen.findByText('Sesi di Chrome 142 di Android telah diakhiri.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Chrome 142 di Android' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Firefox 128 di Windows' })).toBeInTheDocument();
  });

  it('ends this device’s own session as Logout does: the server ends it, the app signs out to /login', async () => {
    const user = userEvent.setup();
    const logout = vi.fn(() => HttpResponse.json({ message: 'Anda telah keluar.' }));
    server.use(mock.post('/api/user/v1/auth/logout', logout));
    answerRole('Sales', { Prospect: { access: 'enabled' } });
    renderApp('/setting/perangkat');
    await user.click(await screen.findByRole('button', { name: 'Akhiri sesi Firefox 128 di Windows' }));
    const confirm = await screen.findByRole('dialog', { name: 'Akhiri sesi di perangkat ini?' });
    expect(within(confirm).getByText('Anda akan keluar dari aplikasi di perangkat ini, sama seperti memilih Logout.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Akhiri sesi' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(ended).toEqual([]);
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('shows an Administrator everyone’s sessions with their names, and one user’s through the filter', async () => {
    const user = userEvent.setup();
    sessions = [CURRENT, OTHER, SARI];
    answerAdministrator();
    renderApp('/setting/perangkat');
    const sari = await screen.findByRole('heading', { name: 'Safari 17 di iOS' });
    expect(within(cardOf('Safari 17 di iOS')).getByText('Sari Dewi')).toBeInTheDocument();
    expect(within(cardOf('Safari 17 di iOS')).getByText('Ponsel · iPhone')).toBeInTheDocument();
    expect(sari).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Pengguna' }));
    await user.click(await screen.findByRole('option', { name: 'Sari Dewi' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Firefox 128 di Windows' })).not.toBeInTheDocument());
    expect(asked.at(-1)?.get('id_user')).toBe('8');

    await user.click(screen.getByRole('button', { name: 'Akhiri sesi Sari Dewi di Safari 17 di iOS' }));
    const confirm = await screen.findByRole('dialog', { name: 'Akhiri sesi di Safari 17 di iOS?' });
    expect(within(confirm).getByText('Sesi Sari Dewi di perangkat itu langsung berakhir. Untuk masuk lagi, Sari Dewi harus login ulang.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Akhiri sesi' }));
    await waitFor(() => expect(ended).toEqual(['12']));
    expect(await screen.findByText('Pengguna ini tidak sedang login di perangkat mana pun.')).toBeInTheDocument();
  });

  it('on the device whose session was ended, the next call’s 401 shows the session message and the login page', async () => {
    // react-admin logs the failed call; the files of a worker share `console`, so it is put back after.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => quiet.mockRestore());
    answerRole('Sales', { Prospect: { access: 'enabled' } });
    // What the server answers a revoked session (tests/server/devices.test.ts).
    server.use(
      mock.get(DEVICES, () =>
        HttpResponse.json({ code: 'auth.session_invalid', params: {}, message: 'Sesi tidak valid. Silakan login kembali.' }, { status: 401 }),
      ),
    );
    renderApp('/setting/perangkat');
    expect(await screen.findByText('Akun anda telah dipakai pada perangkat lain')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('says why the list could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    fail = true;
    answerRole('Sales', { Prospect: { access: 'enabled' } });
    renderApp('/setting/perangkat');
    expect(await screen.findByText('Gagal memuat catatan perangkat: Permintaan tidak dapat dibaca oleh server.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'Chrome 142 di Android' })).toBeInTheDocument();
  });
});
