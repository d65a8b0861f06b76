import { CssBaseline } from '@mui/material';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { AdminContext, Loading, memoryStore } from 'react-admin';
import { Outlet } from 'react-router-dom';
import { i18nProvider } from '../../i18n';
import { AppNotification } from '../../layout/AppNotification';
import { lightTheme } from '../../layout/theme';

/**
 * The frame of the pages reachable without a session (docs/client.md, "Bundles"): react-admin's
 * contexts (translations, forms, snackbar) without its admin shell, so that the login page does
 * not wait for the layout, the resources, the charts or the data grid. The pages call the API
 * themselves (authProvider/authApi.ts), so no data or auth provider is given. It shares the query
 * client with <Admin>, so that entering the app forgets the cached "not logged in" answer.
 * Its store starts with the language the translations are in: react-admin draws nothing until the
 * two agree, and the login page's markup rendered at build time (loginMarkup.tsx) must be what the
 * browser's first render draws.
 */
export function PublicShell({ queryClient }: { queryClient: QueryClient }) {
  const [store] = useState(() => memoryStore({ locale: i18nProvider.getLocale() }));
  return (
    <AdminContext
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={store}
      theme={lightTheme}
    >
      <CssBaseline enableColorScheme />
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
      <AppNotification />
    </AdminContext>
  );
}
