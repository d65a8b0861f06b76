import { useEffect, useState, useSyncExternalStore } from 'react';
import { reloadPage } from '../chunkReload';
import { activateNewWorker, checkForNewWorker, hasAppWorker, onNewWorkerWaiting, waitingWorker } from './appWorker';
import { runningBuild } from './build';

/** How often an open app asks whether a newer build is served. */
const VERSION_CHECK_INTERVAL_MS = 5 * 60_000;

/** The build the server serves now, from the file the build wrote beside index.html. */
async function servedBuild(): Promise<string | undefined> {
  const response = await fetch(new URL('/version.json', window.location.origin), { cache: 'no-store' });
  if (!response.ok) return undefined;
  const body: unknown = await response.json();
  return body && typeof body === 'object' && 'build' in body && typeof body.build === 'string' ? body.build : undefined;
}

/**
 * A build newer than the running one, checked on window focus and every 5 minutes; dismissing
 * hides it until yet another build is served. Where the app's service worker runs, the new build
 * is the worker that installed it and waits (loading it lets that worker take over: the old one
 * would keep serving the old shell); elsewhere it is the build that dist/version.json names.
 */
export function useNewBuild(): { newBuild?: string; dismiss: () => void; load: () => void } {
  const viaWorker = hasAppWorker();
  const [served, setServed] = useState<string>();
  const [dismissed, setDismissed] = useState<string>();
  const worker = useSyncExternalStore(onNewWorkerWaiting, waitingWorker);

  useEffect(() => {
    if (!viaWorker && !runningBuild()) return;
    let active = true;
    const check = viaWorker
      ? checkForNewWorker
      : () => {
          servedBuild()
            .then((build) => {
              if (active && build) setServed(build);
            })
            // Offline or mid-deploy: the next check tells.
            .catch(() => undefined);
        };
    window.addEventListener('focus', check);
    const timer = setInterval(check, VERSION_CHECK_INTERVAL_MS);
    return () => {
      active = false;
      window.removeEventListener('focus', check);
      clearInterval(timer);
    };
  }, [viaWorker]);

  const candidate = viaWorker ? worker : served !== runningBuild() ? served : undefined;
  const isNew = candidate !== undefined && candidate !== dismissed;
  return {
    newBuild: isNew ? candidate : undefined,
    dismiss: () => setDismissed(candidate),
    load: viaWorker ? activateNewWorker : reloadPage,
  };
}
