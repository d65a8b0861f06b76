import type { z } from 'zod';
import { INTEGRATION_KEYS } from '../../domain/apiPaths';
import type { PermissionRow } from '../../domain/permissions';
import type { integrationKeyCreated, integrationKeyRecord } from '../../domain/schemas/integrationKey';
import { http } from './http';

export type IntegrationKey = z.input<typeof integrationKeyRecord>;
export type CreatedIntegrationKey = z.input<typeof integrationKeyCreated>;
type NewIntegrationKey = { name: string; permissions: PermissionRow[]; expires_at: string | null };

/** Kunci Integrasi's calls (docs/api.md, Integration keys), as custom dataProvider methods. */
export const integrationKeysApi = {
  async integrationKeys(): Promise<IntegrationKey[]> {
    return (await http.get<{ data: IntegrationKey[] }>(INTEGRATION_KEYS)).data.data;
  },
  /** The answer carries the key itself, this once. */
  async createIntegrationKey(body: NewIntegrationKey): Promise<CreatedIntegrationKey> {
    return (await http.post<{ data: CreatedIntegrationKey }>(INTEGRATION_KEYS, body)).data.data;
  },
  async revokeIntegrationKey(id: number): Promise<IntegrationKey> {
    return (await http.delete<{ data: IntegrationKey }>(`${INTEGRATION_KEYS}/${id}`)).data.data;
  },
};

export type IntegrationKeysApi = typeof integrationKeysApi;
