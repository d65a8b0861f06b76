import type { ModuleName } from './permissions';

type ResourceEntry = {
  /** Where the API serves it, in the ra-data-simple-rest convention (docs/api.md). */
  path: `/api/${string}`;
  /** What one row is called in Indonesian, for the API document's summaries ('Daftar prospek'). */
  label: string;
  /** The permission module that guards it; null: every member of the company may read it (lookups). */
  module: ModuleName | null;
  /** The module whose holders approve or reject its requests, for resources that are approval queues. */
  approval?: ModuleName;
  /** Guarded by the role instead of a module: only an Administrator reads it (Aktivitas Pengguna). */
  administratorOnly?: true;
};

/**
 * Every resource of the app, by its react-admin name (which is also its client route): the client's
 * dataProvider and canAccess and the server's routes and guards all read this one table.
 */
export const RESOURCES = {
  prospect: { path: '/api/prospect/v1/prospect', label: 'prospek', module: 'Prospect' },
  'prospect/fu': { path: '/api/prospect/v1/followup', label: 'follow up', module: 'Follow Up', approval: 'groups' },
  collab: { path: '/api/prospect/v1/collab', label: 'kolaborasi', module: 'Collaboration', approval: 'Collaboration' },
  order: { path: '/api/order/v1/order', label: 'pesanan', module: 'Order', approval: 'Validation Product Order' },
  'leasing/application': { path: '/api/order/v1/leasing-application', label: 'pengajuan leasing', module: 'Order' },
  'setting/Product': { path: '/api/master/v1/product', label: 'produk', module: 'Product' },
  'setting/leasing': { path: '/api/master/v1/leasing', label: 'mitra leasing', module: 'Leasing' },
  'setting/template': { path: '/api/master/v1/template', label: 'template WhatsApp', module: 'Template Whatsapp' },
  'setting/task': { path: '/api/master/v1/target', label: 'target', module: 'Master Target' },
  'setting/visum': { path: '/api/master/v1/visum', label: 'visum', module: 'Visum' },
  'setting/users': { path: '/api/user/v1/users', label: 'pengguna', module: 'user_management', approval: 'user_management' },
  'setting/group': { path: '/api/user/v1/group', label: 'grup', module: 'groups' },
  'setting/permission': { path: '/api/user/v1/role', label: 'peran', module: 'Roles' },
  members: { path: '/api/user/v1/members', label: 'anggota perusahaan', module: null },
  'setting/aktivitasUser': { path: '/api/master/v1/activity', label: 'aktivitas pengguna', module: null, administratorOnly: true },
  'setting/masukan': { path: '/api/master/v1/feedback', label: 'masukan', module: null, administratorOnly: true },
} as const satisfies Record<string, ResourceEntry>;

export type ResourceName = keyof typeof RESOURCES;

const isResourceName = (name: string): name is ResourceName => Object.hasOwn(RESOURCES, name);

export const resourceEntry = (name: string): ResourceEntry | undefined => (isResourceName(name) ? RESOURCES[name] : undefined);

export function apiPath(resource: string): string {
  const entry = resourceEntry(resource);
  if (!entry) throw new Error(`Resource tanpa jalur API: ${resource}`);
  return entry.path;
}
