import { render, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_WINDOW_MS, installChunkReloadGuard, lazyWithReload, reloadOnce } from '../../src/chunkReload';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/UserList-abc.js');

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>gagal: {this.state.error.message}</p> : this.props.children;
  }
}

function renderLazy(load: () => Promise<{ default: () => ReactNode }>, reload: () => void) {
  const Page = lazyWithReload(load, reload);
  return render(
    <Boundary>
      <Suspense fallback={<p>memuat</p>}>
        <Page />
      </Suspense>
    </Boundary>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the failed-chunk guard', () => {
  it('reloads once, not again within 60 s, and again after', () => {
    const reload = vi.fn();
    const start = 1_700_000_000_000;
    expect(reloadOnce(reload, start)).toBe(true);
    expect(reloadOnce(reload, start + RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(reload, start + RELOAD_WINDOW_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload without signal, where a reload would end on the browser’s offline page', () => {
    const reload = vi.fn();
    onlineManager.setOnline(false);
    expect(reloadOnce(reload)).toBe(false);
    onlineManager.setOnline(true);
    expect(reloadOnce(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("answers Vite's preload error with one reload, then lets the error through", () => {
    const reload = vi.fn();
    const uninstall = installChunkReloadGuard(reload);
    try {
      const first = new Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(first);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(first.defaultPrevented).toBe(true);

      const second = new Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(second);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(second.defaultPrevented).toBe(false);
    } finally {
      uninstall();
    }
  });

  it('reloads when a lazy page fails to load, and shows the error when it fails again within 60 s', async () => {
    const reload = vi.fn();
    renderLazy(() => Promise.reject(chunkError()), reload);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByText('memuat')).toBeInTheDocument();

    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    renderLazy(() => Promise.reject(chunkError()), reload);
    expect(await screen.findByText(/gagal: Failed to fetch dynamically imported module/)).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for an error that is not a missing chunk', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    renderLazy(() => Promise.reject(new Error('x is undefined')), reload);
    expect(await screen.findByText('gagal: x is undefined')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
