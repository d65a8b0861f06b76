import type { Identifier } from 'react-admin';
import type { PermissionRow } from '../../domain/permissions';
import { apiPath } from '../../domain/resources';
import { http } from './http';
import type { Envelope } from './types';

const matrixPath = (id_role: Identifier) => `${apiPath('setting/permission')}/${encodeURIComponent(id_role)}/permission`;

/** A role's permission rows (docs/api.md): what the Hak Akses matrix reads and saves in one PUT. */
export const permissionsApi = {
  async rolePermissions(id_role: Identifier): Promise<PermissionRow[]> {
    return (await http.get<Envelope<PermissionRow[]>>(matrixPath(id_role))).data.data;
  },

  async saveRolePermissions(id_role: Identifier, rows: readonly PermissionRow[]): Promise<PermissionRow[]> {
    return (await http.put<Envelope<PermissionRow[]>>(matrixPath(id_role), { data: rows })).data.data;
  },
};

export type PermissionsApi = typeof permissionsApi;
