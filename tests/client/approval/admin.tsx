import { render } from '@testing-library/react';
import simpleRestProvider from 'ra-data-simple-rest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactElement } from 'react';
import {
  AdminContext,
  memoryStore,
  Notification,
  TestMemoryRouter,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { approvalIndonesian } from '../../../src/i18n/approval/id';
import indonesianMessages, { appIndonesian } from '../../../src/i18n/id';
import { RESOURCE_PATHS } from '../../../src/dataProvider/resources';
import { createRestClient } from '../../../src/dataProvider/restClient';
import { logIn } from '../session';

/** The app's resource table, with the `members` lookup the approval screens read names from. */
const PATHS: Record<string, string> = { ...RESOURCE_PATHS, members: '/api/user/v1/members' };

function route(resource: string): string {
  const path = PATHS[resource];
  if (!path) throw new Error(`No API path for ${resource}`);
  return path.slice(1);
}

const rest = simpleRestProvider('', createRestClient());

/** ra-data-simple-rest over the app's axios instance: the same requests as the app's dataProvider. */
const dataProvider: DataProvider = {
  getList: async (resource, params) => rest.getList(route(resource), params),
  getOne: async (resource, params) => rest.getOne(route(resource), params),
  getMany: async (resource, params) => rest.getMany(route(resource), params),
  getManyReference: async (resource, params) => rest.getManyReference(route(resource), params),
  create: async (resource, params) => rest.create(route(resource), params),
  update: async (resource, params) => rest.update(route(resource), params),
  updateMany: async (resource, params) => rest.updateMany(route(resource), params),
  delete: async (resource, params) => rest.delete(route(resource), params),
  deleteMany: async (resource, params) => rest.deleteMany(route(resource), params),
};

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 7, fullName: 'Budi Santoso' }),
  canAccess: async () => true,
};

/** The app's Indonesian catalogue with the texts of the approval screens and the dashboard merged in. */
const i18nProvider = polyglotI18nProvider(
  () => ({ ...indonesianMessages, app: { ...appIndonesian, ...approvalIndonesian } }),
  'id',
);

/** `ui` inside react-admin, logged in, at `path`, with the snackbar that notifications go to. */
export function renderInAdmin(ui: ReactElement, path = '/') {
  logIn();
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        {ui}
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}
