/**
 * Every route of the app, as data: App.tsx and AdminApp.tsx render these and nothing else, and the
 * accessibility check of the end-to-end suite visits each one (docs/accessibility.md), so a new
 * page is checked the day it is added. Kept free of React so the tests can read it.
 */

/** Reachable without a session, in the light public shell (docs/product.md). */
export const PUBLIC_ROUTES = [
  '/login',
  '/register',
  '/forgot_password',
  '/forgot_password/:email/:id?',
  '/register_invited/:email?/:idcompany?/:idinvited?',
  '/confirm_email/:token',
  '/privacy-policy',
  '/terms',
  '/whatsapp/sinkronisasi',
  '/whatsapp/step',
] as const;

/** The pages of react-admin's shell that are not a resource's views. */
export const SESSION_ROUTES = [
  '/dashboard',
  '/profil',
  '/kalender',
  '/laporan',
  '/laporan/rincian',
  '/panduan',
  '/bantuan',
  '/setting',
  '/setting/indexx',
  '/prospect/index_copy',
  '/setting/collabApprove',
  '/setting/followUpApprove',
  '/setting/orderApprove',
  '/setting/userApprove',
  '/setting/users_register',
  '/setting/Assignment',
  '/setting/Monitoring',
  '/setting/historyDistribution',
  '/setting/Export',
  '/setting/riwayatPesan',
  '/setting/riwayatPesanSiaran',
  '/setting/riwayatPesanSiaran/:id',
  '/setting/chat',
  '/setting/chat/:id',
  '/setting/broadcast',
  '/setting/broadcast/create',
  '/setting/broadcast/:id',
  '/setting/Import',
  '/setting/task',
  '/setting/permission/role',
  '/setting/integration_keys',
  '/setting/instansi',
  '/setting/keamanan',
  '/setting/whatsapp-business',
  '/setting/detail-visum/:id?',
  '/setting/webhooks',
  '/setting/paket',
  '/setting/perangkat',
  '/mapdirect/:id?',
  '/mapsgoogle/:id?',
  '/peta',
  '/mapbok',
] as const;

export type ResourceView = 'list' | 'create' | 'edit' | 'show';

/** Each resource and the views it has; react-admin routes them at /name, /name/create, /name/:id and /name/:id/show. */
export const RESOURCE_ROUTES = {
  prospect: ['list', 'create', 'edit', 'show'],
  'prospect/fu': ['list'],
  collab: ['list', 'create', 'show'],
  order: ['list', 'create', 'edit', 'show'],
  'setting/Product': ['list', 'create', 'edit'],
  'setting/leasing': ['list', 'create', 'edit'],
  'setting/template': ['list', 'create', 'edit'],
  'setting/users': ['list', 'create', 'edit'],
  'setting/group': ['list', 'create', 'edit'],
  'setting/permission': ['list', 'create', 'edit'],
  'setting/visum': ['list', 'create'],
  'setting/aktivitasUser': ['list'],
  'setting/masukan': ['list'],
} as const satisfies Record<string, readonly ResourceView[]>;

export type PublicRoute = (typeof PUBLIC_ROUTES)[number];
export type SessionRoute = (typeof SESSION_ROUTES)[number];
export type ResourceName = keyof typeof RESOURCE_ROUTES;

const VIEW_PATHS: Record<ResourceView, string> = { list: '', create: '/create', edit: '/:id', show: '/:id/show' };

/** The path of each view of each resource, as react-admin routes them. */
export const resourcePaths = (): { resource: ResourceName; view: ResourceView; path: string }[] =>
  Object.entries(RESOURCE_ROUTES).flatMap(([resource, views]) =>
    views.map((view) => ({ resource: resource as ResourceName, view, path: `/${resource}${VIEW_PATHS[view]}` })),
  );
