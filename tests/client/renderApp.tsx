import { render } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { App } from '../../src/App';
import { DASHBOARD_SUMMARY } from '../../domain/apiPaths';
import { MODULES, type PermissionRow } from '../../domain/permissions';
import type { DashboardSummary } from '../../src/dataProvider/types';
import { loadLazyRoutesFirst } from './lazyRoutes';
import { server } from './msw';
import { ADMIN } from './session';
import { answerNoTargets } from './targetAnswers';
import { answerToday } from './todayAnswers';
import { testQueryClient } from './testQueryClient';

loadLazyRoutesFirst();

/** The whole app, opened at `path` as a visitor would. */
export function renderApp(path: string) {
  window.history.pushState({}, '', path);
  return render(<App queryClient={testQueryClient()} />);
}

export const USER_DETAIL = {
  id: 7,
  email: 'budi@majumotor.co.id',
  name: 'Budi Santoso',
  npm: 'MM-001',
  phone_number: '+6281234567890',
  photo: null,
  language: 'id',
  role_name: 'Administrator',
  id_role: 1,
  id_company: 3,
  id_group: 2,
  group_name: 'Cabang Depok',
  invited_email: null,
  company_time_zone: 'Asia/Jakarta',
};

/** A live stream that the server keeps open and that sends nothing. */
export const quietStream = () =>
  new HttpResponse(new ReadableStream({ start: () => undefined }), {
    headers: { 'Content-Type': 'text/event-stream' },
  });

/** A company with no records yet, as the dashboard reads it. */
const EMPTY_SUMMARY: DashboardSummary = {
  scope: 'company',
  prospects_total: 0,
  prospects_by_status: [],
  new_prospects_month: 0,
  deals_month: 0,
  followups_due_today: 0,
  followups_overdue: 0,
  orders_by_status: [],
  funnel: [],
};

/**
 * What the layout of any logged-in user asks for: the unread count, the training check, the live
 * stream, on /setting/* the approval counts (all 0 unless told), and the figures and target progress
 * of the dashboard every login lands on.
 */
export function answerLayout({ unread = 0 } = {}) {
  server.use(
    mock.get(DASHBOARD_SUMMARY, () => HttpResponse.json({ data: EMPTY_SUMMARY })),
    answerNoTargets,
    answerToday(),
    mock.get('/api/master/v1/notifikasi/unread', () => HttpResponse.json({ count: unread })),
    mock.get('/api/user/v1/user/check_user_training', () => HttpResponse.json({ api_status: true })),
    mock.get('/api/master/v1/notifikasi/stream', quietStream),
    mock.get('/api/dashboard/v1/notifikasi/pengajuan/:kind', () => HttpResponse.json({ count: 0 })),
  );
}

/** What a logged-in Administrator's app asks for: the layout's calls, the user detail and the role's permission rows. */
export function answerAdministrator() {
  answerLayout();
  server.use(
    mock.post('/api/user/v1/user/detail', () => HttpResponse.json({ data: [USER_DETAIL] })),
    mock.post('/api/user/v1/roles/get_permission', () =>
      HttpResponse.json({
        data: ['user_management', 'groups', 'Roles'].map((name_module) => ({
          name_module,
          access: 'enabled',
          import: 'none',
          export: 'Not Set',
        })),
      }),
    ),
  );
}

/** The session of `role_name` with its permission rows (every module closed unless opened). */
export function answerRole(role_name: string, open: Partial<Record<string, Partial<PermissionRow>>>, user = ADMIN) {
  answerLayout();
  server.use(
    mock.post('/api/user/v1/user/detail', () =>
      HttpResponse.json({ data: [{ ...USER_DETAIL, ...user, role_name, id_role: user.id_role }] }),
    ),
    mock.post('/api/user/v1/roles/get_permission', () =>
      HttpResponse.json({
        data: MODULES.map((name_module) => ({
          name_module,
          access: 'none',
          import: 'none',
          export: 'Not Set',
          ...open[name_module],
        })),
      }),
    ),
  );
}
