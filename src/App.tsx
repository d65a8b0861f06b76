import { useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { authProvider } from './authProvider';
import { lazyWithReload } from './chunkReload';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { ErrorPage, RouteErrorPage } from './layout/ErrorPage';
import { NotFoundPage } from './layout/NotFoundPage';
import { lightTheme } from './layout/theme';
import { Public } from './pages/auth/Public';
import LoginPage from './pages/LoginPage';
import { SessionRedirect } from './pages/auth/SessionRedirect';
import group from './resources/group';
import permission from './resources/permission';
import users from './resources/users';

// The login page opens most visits and receives every lost session: it comes with the main bundle.
const RegisterPage = lazyWithReload(() => import('./pages/RegisterPage'));
const ForgotPasswordPage = lazyWithReload(() => import('./pages/ForgotPasswordPage'));
const ResetPasswordPage = lazyWithReload(() => import('./pages/ResetPasswordPage'));
const RegisterInvitedPage = lazyWithReload(() => import('./pages/RegisterInvitedPage'));
const PrivacyPolicyPage = lazyWithReload(() => import('./pages/PrivacyPolicyPage'));
const PublicNotFoundPage = lazyWithReload(() => import('./pages/PublicNotFoundPage'));
const DashboardPage = lazyWithReload(() => import('./pages/DashboardPage'));

const AdminApp = () => (
  <Admin
    title="Salesforce Dealer"
    disableTelemetry
    requireAuth
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    theme={lightTheme}
    layout={AppLayout}
    loginPage={LoginPage}
    catchAll={NotFoundPage}
    error={ErrorPage}
  >
    {/* Reachable without a session (SPEC.md §2). */}
    <CustomRoutes noLayout>
      <Route path="/" element={<SessionRedirect />} />
      <Route path="/register" element={<Public><RegisterPage /></Public>} />
      <Route path="/forgot_password" element={<Public><ForgotPasswordPage /></Public>} />
      <Route path="/forgot_password/:email/:id?" element={<Public><ResetPasswordPage /></Public>} />
      <Route
        path="/register_invited/:email?/:idcompany?/:idinvited?"
        element={<Public><RegisterInvitedPage /></Public>}
      />
      <Route path="/privacy-policy" element={<Public><PrivacyPolicyPage /></Public>} />
      <Route path="/whatsapp/sinkronisasi" element={<Public><PublicNotFoundPage /></Public>} />
      <Route path="/whatsapp/step" element={<Public><PublicNotFoundPage /></Public>} />
    </CustomRoutes>
    <CustomRoutes>
      <Route path="/dashboard" element={<DashboardPage />} />
    </CustomRoutes>
    <Resource name="setting/users" {...users} />
    <Resource name="setting/group" {...group} />
    <Resource name="setting/permission" {...permission} />
  </Admin>
);

/**
 * react-admin's own router is a HashRouter; SPEC.md's routes are real paths (e-mailed links such
 * as /forgot_password/:email/:id must open), so the app brings a browser data router.
 * Without transitions: a layout whose session just ended must not stay mounted while /login
 * renders, or its pages keep asking for the session and logging out again.
 */
export function App() {
  const [router] = useState(() =>
    createBrowserRouter([{ path: '*', element: <AdminApp />, errorElement: <RouteErrorPage /> }]),
  );
  return <RouterProvider router={router} useTransitions={false} />;
}
