import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { loadDashboardPage } from './adminChunks';
import { authProvider } from './authProvider';
import { lazyWithReload } from './chunkReload';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { AccessDeniedPage } from './layout/AccessDeniedPage';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { ErrorPage } from './layout/ErrorPage';
import { NotFoundPage } from './layout/NotFoundPage';
import { SettingHome } from './layout/setting/SettingHome';
import { SettingIndex } from './layout/setting/SettingIndex';
import { lightTheme } from './layout/theme';
import { RESOURCES, resourceNames } from './resources';
import { SESSION_ROUTES, type SessionRoute } from './routeTable';

const DashboardPage = lazyWithReload(loadDashboardPage);
const ProspectBoardPage = lazyWithReload(() => import('./pages/ProspectBoardPage'));
const ProfilePage = lazyWithReload(() => import('./pages/profile/ProfilePage'));
const CalendarPage = lazyWithReload(() => import('./pages/calendar/CalendarPage'));
const ReportsPage = lazyWithReload(() => import('./pages/reports/ReportsPage'));
const ReportRecordsPage = lazyWithReload(() => import('./pages/reports/ReportRecordsPage'));
const GuidePage = lazyWithReload(() => import('./pages/guide/GuidePage'));
const HelpPage = lazyWithReload(() => import('./pages/help/HelpPage'));
const CollabApprovePage = lazyWithReload(() => import('./pages/approval/CollabApprovePage'));
const FollowUpApprovePage = lazyWithReload(() => import('./pages/approval/FollowUpApprovePage'));
const OrderApprovePage = lazyWithReload(() => import('./pages/approval/OrderApprovePage'));
const UserApprovePage = lazyWithReload(() => import('./pages/approval/UserApprovePage'));
const InvitationsPage = lazyWithReload(() => import('./pages/users/InvitationsPage'));
const AssignmentPage = lazyWithReload(() => import('./pages/distribution/AssignmentPage'));
const MonitoringPage = lazyWithReload(() => import('./pages/distribution/MonitoringPage'));
const HistoryPage = lazyWithReload(() => import('./pages/distribution/HistoryPage'));
const ExportPage = lazyWithReload(() => import('./pages/export/ExportPage'));
const MessageHistoryPage = lazyWithReload(() => import('./pages/messageHistory/MessageHistoryPage'));
const BroadcastLogPage = lazyWithReload(() => import('./pages/messageHistory/BroadcastLogPage'));
const BroadcastDetailPage = lazyWithReload(() => import('./pages/messageHistory/BroadcastDetailPage'));
const IntegrationKeysPage = lazyWithReload(() => import('./pages/integrationKeys/IntegrationKeysPage'));
const CompanySettingsPage = lazyWithReload(() => import('./pages/company/CompanySettingsPage'));
const SecurityRulesPage = lazyWithReload(() => import('./pages/security/SecurityRulesPage'));
const WhatsAppBusinessPage = lazyWithReload(() => import('./pages/whatsappBusiness/WhatsAppBusinessPage'));
const BroadcastPage = lazyWithReload(() => import('./pages/broadcast/BroadcastPage'));
const ChatPage = lazyWithReload(() => import('./pages/chat/ChatPage'));
const BroadcastComposePage = lazyWithReload(() => import('./pages/broadcast/BroadcastComposePage'));
const BroadcastRecipientsPage = lazyWithReload(() => import('./pages/broadcast/BroadcastRecipientsPage'));
const ImportPage = lazyWithReload(() => import('./pages/import/ImportPage'));
const DirectionsPage = lazyWithReload(() => import('./pages/maps/DirectionsPage'));
const GoogleMapsPage = lazyWithReload(() => import('./pages/maps/GoogleMapsPage'));
const PetaPage = lazyWithReload(() => import('./pages/maps/PetaPage'));
const MapbokPage = lazyWithReload(() => import('./pages/maps/MapbokPage'));
const TargetsPage = lazyWithReload(() => import('./pages/targets/TargetsPage'));
const WebhooksPage = lazyWithReload(() => import('./pages/webhooks/WebhooksPage'));
const PlanPage = lazyWithReload(() => import('./pages/plan/PlanPage'));
const DevicesPage = lazyWithReload(() => import('./pages/devices/DevicesPage'));
const RolePermissionPage = lazyWithReload(() => import('./pages/permission/RolePermissionPage'));
const VisumDetailPage = lazyWithReload(() => import('./resources/visum/VisumDetailPage'));

/** The page of each route of the table (routeTable.ts) that is not a resource's view. */
const SESSION_PAGES: Record<SessionRoute, ComponentType> = {
  '/dashboard': DashboardPage,
  '/profil': ProfilePage,
  '/kalender': CalendarPage,
  '/laporan': ReportsPage,
  '/laporan/rincian': ReportRecordsPage,
  '/panduan': GuidePage,
  '/bantuan': HelpPage,
  '/setting': SettingIndex,
  '/setting/indexx': SettingHome,
  '/prospect/index_copy': ProspectBoardPage,
  '/setting/collabApprove': CollabApprovePage,
  '/setting/followUpApprove': FollowUpApprovePage,
  '/setting/orderApprove': OrderApprovePage,
  '/setting/userApprove': UserApprovePage,
  '/setting/users_register': InvitationsPage,
  '/setting/Assignment': AssignmentPage,
  '/setting/Monitoring': MonitoringPage,
  '/setting/historyDistribution': HistoryPage,
  '/setting/Export': ExportPage,
  '/setting/riwayatPesan': MessageHistoryPage,
  '/setting/riwayatPesanSiaran': BroadcastLogPage,
  '/setting/riwayatPesanSiaran/:id': BroadcastDetailPage,
  '/setting/chat': ChatPage,
  '/setting/chat/:id': ChatPage,
  '/setting/broadcast': BroadcastPage,
  '/setting/broadcast/create': BroadcastComposePage,
  '/setting/broadcast/:id': BroadcastRecipientsPage,
  '/setting/Import': ImportPage,
  '/setting/task': TargetsPage,
  // react-router ranks this static path above the resource's /setting/permission/:id (the edit page).
  '/setting/permission/role': RolePermissionPage,
  '/setting/integration_keys': IntegrationKeysPage,
  '/setting/instansi': CompanySettingsPage,
  '/setting/keamanan': SecurityRulesPage,
  '/setting/whatsapp-business': WhatsAppBusinessPage,
  '/setting/detail-visum/:id?': VisumDetailPage,
  '/setting/webhooks': WebhooksPage,
  '/setting/paket': PlanPage,
  '/setting/perangkat': DevicesPage,
  '/mapdirect/:id?': DirectionsPage,
  '/mapsgoogle/:id?': GoogleMapsPage,
  '/peta': PetaPage,
  '/mapbok': MapbokPage,
};

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
      accessDenied={AccessDeniedPage}
      error={ErrorPage}
    >
      <CustomRoutes>
        {SESSION_ROUTES.map((path) => {
          const Page = SESSION_PAGES[path];
          return <Route key={path} path={path} element={<Page />} />;
        })}
      </CustomRoutes>
      {resourceNames.map((name) => (
        <Resource key={name} name={name} {...RESOURCES[name]} />
      ))}
      {/* The lookup behind the owner and collaborator pickers. */}
      <Resource name="members" recordRepresentation="name" />
    </Admin>
  );
}
