import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
  logIn();
  answerAdministrator();
});

describe('the new-version banner, where the app runs its service worker', () => {
  it('registers the worker, asks it on focus for a newer build, and lets the waiting one take over', async () => {
    const versionFileRead = vi.fn();
    server.use(mock.get('/version.json', () => (versionFileRead(), HttpResponse.json({ build: 'other' }))));
    const user = userEvent.setup();
    renderApp('/dashboard');
    await screen.findByRole('link', { name: /^Total prospek/ });
    expect(registerAppWorker).toHaveBeenCalled();
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
