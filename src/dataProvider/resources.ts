/**
 * DESIGN.md §3: each react-admin resource (its name is the client route) and the API path that
 * serves it in the ra-data-simple-rest convention. The permission module of each is
 * RESOURCE_MODULES in authProvider/permissions.ts.
 */
export const RESOURCE_PATHS: Readonly<Record<string, string>> = {
  prospect: '/api/prospect/v1/prospect',
  'prospect/fu': '/api/prospect/v1/followup',
  collab: '/api/prospect/v1/collab',
  order: '/api/order/v1/order',
  'setting/Product': '/api/master/v1/product',
  'setting/template': '/api/master/v1/template',
  'setting/task': '/api/master/v1/target',
  'setting/visum': '/api/master/v1/visum',
  'setting/users': '/api/user/v1/users',
  'setting/group': '/api/user/v1/group',
  'setting/permission': '/api/user/v1/role',
  members: '/api/user/v1/members',
};

export function apiPath(resource: string): string {
  const path = RESOURCE_PATHS[resource];
  if (!path) throw new Error(`Resource tanpa jalur API: ${resource}`);
  return path;
}
