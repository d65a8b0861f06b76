import { render } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Suspense, type ReactNode } from 'react';
import { AdminContext, AdminUI, CustomRoutes, memoryStore, Resource, TestMemoryRouter } from 'react-admin';
import { Route, type Location } from 'react-router-dom';
import { authProvider } from '../../../src/authProvider';
import { dataProvider } from '../../../src/dataProvider';
import { raIndonesian } from '../../../src/i18n/raIndonesian';
import { exportIndonesian } from '../../../src/i18n/export/id';
import { recordsIndonesian } from '../../../src/i18n/records/id';
import { offlineIndonesian } from '../../../src/i18n/offline/id';
import { testQueryClient } from '../testQueryClient';
import { leasingIndonesian, leasingResourcesIndonesian } from '../../../src/i18n/leasing/id';
import { visumIndonesian } from '../../../src/i18n/visum/id';
import ProspectBoardPage from '../../../src/pages/ProspectBoardPage';
import collab from '../../../src/resources/collab';
import followup from '../../../src/resources/followup';
import leasing from '../../../src/resources/leasing';
import order from '../../../src/resources/order';
import product from '../../../src/resources/product';
import prospect from '../../../src/resources/prospect';
import visum from '../../../src/resources/visum';
import VisumDetailPage from '../../../src/resources/visum/VisumDetailPage';
import { loadLazyRoutesFirst } from '../lazyRoutes';
import { server } from '../msw';
import { ADMIN, logIn } from '../session';

loadLazyRoutesFirst();

const i18nProvider = polyglotI18nProvider(
  () => ({
    ...raIndonesian,
    resources: { ...recordsIndonesian.resources, ...leasingResourcesIndonesian },
    app: { ...recordsIndonesian.app, ...exportIndonesian, ...visumIndonesian, ...offlineIndonesian, ...leasingIndonesian },
  }),
  'id',
);

const Bare = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

const MODULES = ['Prospect', 'Follow Up', 'Collaboration', 'Order', 'Product', 'Visum'];

/**
 * A logged-in salesperson (id 7) whose role opens the records' modules, and nothing of `groups`;
 * `exports` gives modules' export values ('Not Set' otherwise); `extraModules` opens more modules,
 * and `imports` gives their import right.
 */
export function logInSales(exports: Record<string, string> = {}, extraModules: string[] = [], imports: string[] = []) {
  logIn(ADMIN);
  server.use(
    mock.post('/api/user/v1/user/detail', () =>
      HttpResponse.json({
        data: [{ ...ADMIN, email: 'budi@majumotor.co.id', role_name: 'Sales', id_group: 2, group_name: 'Cabang Depok', photo: null }],
      }),
    ),
    mock.post('/api/user/v1/roles/get_permission', () =>
      HttpResponse.json({
        data: [...MODULES, ...extraModules].map((name_module) => ({ name_module, access: 'enabled', import: imports.includes(name_module) ? 'enabled' : 'none', export: exports[name_module] ?? 'Not Set' })),
      }),
    ),
  );
}

/** The records' screens inside react-admin, with the app's own auth and data providers and query client, opened at `path`. */
export function renderRecords(path: string) {
  const seen: { location?: Location } = {};
  const view = render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(location) => (seen.location = location)}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={testQueryClient()}
        store={memoryStore()}
      >
        <AdminUI layout={Bare} requireAuth>
          <Resource name="prospect" {...prospect} />
          <Resource name="prospect/fu" {...followup} />
          <Resource name="collab" {...collab} />
          <Resource name="order" {...order} />
          <Resource name="setting/Product" {...product} />
          <Resource name="setting/visum" {...visum} />
          <Resource name="setting/leasing" {...leasing} />
          <Resource name="members" recordRepresentation="name" />
          <CustomRoutes>
            <Route path="/prospect/index_copy" element={<ProspectBoardPage />} />
            <Route path="/setting/detail-visum/:id?" element={<VisumDetailPage />} />
          </CustomRoutes>
        </AdminUI>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...view, location: () => seen.location };
}
