import { prefetch } from './chunkReload';
import { withPageTexts } from './i18n';

/**
 * react-admin's shell with every page that needs a session (AdminApp.tsx) is a chunk of its own,
 * which App.tsx renders lazily, and so is the dashboard every login lands on (docs/client.md,
 * "Bundles"). The shell comes with the pages' texts (i18n/index.ts).
 */
export const loadAdminApp = () => withPageTexts(import('./AdminApp'));
export const loadDashboardPage = () => import('./pages/dashboard/DashboardPage');

/** Once the login form is shown: what pressing 'Masuk' opens downloads while the user types. */
export const prefetchLanding = () => prefetch(loadAdminApp, loadDashboardPage);
