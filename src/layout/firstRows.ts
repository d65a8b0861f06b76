import { useLayoutEffect } from 'react';
import { useListContext } from 'react-admin';

/**
 * The rows the server drew into the app's frame for a cold link (docs/client.md, "First rows from
 * the server"). Unlike the plain frame, which a CSS rule hides as soon as the app draws anything,
 * they stay over the app while it starts, until the list draws its own, so that the screen never
 * falls back from rows to a loading page.
 */
export function releaseFirstRows(): void {
  const frame = document.getElementById('app-frame');
  if (frame?.querySelector('main')) frame.remove();
}

/** Inside a list: gives the screen to it once its first answer is drawn (or failed), before the browser paints. */
export function ReleaseFirstRows() {
  const { isPending } = useListContext();
  useLayoutEffect(() => {
    if (!isPending) releaseFirstRows();
  }, [isPending]);
  return null;
}
