import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { providerApi } from '../../src/dataProvider/providerApi';
import type { StreamHandlers } from '../../src/dataProvider/notificationStream';
import { MAX_RETRY_MS, POLL_INTERVAL_MS, retryDelay } from '../../src/notifications/useLiveNotifications';
import { server } from './msw';
import { answerNotifications, notificationRow } from './notifications';
import { answerAdministrator, renderApp } from './renderApp';
import { ADMIN, logIn } from './session';

type OpenStream = { id_user: number; handlers: StreamHandlers; closed: boolean };

const streams = vi.hoisted(() => [] as OpenStream[]);
vi.mock('../../src/dataProvider/notificationStream', () => ({
  openNotificationStream(id_user: number, handlers: StreamHandlers) {
    const stream = { id_user, handlers, closed: false };
    streams.push(stream);
    return () => {
      stream.closed = true;
    };
  },
}));

const latest = () => {
  const stream = streams.at(-1);
  if (!stream) throw new Error('no stream was opened');
  return stream;
};

/** The unread count the server answers now, and how often it was asked. */
function answerUnread(unread: { count: number }) {
  const asked: number[] = [];
  server.use(
    mock.get('/api/master/v1/notifikasi/unread', () => {
      asked.push(unread.count);
      return HttpResponse.json({ count: unread.count });
    }),
  );
  return asked;
}

const bell = () => screen.getByRole('button', { name: /^Notifikasi/, hidden: true });

async function openDashboard() {
  const view = renderApp('/dashboard');
  await screen.findByText('Selamat datang, Budi Santoso');
  await waitFor(() => expect(streams).toHaveLength(1));
  return view;
}

beforeEach(() => {
  streams.length = 0;
  logIn();
  answerAdministrator();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('live notifications', () => {
  it('opens the stream of the logged-in user', async () => {
    answerUnread({ count: 0 });
    await openDashboard();
    expect(latest().id_user).toBe(ADMIN.id);
  });

  it("a 'notification' event sets the badge and puts the row on top of the open panel", async () => {
    answerUnread({ count: 1 });
    answerNotifications([notificationRow(1)]);
    const changed = vi.fn();
    window.addEventListener('sf:pengajuan-changed', changed);
    const user = userEvent.setup();
    await openDashboard();
    await user.click(bell());
    await screen.findByRole('button', { name: /^Sales 1 telah/ });

    act(() => latest().handlers.onNotification({ notification: notificationRow(9), unread: 7 }));
    expect(within(bell()).getByText('7')).toBeInTheDocument();
    const rows = screen.getAllByRole('button', { name: /^Sales \d+ telah/ });
    expect(rows.map((row) => row.textContent?.split(' telah')[0])).toEqual(['Sales 9', 'Sales 1']);
    // A new notification may concern an approval queue: the chips refresh.
    expect(changed).toHaveBeenCalledTimes(1);
    window.removeEventListener('sf:pengajuan-changed', changed);
  });

  it("a 'notification' event before the panel was opened only sets the badge", async () => {
    answerUnread({ count: 0 });
    const asked = answerNotifications([notificationRow(1)]);
    await openDashboard();
    act(() => latest().handlers.onNotification({ notification: notificationRow(9), unread: 2 }));
    expect(within(bell()).getByText('2')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it("a 'pengajuan' event tells the setting menu which queue changed", async () => {
    answerUnread({ count: 0 });
    const kinds: unknown[] = [];
    const listener = (event: Event) => kinds.push((event as CustomEvent).detail);
    window.addEventListener('sf:pengajuan-changed', listener);
    await openDashboard();
    act(() => latest().handlers.onPengajuan('order'));
    expect(kinds).toEqual([{ kind: 'order' }]);
    window.removeEventListener('sf:pengajuan-changed', listener);
  });

  it('a dropped stream falls back to polling the unread count every 30 s and reconnects', async () => {
    const unread = { count: 0 };
    const asked = answerUnread(unread);
    await openDashboard();
    await waitFor(() => expect(asked).toEqual([0]));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

    act(() => latest().handlers.onError());
    expect(latest().closed).toBe(true);
    unread.count = 5;
    act(() => void vi.advanceTimersByTime(retryDelay(0)));
    expect(streams).toHaveLength(2);
    // The server is still down: the next attempt waits longer.
    act(() => streams[1].handlers.onError());
    act(() => void vi.advanceTimersByTime(retryDelay(1) - 1));
    expect(streams).toHaveLength(2);
    act(() => void vi.advanceTimersByTime(1));
    expect(streams).toHaveLength(3);
    const poll = vi.spyOn(providerApi, 'unreadCount');
    act(() => void vi.advanceTimersByTime(POLL_INTERVAL_MS - retryDelay(0) - retryDelay(1) - 1));
    expect(poll).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(poll).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    await waitFor(() => expect(within(bell()).getByText('5')).toBeInTheDocument());
    expect(asked).toEqual([0, 5]);
  });

  it('stops polling once the stream is back, after catching up', async () => {
    const unread = { count: 0 };
    const asked = answerUnread(unread);
    await openDashboard();
    await waitFor(() => expect(asked).toEqual([0]));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    act(() => latest().handlers.onError());
    act(() => void vi.advanceTimersByTime(retryDelay(0)));
    unread.count = 3;
    act(() => latest().handlers.onOpen());
    act(() => void vi.advanceTimersByTime(3 * POLL_INTERVAL_MS));
    vi.useRealTimers();
    await waitFor(() => expect(within(bell()).getByText('3')).toBeInTheDocument());
    expect(asked).toEqual([0, 3]);
  });

  it('a 401 on the stream is a lost session: /login with the message, no reconnection', async () => {
    answerUnread({ count: 0 });
    await openDashboard();
    act(() => latest().handlers.onError(401));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(await screen.findByText('Akun anda telah dipakai pada perangkat lain')).toBeInTheDocument();
    expect(streams).toHaveLength(1);
    expect(streams[0].closed).toBe(true);
  });

  it("a 'session_ended' event is a deactivated account: /login with its message, no reconnection", async () => {
    answerUnread({ count: 0 });
    await openDashboard();
    act(() => latest().handlers.onAccountDisabled());
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(await screen.findByText('Akun anda dinonaktifkan. Hubungi administrator perusahaan anda.')).toBeInTheDocument();
    expect(streams).toHaveLength(1);
    expect(streams[0].closed).toBe(true);
  });

  it('closes the stream on logout', async () => {
    answerUnread({ count: 0 });
    server.use(mock.post('/api/user/v1/auth/logout', () => HttpResponse.json({ data: [] })));
    const user = userEvent.setup();
    await openDashboard();
    await user.click(screen.getByRole('button', { name: /^Menu pengguna/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(streams.map((stream) => stream.closed)).toEqual([true]);
  });

  it('closes the stream when the app goes away', async () => {
    answerUnread({ count: 0 });
    const view = await openDashboard();
    expect(latest().closed).toBe(false);
    view.unmount();
    expect(latest().closed).toBe(true);
  });
});

describe('the reconnection delay', () => {
  it('doubles from 2 s and stays at 60 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
    expect(MAX_RETRY_MS).toBe(60_000);
  });
});
