import { useCallback, useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** The id of react-admin's title slot in the top bar, where a page's <Title> renders. */
const TITLE_SLOT_ID = 'react-admin-title';

/** The browser tab names the page first, then the app (WCAG 2.4.2, docs/accessibility.md). */
function useTabTitle() {
  const translate = useTranslate();
  const app = translate('app.title');
  return useCallback(
    (page: string | undefined) => {
      const title = page ? `${page} · ${app}` : app;
      if (document.title !== title) document.title = title;
    },
    [app],
  );
}

/** Names the tab after a public page's heading. */
export function useDocumentTitle(page: string) {
  const setTitle = useTabTitle();
  useEffect(() => setTitle(page), [page, setTitle]);
}

/**
 * Names the tab after whatever title the page inside react-admin's layout puts in the top bar (its
 * <Title>, a list's or a form's default), following it as it changes: one place for every page.
 */
export function usePageTitleInTab() {
  const setTitle = useTabTitle();
  useEffect(() => {
    const update = () => setTitle(document.getElementById(TITLE_SLOT_ID)?.textContent?.trim() || undefined);
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [setTitle]);
}
