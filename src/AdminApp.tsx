import type { QueryClient } from '@tanstack/react-query';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { loadDashboardPage } from './adminChunks';
import { authProvider } from './authProvider';
import { lazyWithReload } from './chunkReload';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { ErrorPage } from './layout/ErrorPage';
import { NotFoundPage } from './layout/NotFoundPage';
import { SettingHome } from './layout/setting/SettingHome';
import { SettingIndex } from './layout/setting/SettingIndex';
import { lightTheme } from './layout/theme';
import activity from './resources/activity';
import collab from './resources/collab';
import feedback from './resources/feedback';
import followup from './resources/followup';
import group from './resources/group';
import order from './resources/order';
import permission from './resources/permission';
import product from './resources/product';
import template from './resources/template';
import prospect from './resources/prospect';
import users from './resources/users';
import visum from './resources/visum';

const DashboardPage = lazyWithReload(loadDashboardPage);
const ProspectBoardPage = lazyWithReload(() => import('./pages/ProspectBoardPage'));
const CollabApprovePage = lazyWithReload(() => import('./pages/approval/CollabApprovePage'));
const FollowUpApprovePage = lazyWithReload(() => import('./pages/approval/FollowUpApprovePage'));
const OrderApprovePage = lazyWithReload(() => import('./pages/approval/OrderApprovePage'));
const UserApprovePage = lazyWithReload(() => import('./pages/approval/UserApprovePage'));
const InvitationsPage = lazyWithReload(() => import('./pages/users/InvitationsPage'));
const AssignmentPage = lazyWithReload(() => import('./pages/distribution/AssignmentPage'));
const MonitoringPage = lazyWithReload(() => import('./pages/distribution/MonitoringPage'));
const HistoryPage = lazyWithReload(() => import('./pages/distribution/HistoryPage'));
const ExportPage = lazyWithReload(() => import('./pages/export/ExportPage'));
const MessageHistoryPage = lazyWithReload(() => import('./pages/waHistory/MessageHistoryPage'));
const BroadcastLogPage = lazyWithReload(() => import('./pages/waHistory/BroadcastLogPage'));
const BroadcastDetailPage = lazyWithReload(() => import('./pages/waHistory/BroadcastDetailPage'));
const BroadcastPage = lazyWithReload(() => import('./pages/broadcast/BroadcastPage'));
const ChatPage = lazyWithReload(() => import('./pages/chat/ChatPage'));
const BroadcastComposePage = lazyWithReload(() => import('./pages/broadcast/BroadcastComposePage'));
const BroadcastRecipientsPage = lazyWithReload(() => import('./pages/broadcast/BroadcastRecipientsPage'));
const ImportPage = lazyWithReload(() => import('./pages/import/ImportPage'));
const TaskPage = lazyWithReload(() => import('./pages/task/TaskPage'));
const RolePermissionPage = lazyWithReload(() => import('./pages/permission/RolePermissionPage'));
const VisumDetailPage = lazyWithReload(() => import('./resources/visum/VisumDetailPage'));

/**
 * Every route that needs a session, in react-admin's shell; unknown routes too (404 with a
 * session, /login without). Loaded only when one of them opens (App.tsx). It has no login page
 * of its own: a lost session navigates to /login, which the public shell answers.
 */
export default function AdminApp({ queryClient }: { queryClient: QueryClient }) {
  return (
    <Admin
      title="Salesforce Dealer"
      disableTelemetry
      requireAuth
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      theme={lightTheme}
      layout={AppLayout}
      notification={AppNotification}
      loginPage={false}
      catchAll={NotFoundPage}
      error={ErrorPage}
    >
      <CustomRoutes>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/setting" element={<SettingIndex />} />
        <Route path="/setting/indexx" element={<SettingHome />} />
        <Route path="/prospect/index_copy" element={<ProspectBoardPage />} />
        <Route path="/setting/collabApprove" element={<CollabApprovePage />} />
        <Route path="/setting/followUpApprove" element={<FollowUpApprovePage />} />
        <Route path="/setting/orderApprove" element={<OrderApprovePage />} />
        <Route path="/setting/userApprove" element={<UserApprovePage />} />
        <Route path="/setting/users_register" element={<InvitationsPage />} />
        <Route path="/setting/Assignment" element={<AssignmentPage />} />
        <Route path="/setting/Monitoring" element={<MonitoringPage />} />
        <Route path="/setting/historyDistribution" element={<HistoryPage />} />
        <Route path="/setting/Export" element={<ExportPage />} />
        <Route path="/setting/riwayatPesan" element={<MessageHistoryPage />} />
        <Route path="/setting/riwayatPesanSiaran" element={<BroadcastLogPage />} />
        <Route path="/setting/riwayatPesanSiaran/:id" element={<BroadcastDetailPage />} />
        <Route path="/setting/chat" element={<ChatPage />} />
        <Route path="/setting/chat/:id" element={<ChatPage />} />
        <Route path="/setting/broadcast" element={<BroadcastPage />} />
        <Route path="/setting/broadcast/create" element={<BroadcastComposePage />} />
        <Route path="/setting/broadcast/:id" element={<BroadcastRecipientsPage />} />
        <Route path="/setting/Import" element={<ImportPage />} />
        <Route path="/setting/task" element={<TaskPage />} />
        {/* react-router ranks this static path above the resource's /setting/permission/:id (the edit page). */}
        <Route path="/setting/permission/role" element={<RolePermissionPage />} />
        <Route path="/setting/detail-visum/:id" element={<VisumDetailPage />} />
      </CustomRoutes>
      {/* The /setting/* pages not declared here come with later work: until then the catch-all answers them. */}
      <Resource name="prospect" {...prospect} />
      <Resource name="prospect/fu" {...followup} />
      <Resource name="collab" {...collab} />
      <Resource name="order" {...order} />
      <Resource name="setting/Product" {...product} />
      <Resource name="setting/template" {...template} />
      <Resource name="setting/users" {...users} />
      <Resource name="setting/group" {...group} />
      <Resource name="setting/permission" {...permission} />
      <Resource name="setting/visum" {...visum} />
      <Resource name="setting/aktivitasUser" {...activity} />
      <Resource name="setting/masukan" {...feedback} />
      {/* The lookup behind the owner and collaborator pickers. */}
      <Resource name="members" recordRepresentation="name" />
    </Admin>
  );
}
