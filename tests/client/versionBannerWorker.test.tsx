import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_SUMMARY } from '../../domain/apiPaths';
import { activateNewWorker, checkForNewWorker, registerAppWorker } from '../../src/version/appWorker';
import { server } from './msw';
import { answerAdministrator, renderApp } from './renderApp';
import { logIn } from './session';

/** The built app's service worker, as Workbox reports it: a newer one installs and waits. */
const worker = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  let waiting: string | undefined;
  return {
    listeners,
    waiting: () => waiting,
    installNewer(name: string) {
      waiting = name;
      for (const listener of listeners) listener();
    },
  };
});

vi.mock('../../src/version/appWorker', () => ({
  hasAppWorker: () => true,
  registerAppWorker: vi.fn(),
  checkForNewWorker: vi.fn(),
  activateNewWorker: vi.fn(),
  waitingWorker: worker.waiting,
  onNewWorkerWaiting: (listener: () => void) => {
    worker.listeners.add(listener);
    return () => worker.listeners.delete(listener);
  },
}));

const BANNER = 'Click To Update New Version.';

beforeEach(() => {
  vi.clearAllMocks();
  logIn();
  answerAdministrator();
});

describe('the new-version banner, where the app runs its service worker', () => {
  it('registers the worker only once the page’s answers have come: its install downloads the whole app', async () => {
    let answerSummary = () => {};
    const held = new Promise<void>((resolve) => (answerSummary = resolve));
    const summaryAsked = vi.fn();
    // Held, then left to the summary answered before (answerAdministrator).
    server.use(
      mock.get(DASHBOARD_SUMMARY, async () => {
        summaryAsked();
        await held;
      }),
    );
    renderApp('/dashboard');
    await waitFor(() => expect(summaryAsked).toHaveBeenCalled());
    expect(registerAppWorker).not.toHaveBeenCalled();

    answerSummary();
    await screen.findByRole('link', { name: /^Total prospek/ });
    await waitFor(() => expect(registerAppWorker).toHaveBeenCalled());
  });

  it('registers the worker, asks it on focus for a newer build, and lets the waiting one take over', async () => {
    const versionFileRead = vi.fn();
    server.use(mock.get('/version.json', () => (versionFileRead(), HttpResponse.json({ build: 'other' }))));
    const user = userEvent.setup();
    renderApp('/dashboard');
    await screen.findByRole('link', { name: /^Total prospek/ });
    await waitFor(() => expect(registerAppWorker).toHaveBeenCalled());
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();

    act(() => void fireEvent.focus(window));
    expect(checkForNewWorker).toHaveBeenCalledTimes(1);
    act(() => worker.installNewer('worker-1'));
    await user.click(await screen.findByRole('button', { name: BANNER }));
    expect(activateNewWorker).toHaveBeenCalledTimes(1);
    // The worker decides; the file the build writes beside index.html is not asked.
    expect(versionFileRead).not.toHaveBeenCalled();
  });
});
