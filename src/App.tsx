import { useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { authProvider } from './authProvider';
import { lazyWithReload } from './chunkReload';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { ErrorPage, RouteErrorPage } from './layout/ErrorPage';
import { NotFoundPage } from './layout/NotFoundPage';
import { SettingIndex } from './layout/setting/SettingIndex';
import { lightTheme } from './layout/theme';
import { MENU_REDIRECTS } from './menuRedirects';
import { Public } from './pages/auth/Public';
import LoginPage from './pages/LoginPage';
import { SessionRedirect } from './pages/auth/SessionRedirect';
import collab from './resources/collab';
import followup from './resources/followup';
import group from './resources/group';
import order from './resources/order';
import permission from './resources/permission';
import product from './resources/product';
import prospect from './resources/prospect';
import users from './resources/users';

// The login page opens most visits and receives every lost session: it comes with the main bundle.
const RegisterPage = lazyWithReload(() => import('./pages/RegisterPage'));
const ForgotPasswordPage = lazyWithReload(() => import('./pages/ForgotPasswordPage'));
const ResetPasswordPage = lazyWithReload(() => import('./pages/ResetPasswordPage'));
const RegisterInvitedPage = lazyWithReload(() => import('./pages/RegisterInvitedPage'));
const PrivacyPolicyPage = lazyWithReload(() => import('./pages/PrivacyPolicyPage'));
const TermsPage = lazyWithReload(() => import('./pages/TermsPage'));
const PublicNotFoundPage = lazyWithReload(() => import('./pages/PublicNotFoundPage'));
const DashboardPage = lazyWithReload(() => import('./pages/dashboard/DashboardPage'));
const ProspectBoardPage = lazyWithReload(() => import('./pages/ProspectBoardPage'));
const CollabApprovePage = lazyWithReload(() => import('./pages/approval/CollabApprovePage'));
const FollowUpApprovePage = lazyWithReload(() => import('./pages/approval/FollowUpApprovePage'));
const OrderApprovePage = lazyWithReload(() => import('./pages/approval/OrderApprovePage'));
const UserApprovePage = lazyWithReload(() => import('./pages/approval/UserApprovePage'));

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
    notification={AppNotification}
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
      <Route path="/terms" element={<Public><TermsPage /></Public>} />
      <Route path="/whatsapp/sinkronisasi" element={<Public><PublicNotFoundPage /></Public>} />
      <Route path="/whatsapp/step" element={<Public><PublicNotFoundPage /></Public>} />
      {Object.entries(MENU_REDIRECTS).map(([from, to]) => (
        <Route key={from} path={from} element={<Navigate to={to} replace />} />
      ))}
    </CustomRoutes>
    <CustomRoutes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/setting" element={<SettingIndex />} />
      <Route path="/prospect/index_copy" element={<ProspectBoardPage />} />
      <Route path="/setting/collabApprove" element={<CollabApprovePage />} />
      <Route path="/setting/followUpApprove" element={<FollowUpApprovePage />} />
      <Route path="/setting/orderApprove" element={<OrderApprovePage />} />
      <Route path="/setting/userApprove" element={<UserApprovePage />} />
    </CustomRoutes>
    {/* The /setting/* pages not declared here come with later work: until then the catch-all answers them. */}
    <Resource name="prospect" {...prospect} />
    <Resource name="prospect/fu" {...followup} />
    <Resource name="collab" {...collab} />
    <Resource name="order" {...order} />
    <Resource name="setting/Product" {...product} />
    <Resource name="setting/users" {...users} />
    <Resource name="setting/group" {...group} />
    <Resource name="setting/permission" {...permission} />
    {/* The lookup behind the owner and collaborator pickers. */}
    <Resource name="members" recordRepresentation="name" />
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
