import { useEffect, useEffectEvent } from 'react';

/** docs/product.md: the next page loads when half of the last row is visible. */
const GET_MORE_THRESHOLD = 0.5;

/** Calls `onVisible` whenever at least half of `target` shows inside the scrolling `root`. */
export function useHalfVisible(root: Element | null, target: Element | null, onVisible: () => void): void {
  const visible = useEffectEvent(onVisible);
  useEffect(() => {
    if (!root || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= GET_MORE_THRESHOLD)) visible();
      },
      { root, threshold: GET_MORE_THRESHOLD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [root, target]);
}
