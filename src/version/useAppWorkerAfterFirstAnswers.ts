import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chunksLoading } from '../chunkReload';
import { registerAppWorker } from './appWorker';

/** How long the page is left alone before it is looked at again, while it still loads. */
const LOOK_AGAIN_MS = 500;

/** Runs `work` after LOOK_AGAIN_MS, once the page is idle then; answers how to call it off. */
function later(work: () => void): () => void {
  let idle: number | undefined;
  const pause = setTimeout(() => {
    // Safari has no idle callbacks.
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(work);
    else work();
  }, LOOK_AGAIN_MS);
  return () => {
    clearTimeout(pause);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/** The page has loaded and awaits no answer and no chunk. */
const pageQuiet = (queryClient: QueryClient) => document.readyState === 'complete' && queryClient.isFetching() === 0 && !chunksLoading();

/**
 * Registers the app's worker once the page has its code and its answers, not as the layout mounts:
 * the worker's install fetches every file of the app (some 300, about 1 MB), and on a link opened
 * cold it shared the phone with the page's own code and answers, whose first rows came 0.7 s
 * later (bench/README.md). A visitor on /login downloads none of it: only the signed-in layout
 * calls this.
 */
export function useAppWorkerAfterFirstAnswers(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let callOff = () => {};
    const look = () => {
      if (pageQuiet(queryClient)) registerAppWorker();
      else callOff = later(look);
    };
    callOff = later(look);
    return () => callOff();
  }, [queryClient]);
}
