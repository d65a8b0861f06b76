import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from './msw';
import { answerNotifications, answerRead, deferred, FakeIntersectionObserver, notificationRow } from './notifications';
import { answerAdministrator, answerLayout, renderApp } from './renderApp';
import { ADMIN, logIn } from './session';

/** Twelve notifications: three pages of 5. Ids 1–4 are unread, the rest read. */
const ROWS = Array.from({ length: 12 }, (_, index) =>
  notificationRow(index + 1, { status: index < 4 ? 'N' : 'Y' }),
);

const failure = (message: string) => () => HttpResponse.json({ message }, { status: 500 });

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  logIn();
  answerAdministrator();
  answerLayout({ unread: 4 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Hidden too: an open panel hides the page behind it from assistive technology.
const bell = () => screen.findByRole('button', { name: /^Notifikasi/, hidden: true });
const row = (name: RegExp) => screen.findByRole('button', { name });

async function openPanel(user = userEvent.setup()) {
  renderApp('/dashboard');
  await user.click(await bell());
  await screen.findByRole('heading', { name: 'Notifikasi' });
  return user;
}

describe('the bell', () => {
  it('shows the unread count from the server, and names it to a screen reader', async () => {
    renderApp('/dashboard');
    expect(await within(await bell()).findByText('4')).toBeInTheDocument();
    expect(await bell()).toHaveAccessibleName('Notifikasi, 4 belum dibaca');
  });

  it('hides the badge when nothing is unread', async () => {
    answerLayout({ unread: 0 });
    renderApp('/dashboard');
    await screen.findByText('Selamat datang, Budi Santoso');
    expect((await bell()).querySelector('.MuiBadge-badge')).toHaveClass('MuiBadge-invisible');
  });

  it("says why the unread count is missing: 'Gagal memuat jumlah notifikasi belum terbaca : '", async () => {
    server.use(mock.get('/api/master/v1/notifikasi/unread', failure('Basis data sibuk')));
    renderApp('/dashboard');
    const message = 'Gagal memuat jumlah notifikasi belum terbaca : Basis data sibuk';
    // In the snackbar, and said politely by the live region beside it.
    expect(await screen.findByText(message, { ignore: '[role="status"], script, style' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(message));
  });
});

describe('the panel', () => {
  it("shows 'Sedang memuat...' while the first 5 load, then their texts and dates", async () => {
    const gate = deferred();
    const asked = answerNotifications(ROWS, { before: () => gate.promise });
    await openPanel();
    expect(await screen.findByText('Sedang memuat...')).toBeInTheDocument();
    gate.resolve();
    const prospek = await row(/^Sales 1 telah melakukan follow up pada prospek Prospek 1/);
    expect(prospek).toHaveTextContent('11-11-2026 09:05');
    expect(await row(/^Sales 2 telah melakukan pengajuan order pada order SPK\/2/)).toHaveTextContent('12-11-2026 09:05');
    expect(screen.queryByText('Sedang memuat...')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Sales \d+ telah/ })).toHaveLength(5);
    expect(asked).toEqual([{ limit: 5, offset: 0, id_user: ADMIN.id }]);
  });

  it('marks unread rows with a dot, and read rows without', async () => {
    answerNotifications(ROWS);
    await openPanel();
    expect(await row(/^Sales 1 telah/)).toHaveTextContent('Belum dibaca');
    expect((await row(/^Sales 1 telah/)).querySelector('.MuiBadge-dot')).not.toHaveClass('MuiBadge-invisible');
    expect(await row(/^Sales 5 telah/)).not.toHaveTextContent('Belum dibaca');
    expect((await row(/^Sales 5 telah/)).querySelector('.MuiBadge-dot')).toHaveClass('MuiBadge-invisible');
  });

  it('loads the next 5 by offset when half of the last row shows, until the count is reached', async () => {
    const asked = answerNotifications(ROWS);
    await openPanel();
    await row(/^Sales 5 telah/);
    const observer = FakeIntersectionObserver.current();
    expect(observer.options.threshold).toBe(0.5);
    expect([...observer.targets][0]).toHaveTextContent(/^Sales 5 telah/);

    act(() => observer.show(0.4));
    act(() => observer.show(0));
    expect(asked).toHaveLength(1);

    act(() => observer.show(0.5));
    await row(/^Sales 10 telah/);
    act(() => FakeIntersectionObserver.current().show(1));
    await row(/^Sales 12 telah/);
    act(() => FakeIntersectionObserver.current().show(1));
    expect(asked.map(({ limit, offset }) => [limit, offset])).toEqual([
      [5, 0],
      [5, 5],
      [5, 10],
    ]);
    expect(screen.getAllByRole('button', { name: /^Sales \d+ telah/ })).toHaveLength(12);
  });

  it("shows 'Sedang memuat...' while more load", async () => {
    const gate = deferred();
    let calls = 0;
    answerNotifications(ROWS, { before: () => (++calls > 1 ? gate.promise : Promise.resolve()) });
    await openPanel();
    await row(/^Sales 5 telah/);
    act(() => FakeIntersectionObserver.current().show(0.5));
    expect(await screen.findByText('Sedang memuat...')).toBeInTheDocument();
    gate.resolve();
    await row(/^Sales 10 telah/);
    expect(screen.queryByText('Sedang memuat...')).not.toBeInTheDocument();
  });

  it("says why the list failed: 'Gagal memuat notifikasi : ' and 'Gagal memuat notifikasi lainya : '", async () => {
    server.use(mock.get('/api/master/v1/notifikasi', failure('Koneksi terputus')));
    const user = await openPanel();
    expect(await screen.findByText('Gagal memuat notifikasi : Koneksi terputus')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    let calls = 0;
    server.use(
      mock.get('/api/master/v1/notifikasi', () =>
        ++calls === 1 ? HttpResponse.json({ data: ROWS.slice(0, 5), count: 12 }) : failure('Server sibuk')(),
      ),
    );
    await user.click(await bell());
    await row(/^Sales 5 telah/);
    act(() => FakeIntersectionObserver.current().show(0.5));
    expect(await screen.findByText('Gagal memuat notifikasi lainya : Server sibuk')).toBeInTheDocument();
  });
});

describe('reading', () => {
  it('marks an unread row read at once, recounts the unread rows, then tells the server', async () => {
    answerNotifications(ROWS);
    const gate = deferred();
    const sent = answerRead(async () => {
      await gate.promise;
      return HttpResponse.json({ data: [] });
    });
    const user = await openPanel();
    await user.click(await row(/^Sales 2 telah/));
    // Before the server answers: read, and the badge counts the loaded rows still N (1, 3, 4).
    expect(await row(/^Sales 2 telah/)).not.toHaveTextContent('Belum dibaca');
    expect(within(await bell()).getByText('3')).toBeInTheDocument();
    gate.resolve();
    await waitFor(() => expect(sent).toEqual([{ id: '2', all: 'false', id_user: String(ADMIN.id) }]));
    expect(window.location.pathname).toBe('/dashboard');
  });

  it("puts the row back and says 'Gagal membaca notifikasi : ' when the server refuses", async () => {
    answerNotifications(ROWS);
    answerRead(failure('Notifikasi tidak ditemukan.'));
    const user = await openPanel();
    await user.click(await row(/^Sales 1 telah/));
    expect(await screen.findByText('Gagal membaca notifikasi : Notifikasi tidak ditemukan.')).toBeInTheDocument();
    expect(await row(/^Sales 1 telah/)).toHaveTextContent('Belum dibaca');
    expect(within(await bell()).getByText('4')).toBeInTheDocument();
  });

  it("'Tandai semua di baca' reads every row at once and tells the server", async () => {
    answerNotifications(ROWS);
    const sent = answerRead();
    const user = await openPanel();
    await row(/^Sales 1 telah/);
    await user.click(screen.getByRole('button', { name: 'Tandai semua di baca' }));
    expect(screen.queryAllByText('Belum dibaca')).toEqual([]);
    expect((await bell()).querySelector('.MuiBadge-badge')).toHaveClass('MuiBadge-invisible');
    await waitFor(() => expect(sent).toEqual([{ all: 'true', id_user: String(ADMIN.id) }]));
  });

  it("'Tandai semua di baca' also reads the rows of a page that was still loading", async () => {
    const unread = Array.from({ length: 10 }, (_, index) => notificationRow(index + 1));
    const gate = deferred();
    let calls = 0;
    answerNotifications(unread, { before: () => (++calls > 1 ? gate.promise : Promise.resolve()) });
    answerRead();
    const user = await openPanel();
    await row(/^Sales 5 telah/);
    act(() => FakeIntersectionObserver.current().show(0.5));
    await screen.findByText('Sedang memuat...');
    await user.click(screen.getByRole('button', { name: 'Tandai semua di baca' }));
    // The page was listed by the server before it marked everything read.
    gate.resolve();
    await row(/^Sales 10 telah/);
    expect(screen.queryAllByText('Belum dibaca')).toEqual([]);
  });

  it("'Tandai semua di baca' reverts every row when the server refuses", async () => {
    answerNotifications(ROWS);
    answerRead(failure('Server sibuk'));
    const user = await openPanel();
    await row(/^Sales 1 telah/);
    await user.click(screen.getByRole('button', { name: 'Tandai semua di baca' }));
    expect(await screen.findByText('Gagal membaca notifikasi : Server sibuk')).toBeInTheDocument();
    expect(screen.getAllByText('Belum dibaca')).toHaveLength(4);
    expect(within(await bell()).getByText('4')).toBeInTheDocument();
  });

  it('opens the prospect of a read row and closes the panel', async () => {
    answerNotifications(ROWS);
    const sent = answerRead();
    const user = await openPanel();
    await user.click(await row(/^Sales 5 telah/));
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/prospect?id=105'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Notifikasi' })).not.toBeInTheDocument());
    expect(sent).toEqual([]);
  });

  it('opens the order of a read row', async () => {
    answerNotifications(ROWS);
    const user = await openPanel();
    await row(/^Sales 5 telah/);
    act(() => FakeIntersectionObserver.current().show(0.5));
    await user.click(await row(/^Sales 6 telah/));
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/order?id=106'));
  });
});
