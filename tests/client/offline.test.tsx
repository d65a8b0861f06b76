import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_SUMMARY } from '../../domain/apiPaths';
import { http } from '../../src/dataProvider/http';
import { PROBE_INTERVAL_MS } from '../../src/offline/connectivity';
import { server } from './msw';
import { answerAdministrator, renderApp } from './renderApp';
import { logIn } from './session';

const NOTICE = /^Tanpa sinyal\. Yang tampil adalah data terakhir/;

/** The server's health check, answering only while `up.value` is true; how often it was asked. */
function answerHealth(up: { value: boolean }) {
  const asked = { count: 0 };
  server.use(
    mock.get('/api/health', () => {
      asked.count += 1;
      return up.value ? HttpResponse.json({ status: 'ok' }) : HttpResponse.error();
    }),
  );
  return asked;
}

/** The dashboard once its figures show, then one of its calls that gets no answer at all. */
async function openDashboardThenLoseTheSignal() {
  renderApp('/dashboard');
  await screen.findByRole('link', { name: /^Total prospek/ });
  expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  server.use(mock.get(DASHBOARD_SUMMARY, () => HttpResponse.error(), { once: true }));
  await act(() => http.get(DASHBOARD_SUMMARY).catch(() => undefined));
}

beforeEach(() => {
  logIn();
  answerAdministrator();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('without signal', () => {
  it('counts the app offline once a call gets no answer, and asks the server until it answers again', async () => {
    const up = { value: false };
    const asked = answerHealth(up);
    // Only the probe's clock is faked; expect.poll keeps Vitest's own timers.
    vi.useFakeTimers({ toFake: ['setInterval'] });
    server.use(mock.get(DASHBOARD_SUMMARY, () => HttpResponse.error()));
    await http.get(DASHBOARD_SUMMARY).catch(() => undefined);
    expect(onlineManager.isOnline()).toBe(false);

    // The phone still claims a network: the server is asked again, every PROBE_INTERVAL_MS.
    vi.advanceTimersByTime(PROBE_INTERVAL_MS);
    await expect.poll(() => asked.count).toBe(1);
    expect(onlineManager.isOnline()).toBe(false);

    up.value = true;
    vi.advanceTimersByTime(PROBE_INTERVAL_MS);
    await expect.poll(() => onlineManager.isOnline()).toBe(true);

    // Online again, the server is no longer asked.
    vi.advanceTimersByTime(3 * PROBE_INTERVAL_MS);
    expect(asked.count).toBe(2);
  });

  it('says so above the page it keeps, until the browser says the network returned', async () => {
    answerHealth({ value: false });
    await openDashboardThenLoseTheSignal();
    // A status message, which a screen reader says without moving the focus.
    expect((await screen.findByText(NOTICE)).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: /^Total prospek/ })).toBeInTheDocument();

    act(() => void fireEvent(window, new Event('online')));
    await waitFor(() => expect(screen.queryByText(NOTICE)).not.toBeInTheDocument());
  });
});
