import type { QueryClient } from '@tanstack/react-query';
import { loadAdminApp, loadDashboardPage } from './adminChunks';
import { prefetch } from './chunkReload';
import { loadOrderList, loadProspectList } from './resources/listLoaders';

/**
 * The pages a visit that starts signed in most often opens first, by the address's first part: the
 * landing page, and the notifications' links. A prospect's or an order's own pages bring their
 * list too: a record kept on the device without signal opens the list (docs/client.md), whose
 * code must then be at hand.
 */
const FIRST_PAGES: Record<string, () => Promise<unknown>> = {
  dashboard: loadDashboardPage,
  prospect: loadProspectList,
  order: loadOrderList,
};

/**
 * A visit that starts with a session asks at once, side by side, for what its first page waits
 * for: the admin shell, the page's own code, who the user is with what their role opens, and, on
 * the dashboard (where the installed app opens), its summary and "Hari ini" (docs/client.md,
 * "Bundles"). Left to react-admin, each came only once the one before had arrived and run: on a
 * phone's network a link opened cold waited for three waves of code, then the identity, then the
 * permissions, then the rows.
 */
export function fetchAheadForSession(path: string, queryClient: QueryClient): void {
  const first = path.split('/')[1] ?? '';
  const page = FIRST_PAGES[first];
  prefetch(loadAdminApp, ...(page ? [page] : []));
  // A failure here is met again, and handled, by the first part of the app that asks.
  import('./authProvider').then(({ loadAccessSubject }) => loadAccessSubject()).catch(() => undefined);
  if (first === 'dashboard') import('./pages/dashboard/queries').then(({ askDashboardAhead }) => askDashboardAhead(queryClient)).catch(() => undefined);
}
