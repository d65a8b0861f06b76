import { useCallback, useRef } from 'react';

/**
 * A card moved by its menu is mounted anew in its new column, so the focus, which was on the old
 * card's menu, would fall back to the page. The card takes it on its link when it arrives.
 */
export function useFocusFollowsCard() {
  const arriving = useRef<number | null>(null);
  const follow = useCallback((id: number) => {
    arriving.current = id;
  }, []);
  /** The ref of a card's link. */
  const landing = useCallback(
    (id: number) => (link: HTMLElement | null) => {
      if (!link || arriving.current !== id) return;
      arriving.current = null;
      link.focus();
    },
    [],
  );
  return { follow, landing };
}

export type Landing = ReturnType<typeof useFocusFollowsCard>['landing'];
