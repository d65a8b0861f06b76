import { Workbox } from 'workbox-window';

/** The app's service worker, written by the build (vite.config.ts, VitePWA). */
const WORKER_URL = '/sw.js';

let workbox: Workbox | undefined;
/** Names the worker that waits: each newer one gets the next number. */
let waiting: string | undefined;
let waitingCount = 0;
const listeners = new Set<() => void>();

/** The built app registers its worker; the development server and the client tests have none. */
export const hasAppWorker = (): boolean => import.meta.env.PROD && 'serviceWorker' in navigator;

/**
 * Registers the worker once, after the page has loaded (Workbox waits for `load`), and notes when
 * a newer build's worker has installed and waits for this page to let it take over.
 */
export function registerAppWorker(): void {
  if (workbox || !hasAppWorker()) return;
  workbox = new Workbox(WORKER_URL);
  workbox.addEventListener('waiting', () => {
    waitingCount += 1;
    waiting = `worker-${waitingCount}`;
    for (const listener of listeners) listener();
  });
  // Offline on the first visit, or a private window that refuses workers: the app works without it.
  workbox.register().catch(() => undefined);
}

/** Asks the server whether a newer worker (a newer build) is served. */
export function checkForNewWorker(): void {
  workbox?.update().catch(() => undefined);
}

export const waitingWorker = (): string | undefined => waiting;

export function onNewWorkerWaiting(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Lets the waiting worker take over, then reloads so every chunk comes from the new build. */
export function activateNewWorker(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
