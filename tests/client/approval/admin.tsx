import { render } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, Notification, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { dataProvider } from '../../../src/dataProvider';
import { i18nProvider } from '../../../src/i18n';
import { testQueryClient } from '../testQueryClient';
import { server } from '../msw';
import { USER_DETAIL } from '../renderApp';
import { logIn } from '../session';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 7, fullName: 'Budi Santoso' }),
  canAccess: async () => true,
};

/** The modules whose rows open the four queues (docs/sessions-and-access.md). */
const QUEUE_MODULES = ['Collaboration', 'groups', 'Validation Product Order', 'user_management'];

/**
 * `ui` inside react-admin with the app's own query client, logged in with a role named `roleName` enabling `modules` (by default
 * every queue's), at `path`, with the snackbar, in the interface language `locale` (the user's choice in the store).
 */
export function renderInAdmin(
  ui: ReactElement,
  path = '/',
  modules = QUEUE_MODULES,
  roleName = USER_DETAIL.role_name,
  locale = 'id',
  /** The modules whose import right is open too. */
  imports: string[] = [],
) {
  logIn();
  server.use(
    mock.post('/api/user/v1/user/detail', () => HttpResponse.json({ data: [{ ...USER_DETAIL, role_name: roleName }] })),
    mock.post('/api/user/v1/roles/get_permission', () =>
      HttpResponse.json({
        data: modules.map((name_module) => ({
          name_module,
          access: 'enabled',
          import: imports.includes(name_module) ? 'enabled' : 'none',
          export: 'Not Set',
        })),
      }),
    ),
  );
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={testQueryClient()}
        store={memoryStore({ locale })}
      >
        {ui}
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}
