import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../../src/chunkReload';
import { server } from './msw';
import { answerAdministrator, renderApp } from './renderApp';
import { logIn } from './session';

vi.mock('../../src/version/build', () => ({ appVersion: () => '0.1.0', runningBuild: () => 'build-A' }));
vi.mock('../../src/chunkReload', async (original) => ({
  ...(await original<typeof import('../../src/chunkReload')>()),
  reloadPage: vi.fn(),
}));

const BANNER = 'Click To Update New Version.';

/** The build the server serves, and how each check asked for it. */
function serveBuild(build: { current: string }) {
  const caches: string[] = [];
  server.use(
    mock.get('/version.json', ({ request }) => {
      caches.push(request.cache);
      return HttpResponse.json({ version: '0.1.0', build: build.current });
    }),
  );
  return caches;
}

/**
 * The dashboard once its figures show. They come after the layout mounted, so by then React has run
 * the layout's effects: the banner listens for focus and keeps its 5-minute timer.
 */
async function openDashboard() {
  renderApp('/dashboard');
  await screen.findByRole('link', { name: /^Total prospek/ });
}

const focusWindow = () => act(() => void fireEvent.focus(window));

beforeEach(() => {
  logIn();
  answerAdministrator();
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(reloadPage).mockClear();
});

describe('the new-version banner', () => {
  it('stays hidden while the served build is the running one, and asks without the cache', async () => {
    const caches = serveBuild({ current: 'build-A' });
    await openDashboard();
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
    focusWindow();
    await waitFor(() => expect(caches).toEqual(['no-store']));
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });

  it('appears on focus when another build is served, and reloads when clicked', async () => {
    serveBuild({ current: 'build-B' });
    const user = userEvent.setup();
    await openDashboard();
    focusWindow();
    await user.click(await screen.findByRole('button', { name: BANNER }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('checks every 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const caches = serveBuild({ current: 'build-B' });
    await openDashboard();
    act(() => void vi.advanceTimersByTime(4 * 60_000));
    expect(caches).toEqual([]);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(await screen.findByRole('button', { name: BANNER })).toBeInTheDocument();
  });

  it('can be dismissed until a newer build is served', async () => {
    const build = { current: 'build-B' };
    const caches = serveBuild(build);
    const user = userEvent.setup();
    await openDashboard();
    focusWindow();
    await screen.findByRole('button', { name: BANNER });
    await user.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();

    focusWindow();
    await waitFor(() => expect(caches).toHaveLength(2));
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();

    build.current = 'build-C';
    focusWindow();
    expect(await screen.findByRole('button', { name: BANNER })).toBeInTheDocument();
  });
});
