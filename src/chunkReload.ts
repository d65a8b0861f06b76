import { onlineManager } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';

/**
 * docs/product.md: when a code chunk fails to load (usually a deploy replaced it), the page reloads
 * once, at most once per 60 s, so that a chunk that is really gone cannot cause a reload loop.
 */
export const RELOAD_WINDOW_MS = 60_000;
const RELOADED_AT_KEY = 'chunk_reload_at';

/** How Chromium, Firefox and Safari word a failed dynamic import. */
const CHUNK_ERROR = new RegExp(
  [
    'Failed to fetch dynamically imported module',
    'error loading dynamically imported module',
    'Importing a module script failed',
  ].join('|'),
  'i',
);

const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && CHUNK_ERROR.test(error.message);

type Reload = () => void;
export const reloadPage: Reload = () => window.location.reload();

/**
 * Reloads unless a reload already happened within the window, or the app is without signal
 * (offline/connectivity.ts): a chunk that failed then is only out of reach, and a reload could only
 * end on the browser's own offline page, the app and what it kept on the device gone from the
 * screen. Tells whether it reloaded.
 */
export function reloadOnce(reload: Reload = reloadPage, now = Date.now()): boolean {
  if (!onlineManager.isOnline()) return false;
  const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  if (now - last < RELOAD_WINDOW_MS) return false;
  sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  reload();
  return true;
}

/** Vite's event for a failed preload of a dynamic import's dependencies; answers the removal. */
export function installChunkReloadGuard(reload: Reload = reloadPage): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadOnce(reload)) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}

let chunksOnTheirWay = 0;

/** Whether a page's chunk or a prefetched one is still on its way (version/useAppWorkerAfterFirstAnswers.ts). */
export const chunksLoading = (): boolean => chunksOnTheirWay > 0;

function counted<T>(load: () => Promise<T>): Promise<T> {
  chunksOnTheirWay += 1;
  return load().finally(() => {
    chunksOnTheirWay -= 1;
  });
}

/** React.lazy whose failed chunk reloads the page instead of showing the error page. */
export function lazyWithReload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  reload: Reload = reloadPage,
) {
  return lazy(() =>
    counted(load).catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadOnce(reload)) {
        // The page is going away; never settle so that nothing renders the error meanwhile.
        return new Promise<never>(() => undefined);
      }
      throw error;
    }),
  );
}

/**
 * Starts loading chunks the user is likely to open next, while the page is idle on a slow
 * network. A failure is left to the real load (lazyWithReload), which reloads the page once.
 */
export function prefetch(...loads: Array<() => Promise<unknown>>) {
  for (const load of loads) counted(load).catch(() => undefined);
}
