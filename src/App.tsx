import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactElement } from 'react';
import { Navigate, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { lazyWithReload } from './chunkReload';
import { withPageTexts } from './i18n';
import { releaseFirstRows } from './layout/firstRows';
import { PROSPECT_FIRST_PAGE } from '../domain/firstPage';
import { loadAdminApp } from './adminChunks';
import { RouteErrorPage } from './layout/ErrorPage';
import { MENU_REDIRECTS } from './menuRedirects';
import { createQueryClient } from './queryClient';
import { PUBLIC_ROUTES, type PublicRoute } from './routeTable';
import LoginPage from './pages/LoginPage';
import { PublicShell } from './pages/auth/PublicShell';
import { SessionRedirect } from './pages/auth/SessionRedirect';

// The login page opens most visits and receives every lost session: it comes with the entry. The
// pages whose texts are not the shell's bring them (i18n/index.ts).
const RegisterPage = lazyWithReload(() => import('./pages/RegisterPage'));
const ForgotPasswordPage = lazyWithReload(() => import('./pages/ForgotPasswordPage'));
const ResetPasswordPage = lazyWithReload(() => import('./pages/ResetPasswordPage'));
const RegisterInvitedPage = lazyWithReload(() => import('./pages/RegisterInvitedPage'));
const ConfirmEmailPage = lazyWithReload(() => withPageTexts(import('./pages/ConfirmEmailPage')));
const PrivacyPolicyPage = lazyWithReload(() => import('./pages/PrivacyPolicyPage'));
const TermsPage = lazyWithReload(() => import('./pages/TermsPage'));
const WhatsAppStepPage = lazyWithReload(() => withPageTexts(import('./pages/whatsapp/WhatsAppStepPage')));
const WhatsAppSyncPage = lazyWithReload(() => withPageTexts(import('./pages/whatsapp/WhatsAppSyncPage')));
const AdminApp = lazyWithReload(loadAdminApp);

/** The pages of the public shell, one per route of the table (routeTable.ts). */
const PUBLIC_PAGES: Record<PublicRoute, ReactElement> = {
  '/login': <LoginPage />,
  '/register': <RegisterPage />,
  '/forgot_password': <ForgotPasswordPage />,
  '/forgot_password/:email/:id?': <ResetPasswordPage />,
  '/register_invited/:email?/:idcompany?/:idinvited?': <RegisterInvitedPage />,
  '/confirm_email/:token': <ConfirmEmailPage />,
  '/privacy-policy': <PrivacyPolicyPage />,
  '/terms': <TermsPage />,
  '/whatsapp/sinkronisasi': <WhatsAppSyncPage />,
  '/whatsapp/step': <WhatsAppStepPage />,
};

/** The app's routes; the login page's markup is rendered from them at build time too (pages/auth/loginMarkup.tsx). */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    { element: <PublicShell queryClient={queryClient} />, errorElement: <RouteErrorPage />, children: PUBLIC_ROUTES.map((path) => ({ path, element: PUBLIC_PAGES[path] })) },
    { path: '/', element: <SessionRedirect /> },
    ...Object.entries(MENU_REDIRECTS).map(([from, to]) => ({ path: from, element: <Navigate to={to} replace /> })),
    {
      path: '*',
      element: (
        <Suspense>
          <AdminApp queryClient={queryClient} />
        </Suspense>
      ),
      errorElement: <RouteErrorPage />,
    },
  ];
}

/**
 * The entry decides by route (docs/client.md, "Bundles"): the public pages render in a light
 * shell, everything else in react-admin's <Admin>, loaded on demand. One browser data router for
 * both: react-admin's own is a HashRouter, and the app's routes are real paths (docs/product.md) (e-mailed links
 * such as /forgot_password/:email/:id must open). One query client for both, so that a login
 * made in the public shell is seen by <Admin>; main.tsx gives it, having asked in it for a first
 * page's answers ahead.
 * Without transitions: a layout whose session just ended must not stay mounted while /login
 * renders, or its pages keep asking for the session and logging out again.
 */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [router] = useState(() => createBrowserRouter(appRoutes(queryClient ?? createQueryClient())));
  // The rows a cold link came with belong to the page it opened: any other page, or /login after a
  // lost session, takes the screen from them at once.
  useEffect(
    () =>
      router.subscribe(({ location }) => {
        if (location.pathname !== PROSPECT_FIRST_PAGE.path) releaseFirstRows();
      }),
    [router],
  );
  return <RouterProvider router={router} useTransitions={false} />;
}
